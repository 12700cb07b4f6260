import { describe, expectTypeOf, it } from 'vitest';
import type { RouteData, RouteParams, RouteQuery, RouteRequest, RouteResponse } from './routes.js';

/** The helper types are what the client's calls and the server's handlers are typed with. */
describe('route helper types', () => {
  it('give each part of a call its type', () => {
    expectTypeOf<RouteData<'cart.checkout'>>().toEqualTypeOf<{ id: string; orderNumber: string }>();
    expectTypeOf<RouteParams<'cart.checkout'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RouteRequest<'cart.checkout'>['sender_type']>().toEqualTypeOf<'product' | 'custom'>();
    expectTypeOf<RouteQuery<'cart.deleteItem'>>().toEqualTypeOf<{ cartId: string; cartItemId: string }>();
    expectTypeOf<RouteData<'auth.login'>['access_token']>().toEqualTypeOf<string>();
    expectTypeOf<RouteResponse<'builds.latest'>>().toEqualTypeOf<{ id: string; timestamp: number }>();
  });

  it('say when a call has no body, query or path parameters', () => {
    expectTypeOf<RouteRequest<'customer.get'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteQuery<'cart.checkout'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteParams<'auth.login'>>().toEqualTypeOf<undefined>();
  });
});
