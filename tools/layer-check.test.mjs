// Proves the layer check can fail: the fixture domain imports react, ofetch, a test tool and
// node:fs, and dependency-cruiser must report each of them while accepting xstate and Temporal.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'tools', 'layer-fixtures');

function cruise(cwd) {
  const bin = join(root, 'node_modules', '.bin', 'depcruise');
  return spawnSync(
    bin,
    ['packages', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err', '--no-progress'],
    { cwd, encoding: 'utf8', env: { ...process.env, NODE_PATH: join(root, 'node_modules') } },
  );
}

test('the layer check rejects react, ofetch, test tools and node built-ins in the domain', () => {
  const run = cruise(fixtures);
  assert.notEqual(run.status, 0, 'depcruise must exit non-zero on violations');
  // Lines look like: "error domain-is-framework-free: packages/domain/src/uses-react.ts → react".
  const domainViolations = [
    ...run.stdout.matchAll(/error (?:domain-is-framework-free|no-node-builtins-in-domain): (\S+) → (\S+)/g),
  ].map(([, from, to]) => `${from.split('/').pop()} -> ${to}`);
  // A violation names the bare package when it is not installed, its resolved file when it is.
  const reported = (file, pkg) =>
    domainViolations.some(
      (v) => v.startsWith(`${file} -> `) && new RegExp(`-> (${pkg}$|.*node_modules/${pkg}/)`).test(v),
    );
  for (const [file, pkg] of [
    ['uses-react.ts', 'react'],
    ['uses-ofetch.ts', 'ofetch'],
    ['uses-test-tool.ts', 'fast-check'],
    ['uses-node.ts', 'fs'],
  ]) {
    assert.ok(reported(file, pkg), `missing violation ${file} -> ${pkg} in ${domainViolations}`);
  }
  assert.ok(!domainViolations.some((v) => v.startsWith('allowed.ts -> ') && /xstate|temporal/.test(v)));
});

test('the layer check rejects a story importing the React app by a relative path', () => {
  const run = cruise(fixtures);
  assert.match(
    run.stdout,
    /error storybook-uses-packages-by-name: packages\/storybook\/stories\/by-path\.stories\.ts → packages\/react-app\/app\/components\/badge\.ts/,
  );
});

test('the layer check rejects production code importing a testing entry, and lets a test do it', () => {
  const run = cruise(fixtures);
  assert.match(
    run.stdout,
    /error testing-entries-only-in-tests: packages\/domain\/src\/uses-testing\.ts → packages\/domain\/src\/testing\.ts/,
  );
  assert.doesNotMatch(
    run.stdout,
    /testing-entries-only-in-tests: packages\/domain\/src\/uses-testing\.test\.ts/,
  );
});

test('the real packages pass the layer check', () => {
  const run = cruise(root);
  assert.equal(run.status, 0, run.stdout + run.stderr);
});
