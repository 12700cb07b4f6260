import { type Cart, type DomainError, err, ok, type Session } from '@tirage/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeStorefrontContext, type SomePorts } from '../test-support/fake-context.js';
import { action as switchCurrency } from './currency.js';

const session = (activeCurrency: 'EUR' | 'GBP'): Session => ({
  domainTenant: 'fr',
  customTenant: null,
  userDomain: 'localhost',
  activeCurrency,
  isLoggedInAs: false,
  trackingId: null,
});

const cartIn = (currency: 'EUR' | 'GBP', lines: number) =>
  ({
    id: 'cart-1',
    currency,
    lineItems: Object.fromEntries(Array.from({ length: lines }, (_, index) => [`line-${index}`, {}])),
  }) as unknown as Cart;

/** Posts the chooser's form; answers the redirect thrown. */
async function post(
  fields: Record<string, string>,
  ports: SomePorts,
  options: { readonly loggedIn?: boolean; readonly anonymousId?: string } = {},
) {
  const context = fakeStorefrontContext({ ports, ...options });
  const thrown = await Promise.resolve(
    switchCurrency({
      request: new Request('https://shop.test/currency/', {
        method: 'POST',
        body: new URLSearchParams(fields),
      }),
      context,
      params: {},
    } as unknown as Parameters<typeof switchCurrency>[0]),
  ).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error('The switch should redirect');
  return thrown.headers.get('location');
}

describe('the currency switch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('stores the currency, prices a guest cart holding jobs again, and says so on the page it goes back to', async () => {
    const switched = vi.fn(async () => ok(session('GBP')));
    const open = vi.fn(async () => ok(cartIn('GBP', 2)));
    const location = await post(
      { currency: 'GBP', back: '/cart/?tab=1' },
      { session: { switchCurrency: switched }, cart: { open } },
      { anonymousId: 'guest-1' },
    );
    expect(switched).toHaveBeenCalledWith('GBP');
    expect(open).toHaveBeenCalledWith(
      { kind: 'guest', anonymousId: 'guest-1' },
      { currency: 'GBP', country: 'FR', locale: 'fr-FR' },
    );
    expect(location).toBe('/cart/?tab=1&panier_recalcule=GBP');
  });

  test('a customer’s empty cart: the page says nothing', async () => {
    const open = vi.fn(async () => ok(cartIn('GBP', 0)));
    const location = await post(
      { currency: 'GBP', back: '/flyers/' },
      { session: { switchCurrency: async () => ok(session('GBP')) }, cart: { open } },
      { loggedIn: true },
    );
    expect(open).toHaveBeenCalledWith({ kind: 'customer' }, expect.objectContaining({ currency: 'GBP' }));
    expect(location).toBe('/flyers/');
  });

  test('a guest with no cart: no cart is made', async () => {
    const location = await post(
      { currency: 'GBP', back: '/' },
      { session: { switchCurrency: async () => ok(session('GBP')) } },
    );
    expect(location).toBe('/');
  });

  test.each([
    ['a currency the shop does not sell', { currency: 'CHF', back: '/cart/' }, '/cart/'],
    ['an unknown code', { currency: 'USD', back: '/cart/' }, '/cart/'],
    ['the current currency', { currency: 'EUR', back: '/cart/' }, '/cart/'],
    ['no currency, a link to another site', { back: '//evil.example/' }, '/'],
  ])('%s changes nothing', async (_what, fields, expected) => {
    // Any call throws (scripted ports): nothing is asked.
    expect(await post(fields, {})).toBe(expected);
  });

  test('a refused switch goes back without touching the cart, and is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused: DomainError = { kind: 'http.network', message: 'fetch failed' };
    const location = await post(
      { currency: 'GBP', back: '/cart/?panier_recalcule=GBP' },
      { session: { switchCurrency: async () => err(refused) } },
      { anonymousId: 'guest-1' },
    );
    expect(location).toBe('/cart/');
    expect(warn).toHaveBeenCalledWith('the currency could not be switched', 'http.network');
  });
});
