/**
 * The query parameter of the page a currency switch leads back to when the switch priced the cart
 * again: the page then says so ("Votre panier a été recalculé en CHF.").
 */
export const CART_REPRICED_PARAM = 'panier_recalcule';

/** A page's query without the repriced notice's parameter (`?…`, or '' when nothing is left). */
export function withoutRepricedNotice(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CART_REPRICED_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/**
 * Where a switch sends the shopper back: the page they came from (a path of this shop, never
 * another site's), with the notice's parameter when the cart was priced again.
 */
export function pageAfterSwitch(back: string, repricedIn: string | undefined): string {
  // Only a path of this shop: `//host` or `/\host` would leave it.
  const safe = back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/';
  const url = new URL(safe, 'http://shop.invalid');
  url.searchParams.delete(CART_REPRICED_PARAM);
  if (repricedIn !== undefined) url.searchParams.set(CART_REPRICED_PARAM, repricedIn);
  return `${url.pathname}${url.search}`;
}
