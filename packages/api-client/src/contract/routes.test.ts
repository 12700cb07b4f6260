import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { HEADER, idempotencyKeySchema } from './headers.js';
import { type RouteDefinition, type RouteName, routeList, routePath, routes } from './routes.js';
import { badCentAmountArb, badDateArb, badQuantityArb } from './test-support/bad-values.js';
import {
  expectedPath,
  issuePaths,
  type MutationSite,
  mutate,
  mutationSites,
  pathsOf,
  valueAt,
  withValueAt,
} from './test-support/mutations.js';
import { routeExamples } from './test-support/route-examples.js';

type RequestPart = 'request' | 'query' | 'params';
const REQUEST_PARTS: readonly RequestPart[] = ['request', 'query', 'params'];

function badValueFor(site: MutationSite): fc.Arbitrary<unknown> {
  switch (site.kind) {
    case 'badQuantity':
      return badQuantityArb;
    case 'badCentAmount':
      return badCentAmountArb;
    case 'badDate':
      return badDateArb;
    default:
      return fc.jsonValue();
  }
}

function expectParses(schema: z.ZodType, value: unknown): void {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`Expected a valid example, got:\n${JSON.stringify(parsed.error.issues, null, 2)}`);
}

describe.each(routeList.map((route) => [route.name, route] as const))('%s', (name, route) => {
  const example = routeExamples[name];

  it('parses its example exchange', () => {
    expectParses(route.response, example.response);
    for (const part of REQUEST_PARTS) {
      const schema = route[part];
      expect(schema === undefined, `${part} schema and example go together`).toBe(
        example[part] === undefined,
      );
      if (schema !== undefined) expectParses(schema, example[part]);
    }
    if (route.headers !== undefined) expectParses(route.headers, example.headers);
  });

  for (const part of REQUEST_PARTS) {
    const schema = route[part];
    if (schema === undefined) continue;
    const valid = example[part];
    const sites = mutationSites(schema, valid);

    it(`refuses every structural mutation of its ${part}, naming the field`, () => {
      expect(sites.length).toBeGreaterThan(0);
      for (const site of sites) {
        const bad =
          site.kind === 'badQuantity'
            ? 0
            : site.kind === 'badCentAmount'
              ? 1.5
              : site.kind === 'badDate'
                ? '31-02-2026'
                : 'x';
        const parsed = schema.safeParse(mutate(valid, site, bad));
        expect(parsed.success, `${site.kind} at ${site.path.join('.')} was accepted`).toBe(false);
        if (!parsed.success) expect(issuePaths(parsed.error)).toContainEqual(expectedPath(site));
      }
    });

    test.prop([fc.constantFrom(...sites).chain((site) => fc.tuple(fc.constant(site), badValueFor(site)))])(
      `refuses random bad values in its ${part} with the field's path`,
      ([site, bad]) => {
        const parsed = schema.safeParse(mutate(valid, site, bad));
        expect(parsed.success).toBe(false);
        if (!parsed.success) {
          const expected = expectedPath(site);
          expect(
            issuePaths(parsed.error).some((path) => path === expected || path.startsWith(`${expected}.`)),
          ).toBe(true);
        }
      },
    );
  }

  const moneyPaths = pathsOf(example.response).filter((path) => path[path.length - 1] === 'centAmount');
  if (moneyPaths.length > 0) {
    test.prop([fc.constantFrom(...moneyPaths), badCentAmountArb])(
      'refuses an answer with an amount that is not whole hundredths',
      (path, bad) => {
        expect(route.response.safeParse(withValueAt(example.response, path, bad)).success).toBe(false);
      },
    );
  }
});

describe('the route table', () => {
  it('has one route per method and path', () => {
    const keys = routeList.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has an example for every route and no example without a route', () => {
    expect(Object.keys(routeExamples).sort()).toEqual(Object.keys(routes).sort());
  });

  it('names every path parameter in its params schema', () => {
    for (const route of routeList as readonly (RouteDefinition & { name: RouteName })[]) {
      const names = [...route.path.matchAll(/:([A-Za-z][A-Za-z0-9_]*)/g)].map((match) => match[1]);
      const example = routeExamples[route.name].params as Record<string, string> | undefined;
      expect(Object.keys(example ?? {}).sort(), route.name).toEqual(names.sort());
    }
  });

  it('asks an idempotency key exactly of checkout and payments', () => {
    expect(routeList.filter((route) => route.idempotencyKey).map((route) => route.name)).toEqual([
      'cart.checkout',
      'wallet.pay',
      'payment.pay',
      'payment.bankTransfer',
      'payment.deferred',
    ]);
  });

  it('gives every idempotent route an example with a valid Idempotency-Key', () => {
    for (const route of routeList.filter((candidate) => candidate.idempotencyKey)) {
      const headers = routeExamples[route.name].headers as Record<string, unknown> | undefined;
      expect(idempotencyKeySchema.safeParse(headers?.[HEADER.idempotencyKey]).success, route.name).toBe(true);
    }
  });

  it('blocks crawlers from inventory, quote and instruction calls (section 6)', () => {
    expect(
      routeList
        .filter((route) => route.crawlerBlocked)
        .map((route) => route.name)
        .sort(),
    ).toEqual(['content.productInstruction', 'product.inventory', 'product.quote']);
  });

  it('sends no token to the crawler files only (section 7)', () => {
    expect(
      routeList
        .filter((route) => route.withoutToken)
        .map((route) => route.path)
        .sort(),
    ).toEqual([
      '/api/v1/content/old-sitemap/',
      '/api/v1/content/robots/',
      '/api/v1/content/sitemap-lp/',
      '/api/v1/content/sitemap/',
    ]);
    for (const route of routeList) if (route.withoutToken) expect(route.auth).toBe('none');
  });

  it('keeps GET and DELETE free of bodies', () => {
    for (const route of routeList) {
      if (route.method === 'GET' || route.method === 'DELETE')
        expect(route.request, route.name).toBeUndefined();
    }
  });

  test.prop([fc.string({ minLength: 1 }), fc.string({ minLength: 1 })])(
    'fills path parameters, encoded',
    (cartId, key) => {
      expect(routePath(routes['cart.checkout'].path, { id: cartId })).toBe(
        `/api/v1/cart/${encodeURIComponent(cartId)}/checkout/`,
      );
      expect(routePath(routes['product.customConfigFromKey'].path, { key })).toBe(
        `/api/v1/product/get-product-custom-config-from-key/${encodeURIComponent(key)}/`,
      );
    },
  );

  it('refuses to build a path with a parameter missing', () => {
    expect(() => routePath('/api/v1/order/:id', {})).toThrow(/id/);
  });

  it('reads a value where the examples put it', () => {
    expect(valueAt(routeExamples['cart.checkout'].request, ['user_notes', 'invoiceRequested'])).toBe(true);
  });
});
