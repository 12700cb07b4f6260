import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>('./*.stories.tsx', { eager: true });

const app = new URL('./', import.meta.resolve('@tirage/react-app/root.tsx'));

/** The component files (`.tsx`, tests left out) of a folder of the React app, as `folder/name`. */
const componentFiles = (folder: string, keep: (name: string) => boolean = () => true) =>
  readdirSync(fileURLToPath(new URL(`${folder}/`, app)), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx'))
    .map((entry) => entry.name.replace(/\.tsx$/, ''))
    .filter(keep)
    .map((name) => `${folder}/${name}`);

/** Each feature's components (`features/<feature>/components/`) and its views (`features/<feature>/*-view.tsx`). */
const featureFiles = () =>
  readdirSync(fileURLToPath(new URL('features/', app)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((feature) => {
      const folder = `features/${feature.name}`;
      const hasComponents = readdirSync(fileURLToPath(new URL(`${folder}/`, app))).includes('components');
      return [
        ...(hasComponents ? componentFiles(`${folder}/components`) : []),
        ...componentFiles(folder, (name) => name.endsWith('-view')),
      ];
    });

/**
 * Screens that read their data themselves, with stories of their own: route modules rendered in
 * React Router's `createRoutesStub` with stub loaders and actions (`route-stub.tsx`), and the
 * product page, which runs the domain's machine on fake ports (`fake-ports.ts`).
 */
const screens = [
  'routes/cart',
  'routes/checkout',
  'routes/login',
  'routes/order-sent',
  'routes/registration',
  'routes/search',
  'features/product-page/product-page',
];

/** Every storefront UI component, by its path under `app/`; each needs `stories/<name>.stories.tsx`. */
const components = [
  ...componentFiles('components'),
  ...componentFiles('screens'),
  ...featureFiles(),
  ...screens,
];
const storyFileOf = (component: string) => `./${component.slice(component.lastIndexOf('/') + 1)}.stories.tsx`;

describe('stories', () => {
  test('the components of the features are found', () => {
    expect(components).toEqual(
      expect.arrayContaining([
        'components/site-header',
        'screens/not-found-screen',
        'features/product-page/components/price-table',
        'features/product-page/product-page-view',
        'features/cart/components/cart-line',
      ]),
    );
  });

  test.each(screens)('the screen %s is still in the app', (screen) => {
    expect(existsSync(fileURLToPath(new URL(`${screen}.tsx`, app)))).toBe(true);
  });

  test('no two components share a name (each has its own story file)', () => {
    const names = components.map(storyFileOf);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  test.each(components)('the storefront component %s has a story file', (component) => {
    expect(Object.keys(modules)).toContain(storyFileOf(component));
  });

  test('every story file is named after a component (none is left over from a renamed one)', () => {
    const expected = new Set(components.map(storyFileOf));
    expect(Object.keys(modules).filter((file) => !expected.has(file))).toEqual([]);
  });

  const stories = Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(composeStories(module)).map(
      ([name, Story]) => [`${file} ${name}`, Story as ComponentType] as const,
    ),
  );

  test('there are stories to render', () => {
    expect(stories.length).toBeGreaterThan(10);
  });

  test.each(stories)('%s renders', (name, Story) => {
    const html = renderToStaticMarkup(<Story />);
    // An "Empty" story may render nothing; every other one renders something.
    if (!name.endsWith(' Empty')) expect(html.length).toBeGreaterThan(0);
  });
});
