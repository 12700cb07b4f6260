import { err, ok } from '@tirage/domain';
import { describe, expect, test } from 'vitest';
import { fakeStorefrontContext } from '../test-support/fake-context.js';
import { notFoundCategories } from './not-found.js';
import { notFound } from './not-found.server.js';

const affiches = { id: 'category-affiches', name: 'Affiches', path: '/categories/affiches/' };

describe('what a loader throws for a page that is not there', () => {
  test('is a 404 carrying the path and the catalogue’s categories, which the 404 screen reads back', async () => {
    const context = fakeStorefrontContext({ ports: { content: { categories: async () => ok([affiches]) } } });
    const thrown = await notFound(context, '/nulle-part/');
    expect(thrown.init?.status).toBe(404);
    expect(thrown.data).toEqual({ path: '/nulle-part/', categories: [affiches] });
    expect(notFoundCategories(thrown.data)).toEqual([affiches]);
  });

  test('has no categories when they cannot be read: the 404 stays a 404', async () => {
    const failure = { kind: 'request.failed', message: 'Internal Server Error' } as const;
    const context = fakeStorefrontContext({ ports: { content: { categories: async () => err(failure) } } });
    const thrown = await notFound(context);
    expect(thrown.init?.status).toBe(404);
    expect(thrown.data).toEqual({ categories: [] });
  });

  test('a 404 that carries no categories (a path no route matches) shows none', () => {
    expect(notFoundCategories(undefined)).toEqual([]);
    expect(notFoundCategories('Error: No route matches URL "/x"')).toEqual([]);
    expect(notFoundCategories({ categories: [{ name: 'Affiches' }, affiches, 3] })).toEqual([affiches]);
  });
});
