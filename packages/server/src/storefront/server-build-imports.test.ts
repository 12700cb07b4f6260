import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The storefront's server build is run from a production install, which holds the react-app's
 * `dependencies` and not its `devDependencies`: the browser-only packages (`braintree-web`) are
 * bundled into the browser's files, and the server build may name them only behind a dynamic
 * import that runs in the browser alone (the payment screen's effect).
 */
const serverBuild = createRequire(import.meta.url).resolve('@tirage/react-app/server-build');
const reactApp = JSON.parse(readFileSync(join(dirname(serverBuild), '..', '..', 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** 'react-dom/server' → 'react-dom'; '@react-router/node' stays whole. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages the build's files name, reached from `index.js` by static imports only, or by any. */
function packagesOf(entry: string, followDynamic: boolean): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '');
    if (followDynamic) specifiers.push(...[...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[1] ?? ''));
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier));
      else if (!specifier.startsWith('node:')) packages.add(packageOf(specifier));
    }
  };
  visit(entry);
  return packages;
}

describe("the storefront's server build", () => {
  test('loads at start only packages of the react-app’s dependencies, not its browser-only ones', () => {
    const loaded = packagesOf(serverBuild, false);
    expect(loaded).toContain('react-dom');
    const devOnly = Object.keys(reactApp.devDependencies).filter((name) => !(name in reactApp.dependencies));
    expect([...loaded].filter((name) => devOnly.includes(name))).toEqual([]);
    expect(loaded).not.toContain('braintree-web');
  });

  test('names braintree-web only behind a dynamic import', () => {
    expect(packagesOf(serverBuild, true)).toContain('braintree-web');
    expect(reactApp.devDependencies).toHaveProperty('braintree-web');
    expect(reactApp.dependencies).not.toHaveProperty('braintree-web');
  });
});
