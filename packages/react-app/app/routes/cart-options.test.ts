import { err, ok, type PlacedOrder } from '@tirage/domain';
import { describe, expect, test, vi } from 'vitest';
import { CART_OPTIONS_COOKIE } from '../features/checkout/cart-options.server.js';
import { fakeStorefrontContext } from '../test-support/fake-context.js';
import { businessCardsCart, claire, office } from '../test-support/fake-customer.js';
import { action as cartAction, loader as cartLoader } from './cart.js';
import { action as checkoutAction, loader as checkoutLoader } from './checkout.js';
import { action as logoutAction } from './logout.js';

const cart = businessCardsCart;
/** Claire's book: the office only. */
const customer = (premium: boolean) => claire(premium, { shipping: [office], billing: [] });

/** A shopper with a cart: a guest, or a logged-in customer (premium reseller or not). */
function shopper(kind: 'guest' | 'customer' | 'premium', profileFails = false) {
  const checkout = vi.fn(async () => ok<PlacedOrder>({ id: 'ord-9', orderNumber: '100900' }));
  const context = fakeStorefrontContext({
    loggedIn: kind !== 'guest',
    anonymousId: 'anon-1',
    ports: {
      cart: { open: async () => ok(cart), setAddress: async () => ok(cart), checkout },
      auth: { logout: async () => ok(undefined) },
      customer: {
        getProfile: async () =>
          profileFails ? err({ kind: 'http.network', message: 'offline' }) : ok(customer(kind === 'premium')),
        // The billing copy of the shipping address joins the book.
        addAddress: async (input) => {
          const before = customer(kind === 'premium');
          const added = { ...input, id: 'bill-new' };
          return ok({ ...before, addresses: { ...before.addresses, billingAddresses: [added] } });
        },
      },
      catalog: {
        pageContent: async () => err({ kind: 'page.notFound', status: 404, path: '', message: '' }),
      },
    },
  });
  return { context, checkout };
}

type Args<F extends (args: never) => unknown> = Parameters<F>[0];

const request = (path: string, init: { body?: FormData; cookie?: string } = {}) =>
  new Request(`https://shop.test${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    ...(init.body === undefined ? {} : { body: init.body }),
    headers: init.cookie === undefined ? {} : { cookie: init.cookie },
  });

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

/** Posts the cart's "Commander" form: the redirect thrown, or the refusal answered. */
async function order(context: ReturnType<typeof shopper>['context'], fields: Record<string, string>) {
  try {
    const answer = await cartAction({
      request: request('/cart/', { body: form({ intent: 'checkout', ...fields }) }),
      context,
      params: {},
    } as unknown as Args<typeof cartAction>);
    return { refused: answer };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { redirect: thrown };
  }
}

/** The cookie pair (`name=value`) a `Set-Cookie` header sets. */
const cookiePair = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('the order options, from the cart to the checkout', () => {
  test('the cart starts with the shop as sender, an invoice and no notes', async () => {
    const { context } = shopper('guest');
    const data = await cartLoader({ request: request('/cart/'), context, params: {} } as unknown as Args<
      typeof cartLoader
    >);
    expect(data.options).toEqual({ sender: 'product', customSender: '', invoiceRequested: true, notes: '' });
    expect(data.premium).toBe(false);
  });

  test('"Commander" keeps the options in their cookie and goes to the checkout, which opens with them', async () => {
    const guest = shopper('guest');
    const { redirect } = await order(guest.context, { notes: '  Livrer avant 10 h, quai 3.  ' });
    expect(redirect?.status).toBe(302);
    expect(redirect?.headers.get('location')).toBe('/checkout/');
    const setCookie = redirect?.headers.get('set-cookie') ?? '';
    expect(setCookie.startsWith(`${CART_OPTIONS_COOKIE}=`)).toBe(true);
    expect(setCookie.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=86400', 'Path=/', 'SameSite=Lax', 'Secure'].sort(),
    );

    // The guest logs in on the way; the checkout reads the options back.
    const { context } = shopper('customer');
    const data = await checkoutLoader({
      request: request('/checkout/', { cookie: cookiePair(redirect as Response) }),
      context,
      params: {},
    } as unknown as Args<typeof checkoutLoader>);
    expect(data.options).toEqual({
      sender: 'product',
      customSender: '',
      invoiceRequested: false,
      notes: 'Livrer avant 10 h, quai 3.',
    });
  });

  test('notes beyond 800 characters are refused with a French message, and nothing is kept', async () => {
    const { context } = shopper('guest');
    const { refused, redirect } = await order(context, { invoiceRequested: 'on', notes: 'é'.repeat(801) });
    expect(redirect).toBeUndefined();
    expect(refused?.init?.status).toBe(400);
    expect(refused?.init?.headers).toBeUndefined();
    expect(refused?.data.notice).toEqual({
      text: 'Vérifiez les options de votre commande.',
      variant: 'danger',
    });
    expect(refused?.data.refusedOptions?.errors).toEqual({
      notes: 'Vos remarques ne peuvent dépasser 800 caractères.',
    });
    // What was typed comes back (up to the limit) with the invoice as chosen.
    expect(refused?.data.refusedOptions?.options.invoiceRequested).toBe(true);
  });

  test('only a premium reseller names the sender, and must give a name', async () => {
    const guest = await order(shopper('guest').context, { sender: 'custom', customSender: 'Agence X' });
    const kept = await checkoutLoader({
      request: request('/checkout/', { cookie: cookiePair(guest.redirect as Response) }),
      context: shopper('customer').context,
      params: {},
    } as unknown as Args<typeof checkoutLoader>);
    expect(kept.options.sender).toBe('product');
    expect(kept.options.customSender).toBe('');

    const unnamed = await order(shopper('premium').context, { sender: 'custom', customSender: ' ' });
    expect(unnamed.refused?.data.refusedOptions?.errors).toEqual({
      customSender: 'Indiquez le nom de l’expéditeur.',
    });
    const named = await order(shopper('premium').context, { sender: 'custom', customSender: 'Agence X' });
    expect(named.redirect?.status).toBe(302);
  });

  test('a cookie that was not written by the shop opens the checkout with the defaults', async () => {
    const { context } = shopper('customer');
    for (const cookie of [`${CART_OPTIONS_COOKIE}=not-base64!`, `${CART_OPTIONS_COOKIE}=${btoa('"text"')}`]) {
      const data = await checkoutLoader({
        request: request('/checkout/', { cookie }),
        context,
        params: {},
      } as unknown as Args<typeof checkoutLoader>);
      expect(data.options).toEqual({
        sender: 'product',
        customSender: '',
        invoiceRequested: true,
        notes: '',
      });
    }
  });

  test('once the order is placed, the options are forgotten', async () => {
    const { context, checkout } = shopper('customer');
    let thrown: unknown;
    try {
      await checkoutAction({
        request: request('/checkout/', {
          body: form({ shippingAddress: office.id, billingAddress: 'same', terms: 'on', notes: 'Quai 3' }),
        }),
        context,
        params: {},
      } as unknown as Args<typeof checkoutAction>);
    } catch (error) {
      thrown = error;
    }
    expect(checkout).toHaveBeenCalledTimes(1);
    expect(thrown).toBeInstanceOf(Response);
    const cookies = (thrown as Response).headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('tirage_last_order='))).toBe(true);
    expect(cookies.find((cookie) => cookie.startsWith(`${CART_OPTIONS_COOKIE}=`))).toMatch(/Max-Age=0/);
  });

  test('notes typed up to the limit with line breaks are kept whole (a line break counts once, as in the box)', async () => {
    const lines = Array.from({ length: 10 }, (_, index) => `${index}`.padEnd(79, 'x'));
    const typedNotes = lines.join('\n');
    expect(typedNotes.length).toBe(799);
    const { redirect } = await order(shopper('guest').context, { notes: lines.join('\r\n') });
    expect(redirect?.status).toBe(302);
    const data = await checkoutLoader({
      request: request('/checkout/', { cookie: cookiePair(redirect as Response) }),
      context: shopper('customer').context,
      params: {},
    } as unknown as Args<typeof checkoutLoader>);
    expect(data.options.notes).toBe(typedNotes);
  });

  test('the checkout refuses notes beyond the limit with the same French message, and orders nothing', async () => {
    const { context, checkout } = shopper('customer');
    const answer = await checkoutAction({
      request: request('/checkout/', {
        body: form({
          shippingAddress: office.id,
          billingAddress: 'same',
          terms: 'on',
          notes: 'x'.repeat(801),
        }),
      }),
      context,
      params: {},
    } as unknown as Args<typeof checkoutAction>);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ notes: 'Vos remarques ne peuvent dépasser 800 caractères.' });
    // What was typed is kept to fill the box again.
    expect(answer.data.posted.notes).toHaveLength(801);
    expect(checkout).not.toHaveBeenCalled();
  });

  test('when the profile cannot be read, "Commander" keeps nothing and says to try again', async () => {
    const { refused, redirect } = await order(shopper('premium', true).context, {
      sender: 'custom',
      customSender: 'Agence X',
    });
    expect(redirect).toBeUndefined();
    expect(refused?.init?.status).toBe(503);
    expect(refused?.data.notice.variant).toBe('danger');
  });

  test('logging out forgets the options, so the next shopper on this browser does not see them', async () => {
    const { context } = shopper('customer');
    let thrown: unknown;
    try {
      await logoutAction({
        request: request('/logout/', { body: form({}) }),
        context,
        params: {},
      } as unknown as Args<typeof logoutAction>);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('set-cookie')).toMatch(
      new RegExp(`^${CART_OPTIONS_COOKIE}=; Max-Age=0`),
    );
  });
});
