import type { routes } from '@tirage/api-client/contract';
import { describe, expectTypeOf, test } from 'vitest';
import type { RouteInput, StaffIdentity } from './route.js';

// The handler's input says in its types what mountRoute checked before calling it, so a
// handler never re-checks (or asserts) what the route's definition already promises.
describe('RouteInput narrows what a route requires', () => {
  test("an 'auth: required' route has its customer", () => {
    expectTypeOf<RouteInput<(typeof routes)['order.get']>['customerId']>().toEqualTypeOf<string>();
  });

  test("an 'auth: optional' route may be a guest's", () => {
    expectTypeOf<RouteInput<(typeof routes)['auth.logout']>['customerId']>().toEqualTypeOf<
      string | undefined
    >();
  });

  test("an 'auth: staff' route has its staff member, and only it", () => {
    expectTypeOf<RouteInput<(typeof routes)['admin.uploadAsset']>['staff']>().toEqualTypeOf<StaffIdentity>();
    expectTypeOf<RouteInput<(typeof routes)['order.get']>['staff']>().toEqualTypeOf<undefined>();
  });

  test('an idempotent route has its key, and only it', () => {
    expectTypeOf<RouteInput<(typeof routes)['cart.checkout']>['idempotencyKey']>().toEqualTypeOf<string>();
    expectTypeOf<RouteInput<(typeof routes)['order.get']>['idempotencyKey']>().toEqualTypeOf<undefined>();
  });
});
