import { createShopCookie, shopCookieHeader } from '../../lib/shop-cookie.server.js';
import {
  type CartOptions,
  DEFAULT_CART_OPTIONS,
  MAX_CUSTOM_SENDER_LENGTH,
  MAX_NOTES_LENGTH,
} from './cart-options.js';

export type { CartOptions };

/** The cookie that carries the cart's options (`CartOptions`) from the cart to the checkout. */
export const CART_OPTIONS_COOKIE = 'tirage_cart_options';

/** A day, as the last order store: a cart is checked out in one sitting. */
const cookie = createShopCookie(CART_OPTIONS_COOKIE);

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** The options the request's cookie holds; the defaults when there is none or it cannot be read. */
export async function readCartOptions(request: Request): Promise<CartOptions> {
  let stored: unknown;
  try {
    stored = await cookie.parse(request.headers.get('cookie'));
  } catch {
    return DEFAULT_CART_OPTIONS;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_CART_OPTIONS;
  const { sender, customSender, invoiceRequested, notes } = stored as Record<string, unknown>;
  return {
    sender: sender === 'custom' ? 'custom' : 'product',
    customSender: text(customSender, MAX_CUSTOM_SENDER_LENGTH),
    invoiceRequested: typeof invoiceRequested === 'boolean' ? invoiceRequested : true,
    notes: text(notes, MAX_NOTES_LENGTH),
  };
}

/** The `Set-Cookie` value that keeps `options` for the checkout. */
export function cartOptionsCookie(options: CartOptions, request: Request): Promise<string> {
  return shopCookieHeader(cookie, options, request);
}

/** The `Set-Cookie` value that forgets the options (the order is placed). */
export function forgetCartOptionsCookie(request: Request): Promise<string> {
  return shopCookieHeader(cookie, null, request);
}
