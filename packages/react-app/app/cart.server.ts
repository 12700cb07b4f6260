import type { Cart, CartOwner, CurrencyCode, DomainError, Result } from '@tirage/domain';
import type { StorefrontContext } from './load-context.js';
import { sessionState } from './session.server.js';

const isLoggedIn = async (context: StorefrontContext) => (await sessionState(context)) === 'live';

// A request's loaders (the header's count, the page) share one read of the cart; anything that may
// change the cart forgets it, so what is shown after an action is read again.
const readCarts = new WeakMap<StorefrontContext, Promise<Cart | undefined>>();

/** Forgets the request's read of the cart, after a change to it. */
export function forgetShopperCart(context: StorefrontContext): void {
  readCarts.delete(context);
}

/**
 * The shopper's open cart in the request's shop, created when there is none yet: read afresh, for
 * an action that is about to change it.
 */
export function openShopperCart(context: StorefrontContext): Promise<Result<Cart, DomainError>> {
  forgetShopperCart(context);
  return openCart(context);
}

async function openCart(context: StorefrontContext): Promise<Result<Cart, DomainError>> {
  const owner: CartOwner = (await isLoggedIn(context))
    ? { kind: 'customer' }
    : { kind: 'guest', anonymousId: context.anonymousId({ create: true }) ?? '' };
  const { currency, country, locale } = context.shop;
  return context.ports.cart.open(owner, { currency, country, locale });
}

/**
 * The shopper's cart when they may have one: a guest who never put anything in a cart has no
 * anonymous id yet, and no cart is made for them just to be counted. Read once per request.
 */
export function existingShopperCart(context: StorefrontContext): Promise<Cart | undefined> {
  let read = readCarts.get(context);
  if (read === undefined) {
    read = readShopperCart(context);
    readCarts.set(context, read);
  }
  return read;
}

async function readShopperCart(context: StorefrontContext): Promise<Cart | undefined> {
  if (!(await isLoggedIn(context)) && context.anonymousId({ create: false }) === undefined) return undefined;
  const cart = await openCart(context);
  if (!cart.ok) {
    console.warn('the cart could not be read', cart.error.kind);
    return undefined;
  }
  return cart.value;
}

/**
 * After a currency switch: the shopper's cart, when they have one holding jobs, is opened in the new
 * currency, which prices its lines again in it. Whether it was (a cart to say so of).
 */
export async function repriceShopperCart(
  context: StorefrontContext,
  currency: CurrencyCode,
): Promise<boolean> {
  const loggedIn = await isLoggedIn(context);
  const anonymousId = context.anonymousId({ create: false });
  if (!loggedIn && anonymousId === undefined) return false;
  forgetShopperCart(context);
  const owner: CartOwner = loggedIn
    ? { kind: 'customer' }
    : { kind: 'guest', anonymousId: anonymousId ?? '' };
  const { country, locale } = context.shop;
  const opened = await context.ports.cart.open(owner, { currency, country, locale });
  if (!opened.ok) {
    console.warn('the cart could not be priced in the new currency', opened.error.kind);
    return false;
  }
  return Object.keys(opened.value.lineItems).length > 0;
}

/**
 * After a login or a registration: the guest's cart, if any, joins the customer's (the server
 * prices its lines again and keeps the cart limits).
 */
export async function mergeGuestCart(context: StorefrontContext): Promise<void> {
  const anonymousId = context.anonymousId({ create: false });
  if (anonymousId === undefined) return;
  forgetShopperCart(context);
  const { currency, country, locale } = context.shop;
  const merged = await context.ports.cart.open(
    { kind: 'customer', mergeAnonymousId: anonymousId },
    { currency, country, locale },
  );
  if (!merged.ok) console.warn('the guest cart could not be merged', merged.error.kind);
}

/**
 * After a login or a registration: the designs the shopper made online as a guest join the
 * account (as many as its limit leaves room for; the others stay the guest's).
 */
export async function claimGuestDesigns(context: StorefrontContext): Promise<void> {
  const anonymousId = context.anonymousId({ create: false });
  if (anonymousId === undefined) return;
  const claimed = await context.ports.designer.claimGuestDesigns(anonymousId);
  if (!claimed.ok) console.warn('the guest designs could not be claimed', claimed.error.kind);
}
