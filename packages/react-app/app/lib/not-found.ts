import type { CategoryLink } from '@tirage/domain';

/** What the 404 screen is given by the loader that threw it (`notFound` in `not-found.server.ts`). */
export interface NotFoundData {
  readonly path?: string;
  readonly categories: readonly CategoryLink[];
}

const isCategoryLink = (value: unknown): value is CategoryLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).id === 'string' &&
  typeof (value as Record<string, unknown>).name === 'string' &&
  typeof (value as Record<string, unknown>).path === 'string';

/**
 * The categories a 404's data carries; none when the 404 came without them (a path no route
 * matches, a response thrown elsewhere).
 */
export function notFoundCategories(errorData: unknown): readonly CategoryLink[] {
  if (typeof errorData !== 'object' || errorData === null) return [];
  const { categories } = errorData as { readonly categories?: unknown };
  return Array.isArray(categories) ? categories.filter(isCategoryLink) : [];
}
