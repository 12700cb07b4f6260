import { emptyLastOrderStore, type LastOrderStore, type Order } from '@tirage/domain';
import { loginAgainIfSessionEnded } from '../auth.server.js';
import type { StorefrontContext } from '../load-context.js';
import { notFound } from './not-found.server.js';
import { createShopCookie, shopCookieHeader } from './shop-cookie.server.js';

/**
 * The last order store (specification section 3: lastCreatedOrder, lastPayedOrder,
 * lastCreatedOrderId), kept in a cookie of its own: the funnel's screens are rendered by the
 * server, whose loaders read it when a screen is opened without `?order=`. It holds only numbers
 * and ids of the shopper's own orders, and every screen reads the order again with the session's
 * token, so a forged value shows nothing that is not the shopper's: it is not signed.
 */
export const LAST_ORDER_COOKIE = 'tirage_last_order';

/** A day: the funnel is gone through in one sitting; the personal area keeps every order. */
const cookie = createShopCookie(LAST_ORDER_COOKIE);

/** Order ids and numbers are short; anything else in the cookie was not written by us. */
const MAX_FIELD_LENGTH = 100;

const field = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && value.length <= MAX_FIELD_LENGTH ? value : null;

/** The store the request's cookie holds; empty when there is none or it cannot be read. */
export async function readLastOrder(request: Request): Promise<LastOrderStore> {
  let stored: unknown;
  try {
    stored = await cookie.parse(request.headers.get('cookie'));
  } catch {
    return emptyLastOrderStore();
  }
  if (typeof stored !== 'object' || stored === null) return emptyLastOrderStore();
  const { lastCreatedOrder, lastPayedOrder, lastCreatedOrderId } = stored as Record<string, unknown>;
  return {
    lastCreatedOrder: field(lastCreatedOrder),
    lastPayedOrder: field(lastPayedOrder),
    lastCreatedOrderId: field(lastCreatedOrderId),
  };
}

/** The `Set-Cookie` value that keeps `store` (Secure when the page was served over HTTPS). */
export function lastOrderCookie(store: LastOrderStore, request: Request): Promise<string> {
  return shopCookieHeader(cookie, store, request);
}

/** The order a funnel screen is about: its `?order=`, else the last one the shopper placed. */
export async function funnelOrderId(request: Request): Promise<string | undefined> {
  const asked = (new URL(request.url).searchParams.get('order') ?? '').trim();
  if (asked !== '') return asked.slice(0, MAX_FIELD_LENGTH);
  return (await readLastOrder(request)).lastCreatedOrderId ?? undefined;
}

/**
 * The customer's order a funnel screen is about (`funnelOrderId`), read with the session's token:
 * an order that is not theirs (or none) is the 404 screen. The funnel's routes run the `auth`
 * middleware first, which sends a guest to log in.
 */
export async function funnelOrder(request: Request, context: StorefrontContext): Promise<Order> {
  const orderId = await funnelOrderId(request);
  const found = orderId === undefined ? undefined : await context.ports.order.get(orderId);
  if (found?.ok === false) await loginAgainIfSessionEnded(found.error, { request, context });
  if (found === undefined || !found.ok) {
    throw await notFound(context, new URL(request.url).pathname);
  }
  return found.value;
}
