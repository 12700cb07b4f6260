import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  describeMiddlewarePlanError,
  MIDDLEWARES,
  type MiddlewareName,
  planMiddlewares,
} from './middlewares.js';

const declarationArb = fc
  .subarray([...MIDDLEWARES])
  .chain((names) => fc.shuffledSubarray(names, { minLength: names.length }));

describe('planMiddlewares', () => {
  it('runs auth before the session id, and the session id before the cart', () => {
    expect(planMiddlewares(['valid-cart', 'auth', 'session-id'])).toEqual({
      ok: true,
      value: ['auth', 'session-id', 'valid-cart'],
    });
  });

  it('adds the session id a valid cart needs', () => {
    expect(planMiddlewares(['valid-cart'])).toEqual({ ok: true, value: ['session-id', 'valid-cart'] });
    expect(planMiddlewares(['auth', 'valid-cart'])).toEqual({
      ok: true,
      value: ['auth', 'session-id', 'valid-cart'],
    });
  });

  it('plans nothing for a route that declares nothing', () => {
    expect(planMiddlewares([])).toEqual({ ok: true, value: [] });
  });

  it('refuses a name it does not know, whatever else is declared', () => {
    expect(planMiddlewares(['auth', 'sesion-id'])).toEqual({
      ok: false,
      error: { kind: 'unknownMiddleware', name: 'sesion-id' },
    });
    expect(planMiddlewares(['Auth'])).toEqual({
      ok: false,
      error: { kind: 'unknownMiddleware', name: 'Auth' },
    });
    expect(planMiddlewares([''])).toEqual({ ok: false, error: { kind: 'unknownMiddleware', name: '' } });
  });

  it('refuses a name declared twice', () => {
    expect(planMiddlewares(['auth', 'valid-cart', 'auth'])).toEqual({
      ok: false,
      error: { kind: 'duplicateMiddleware', name: 'auth' },
    });
  });

  test.prop([declarationArb])(
    'plans every declared name once, in the order of MIDDLEWARES, with what each needs',
    (declared) => {
      const plan = planMiddlewares(declared);
      if (!plan.ok) throw new Error(`a declaration of known names was refused: ${declared.join(', ')}`);
      const names = plan.value;
      for (const name of declared) expect(names).toContain(name);
      expect(new Set(names).size).toBe(names.length);
      const positions = names.map((name) => MIDDLEWARES.indexOf(name));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      if (names.includes('valid-cart')) expect(names).toContain('session-id');
      const added = names.filter((name) => !declared.includes(name));
      expect(added.every((name: MiddlewareName) => name === 'session-id')).toBe(true);
    },
  );

  test.prop([
    fc.string().filter((name) => !(MIDDLEWARES as readonly string[]).includes(name)),
    declarationArb,
  ])('any unknown name among known ones is refused by name', (unknown, known) => {
    expect(planMiddlewares([...known, unknown])).toEqual({
      ok: false,
      error: { kind: 'unknownMiddleware', name: unknown },
    });
  });
});

describe('describeMiddlewarePlanError', () => {
  it('names the route, the name and the middlewares there are', () => {
    expect(describeMiddlewarePlanError({ kind: 'unknownMiddleware', name: 'cart' }, 'routes/cart.tsx')).toBe(
      'The route routes/cart.tsx declares the middleware "cart", which does not exist (known: auth, session-id, valid-cart).',
    );
    expect(
      describeMiddlewarePlanError({ kind: 'duplicateMiddleware', name: 'auth' }, 'routes/checkout.tsx'),
    ).toBe('The route routes/checkout.tsx declares the middleware "auth" twice.');
  });
});
