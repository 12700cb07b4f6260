import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>('./*.stories.tsx', { eager: true });

const componentFiles = (folder: string) =>
  readdirSync(fileURLToPath(new URL(`../../react-app/app/${folder}/`, import.meta.url)))
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => file.replace(/\.tsx$/, ''));

describe('stories', () => {
  test.each([...componentFiles('components'), ...componentFiles('screens')])(
    'the storefront component %s has a story file',
    (name) => {
      expect(Object.keys(modules)).toContain(`./${name}.stories.tsx`);
    },
  );

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
