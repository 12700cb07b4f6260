import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isMiddlewareName, MIDDLEWARE_ORDER, planMiddlewares } from './middleware.js';

const knownArb = fc.constantFrom(...MIDDLEWARE_ORDER);
const namesArb = fc.array(knownArb, { maxLength: 8 });

describe('planMiddlewares', () => {
  test.prop([namesArb])('runs each requested middleware once, in canonical order', (names) => {
    const plan = planMiddlewares(names);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(new Set(plan.value)).toEqual(new Set(names));
    expect(plan.value).toHaveLength(new Set(names).size);
    // The canonical order, written out: the session id, then the valid cart, then auth.
    const rank = { sessionId: 0, validCart: 1, auth: 2 };
    for (let i = 1; i < plan.value.length; i++) {
      expect(rank[plan.value[i - 1] as keyof typeof rank]).toBeLessThan(
        rank[plan.value[i] as keyof typeof rank],
      );
    }
  });

  test.prop([
    namesArb.chain((names) =>
      fc.tuple(fc.constant(names), fc.shuffledSubarray(names, { minLength: names.length })),
    ),
  ])('does not depend on the order the route lists them in', ([names, shuffled]) => {
    expect(planMiddlewares(shuffled)).toEqual(planMiddlewares(names));
  });

  test.prop([namesArb, fc.string().filter((name) => !isMiddlewareName(name)), namesArb])(
    'an unknown middleware anywhere is an error naming it',
    (before, unknown, after) => {
      expect(planMiddlewares([...before, unknown, ...after])).toEqual({
        ok: false,
        error: {
          kind: 'routing.unknownMiddleware',
          message: `Unknown middleware: ${unknown}`,
          name: unknown,
        },
      });
    },
  );

  it('puts the session id before the valid cart before auth', () => {
    expect(planMiddlewares(['auth', 'validCart', 'sessionId', 'auth'])).toEqual({
      ok: true,
      value: ['sessionId', 'validCart', 'auth'],
    });
    expect(planMiddlewares([])).toEqual({ ok: true, value: [] });
    expect(planMiddlewares(['auth', 'Auth'])).toMatchObject({ ok: false, error: { name: 'Auth' } });
  });
});
