import { type Cart, type CartOwner, ok } from '@tirage/domain';
import { describe, expect, it, vi } from 'vitest';
import { routeMiddlewares } from './middlewares.server.js';
import { fakeStorefrontContext } from './test-support/fake-context.js';
import { businessCardsCart } from './test-support/fake-customer.js';

const request = (path: string) => new Request(`http://localhost:3000${path}`);

/** A context whose anonymous ids and opened carts are counted. */
function countingContext(loggedIn: boolean) {
  const base = fakeStorefrontContext({ loggedIn });
  const givenIds: string[] = [];
  const open = vi.fn(async (_owner: CartOwner) => ok<Cart>(businessCardsCart));
  const context = {
    ...base,
    ports: { ...base.ports, cart: { ...base.ports.cart, open } },
    anonymousId: ({ create }: { readonly create: boolean }) => {
      if (!create) return undefined;
      givenIds.push('anon-given');
      return 'anon-given';
    },
  };
  return { context, givenIds, open };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('routeMiddlewares', () => {
  it('plans the declared names with what they need, in the domain order', () => {
    expect(routeMiddlewares('routes/test.tsx', 'valid-cart', 'auth').plan).toEqual([
      'auth',
      'session-id',
      'valid-cart',
    ]);
    expect(routeMiddlewares('routes/test.tsx').plan).toEqual([]);
  });

  it('refuses an unknown name when the route is declared, naming the route and the name', () => {
    // @ts-expect-error: an unknown name is a type error before it is a start error
    expect(() => routeMiddlewares('routes/checkout.tsx', 'auth', 'valid_cart')).toThrow(
      'The route routes/checkout.tsx declares the middleware "valid_cart", which does not exist (known: auth, session-id, valid-cart).',
    );
    expect(() => routeMiddlewares('routes/checkout.tsx', 'auth', 'auth')).toThrow(
      'declares the middleware "auth" twice',
    );
  });

  it('auth sends a guest to log in and back, before any session id or cart is made', async () => {
    const { context, givenIds, open } = countingContext(false);
    const answer = await thrown(
      routeMiddlewares('routes/checkout.tsx', 'auth', 'valid-cart').run({
        request: request('/checkout/?step=2'),
        context,
      }),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe('/login/?returnTo=%2Fcheckout%2F%3Fstep%3D2');
    expect(givenIds).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('lets a logged-in customer through with their open cart, and gives them no anonymous id', async () => {
    const { context, givenIds, open } = countingContext(true);
    const outcome = await routeMiddlewares('routes/checkout.tsx', 'auth', 'valid-cart').run({
      request: request('/checkout/'),
      context,
    });
    expect(await outcome.cart).toEqual(ok(businessCardsCart));
    expect(open).toHaveBeenCalledWith({ kind: 'customer' }, expect.objectContaining({ currency: 'EUR' }));
    expect(givenIds).toEqual([]);
  });

  it("gives a guest an anonymous id and opens the guest's cart under it", async () => {
    const { context, givenIds, open } = countingContext(false);
    const outcome = await routeMiddlewares('routes/test.tsx', 'valid-cart').run({
      request: request('/'),
      context,
    });
    expect(await outcome.cart).toEqual(ok(businessCardsCart));
    expect(givenIds.length).toBeGreaterThanOrEqual(1);
    expect(open).toHaveBeenCalledWith({ kind: 'guest', anonymousId: 'anon-given' }, expect.anything());
  });

  it('session-id alone gives a guest an id and opens no cart', async () => {
    const { context, givenIds, open } = countingContext(false);
    const outcome = await routeMiddlewares('routes/test.tsx', 'session-id').run({
      request: request('/'),
      context,
    });
    expect(outcome).toEqual({});
    expect(givenIds).toEqual(['anon-given']);
    expect(open).not.toHaveBeenCalled();
  });
});
