import { type LineItem, selectionQueryOf } from '@tirage/domain';
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
      else console.warn(`the product page ${id} could not be read: its link is left out`, page.error.kind);
    }),
  );
  return paths;
}

/**
 * Where each line of an order is edited: its product page opened on the order item. A line whose
 * page is unknown or cannot be read has none.
 */
export async function orderItemEditPaths(
  context: StorefrontContext,
  order: { readonly id: string; readonly lineItems: readonly Pick<LineItem, 'id' | 'pageId'>[] },
): Promise<ReadonlyMap<string, string>> {
  const paths = await productPagePaths(
    context,
    order.lineItems.map((line) => line.pageId),
  );
  return new Map(
    order.lineItems.flatMap((line): [string, string][] => {
      const path = line.pageId === undefined ? undefined : paths.get(line.pageId);
      return path === undefined
        ? []
        : [
            [
              line.id,
              `${path}${selectionQueryOf({ kind: 'orderItem', orderId: order.id, lineItemId: line.id })}`,
            ],
          ];
    }),
  );
}
