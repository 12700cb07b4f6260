import type { StorefrontContext } from '../load-context.js';

/** The paths of the product pages with these ids (a page that cannot be read is left out). */
export async function productPagePaths(
  context: StorefrontContext,
  pageIds: Iterable<string | undefined>,
): Promise<ReadonlyMap<string, string>> {
  const ids = [...new Set([...pageIds].filter((id): id is string => id !== undefined))];
  const paths = new Map<string, string>();
  await Promise.all(
    ids.map(async (id) => {
      const page = await context.ports.catalog.pageContent({ kind: 'id', id });
      if (page.ok) paths.set(id, page.value.path);
    }),
  );
  return paths;
}
