import type { SelectionSource } from '../model/product.js';
import { assertNever } from '../shared/result.js';

/**
 * The product page's query hooks (specification section 2): which selection the page opens with.
 * One name per hook; the first hook present wins, in this order.
 */
export const SELECTION_QUERY = {
  /** Edit a line of the cart: its line item id. */
  cartLine: 'line_item_id',
  /** Edit an item of an order: the order id and the order's line item id. */
  orderId: 'order_id',
  orderLineItemId: 'order_line_item_id',
  /** A preconfigured product: base64url JSON of the selection. */
  preconfigured: 'preconfigured',
  /** A short preconfigured key (generate-product-custom-config-url). */
  shortKey: 'config_key',
  /** A design made in the designer. */
  design: 'design_id',
  /** A loss leader's offer: its key (`GET /content/loss-leader-info/{key}/`). */
  lossLeader: 'loss_leader',
} as const;

/** Query values as a URL gives them: the first value of each name. */
export type QueryValues = Readonly<Record<string, string | undefined>>;

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The selection source a product page URL asks for; none of the hooks is the default selection.
 * An order item needs both of its ids. A preconfigured hook with an empty value keeps its kind,
 * so the page says 'Missing preconfigured URL' instead of quietly opening the default product.
 */
export function selectionSourceFromQuery(query: QueryValues): SelectionSource {
  const line = query[SELECTION_QUERY.cartLine];
  if (present(line)) return { kind: 'cartLine', lineId: line.trim() };
  const orderId = query[SELECTION_QUERY.orderId];
  const orderLine = query[SELECTION_QUERY.orderLineItemId];
  if (present(orderId) && present(orderLine)) {
    return { kind: 'orderItem', orderId: orderId.trim(), lineItemId: orderLine.trim() };
  }
  const preconfigured = query[SELECTION_QUERY.preconfigured];
  if (preconfigured !== undefined) {
    return { kind: 'preconfigured', encoded: present(preconfigured) ? preconfigured.trim() : undefined };
  }
  const key = query[SELECTION_QUERY.shortKey];
  if (present(key)) return { kind: 'shortKey', key: key.trim() };
  const design = query[SELECTION_QUERY.design];
  if (present(design)) return { kind: 'design', designId: design.trim() };
  const lossLeader = query[SELECTION_QUERY.lossLeader];
  if (present(lossLeader)) return { kind: 'lossLeader', key: lossLeader.trim() };
  return { kind: 'default' };
}

/** The query that opens a product page on a selection source ('' for the default selection). */
export function selectionQueryOf(source: SelectionSource): string {
  const query = (pairs: Readonly<Record<string, string>>) =>
    `?${Object.entries(pairs)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&')}`;
  switch (source.kind) {
    case 'default':
      return '';
    case 'cartLine':
      return query({ [SELECTION_QUERY.cartLine]: source.lineId });
    case 'orderItem':
      return query({
        [SELECTION_QUERY.orderId]: source.orderId,
        [SELECTION_QUERY.orderLineItemId]: source.lineItemId,
      });
    case 'preconfigured':
      return query({ [SELECTION_QUERY.preconfigured]: source.encoded ?? '' });
    case 'shortKey':
      return query({ [SELECTION_QUERY.shortKey]: source.key });
    case 'design':
      return query({ [SELECTION_QUERY.design]: source.designId });
    case 'lossLeader':
      return query({ [SELECTION_QUERY.lossLeader]: source.key });
    default:
      return assertNever(source, 'selection source');
  }
}

/** Whether the page edits a stored job (a cart line or an order item): header and footer are hidden. */
export function editsStoredJob(source: SelectionSource): boolean {
  return source.kind === 'cartLine' || source.kind === 'orderItem';
}
