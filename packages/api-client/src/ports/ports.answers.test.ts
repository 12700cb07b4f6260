import { fc, test } from '@fast-check/vitest';
import {
  type DomainError,
  defaultCheckoutOptions,
  FILE_CHECK_SERVICE,
  type Result,
  serviceUnavailable,
  type TokenPair,
} from '@tirage/domain';
import { address } from '@tirage/domain/testing';
import { describe, expect } from 'vitest';
import { failure, json, success, tokensExpiring } from '../client/test-support/fake-fetch.js';
import { type RouteDefinition, type RouteName, routes } from '../contract/routes.js';
import { pathsOf, withValueAt } from '../contract/test-support/mutations.js';
import type { ShopPorts } from './index.js';
import { exampleAnswer, flyersGraph, lineItemDraft, market, portsOn } from './test-support/port-fixtures.js';

/** One adapter method, run so that it sends `route` (and only example answers elsewhere). */
interface AdapterCall {
  readonly route: RouteName;
  readonly run: (ports: ShopPorts) => Promise<Result<unknown, DomainError>>;
  readonly tokens?: TokenPair;
}

/** An address of the shopper's book, as the domain hands it to the ports. */
const bookAddress = address({ id: 'addr-1', type: 'shipping' });

const CALLS: readonly AdapterCall[] = [
  { route: 'auth.login', run: (p) => p.auth.login({ email: 'a@b.fr', password: 'secret' }) },
  { route: 'auth.refreshToken', run: (p) => p.auth.refresh('refresh-1'), tokens: tokensExpiring(-1, 86_400) },
  { route: 'auth.logout', run: (p) => p.auth.logout('access-1') },
  { route: 'admin.loginAsUser', run: (p) => p.auth.loginAs({ customerEmail: 'a@b.fr' }) },
  { route: 'admin.login', run: (p) => p.admin.login({ email: 'a@b.fr', password: 'secret' }) },
  { route: 'admin.logout', run: (p) => p.admin.logout('staff-1') },
  { route: 'admin.me', run: (p) => p.admin.me('staff-1') },
  { route: 'admin.baseConfigs', run: (p) => p.admin.baseConfigs('staff-1') },
  {
    route: 'admin.saveShopRules',
    run: (p) =>
      p.admin.saveShopRules('staff-1', 'fr', {
        rules: {
          cart: { maxLines: 10, maxTaxedCents: 5_000_000 },
          uploads: { maxFileBytes: 209_715_200, acceptedTypes: ['application/pdf'] },
          fileCheckPriceCents: 490,
          countries: ['FR'],
        },
        version: 3,
      }),
  },
  { route: 'admin.assets', run: (p) => p.admin.assets('staff-1') },
  {
    route: 'admin.uploadAsset',
    run: (p) =>
      p.admin.uploadAsset('staff-1', {
        name: 'bandeau.png',
        mediaType: 'image/png',
        content: new Blob([new Uint8Array([0x89, 0x50])]),
      }),
  },
  { route: 'admin.removeAsset', run: (p) => p.admin.removeAsset('staff-1', 'ast-1') },
  { route: 'admin.customers', run: (p) => p.admin.findCustomers('staff-1', 'durand') },
  {
    route: 'cart.open',
    run: (p) => p.cart.open({ kind: 'customer' }, { currency: 'EUR', country: 'FR', locale: 'fr' }),
  },
  { route: 'cart.get', run: (p) => p.cart.fetch('cart-1') },
  { route: 'cart.putItem', run: (p) => p.cart.putLineItem('cart-1', lineItemDraft()) },
  { route: 'cart.duplicateItem', run: (p) => p.cart.duplicateLineItem('cart-1', 'line-1') },
  { route: 'cart.deleteItem', run: (p) => p.cart.deleteLineItem('cart-1', 'line-1') },
  { route: 'cart.setAddress', run: (p) => p.cart.setAddress('cart-1', 'shipping', bookAddress) },
  { route: 'cart.checkout', run: (p) => p.cart.checkout('cart-1', defaultCheckoutOptions()) },
  { route: 'address.towns', run: (p) => p.towns.ofPostalCode('FR', '01000') },
  { route: 'content.page', run: (p) => p.catalog.pageContent({ kind: 'path', path: '/flyers/' }) },
  { route: 'content.productConfiguration', run: (p) => p.catalog.productConfiguration('conf-1') },
  {
    route: 'product.validate',
    run: (p) => p.catalog.validateConfiguration({ configurationGraph: flyersGraph, selectedAttributes: {} }),
  },
  { route: 'content.productInstruction', run: (p) => p.content.productInstructions(['page-flyers']) },
  { route: 'content.lossLeaderInfo', run: (p) => p.content.lossLeaderInfo('cartes-offertes') },
  { route: 'content.categories', run: (p) => p.content.categories() },
  { route: 'content.robots', run: (p) => p.content.robotsText() },
  { route: 'content.sitemap', run: (p) => p.content.sitemap('main') },
  { route: 'content.sitemapLandingPages', run: (p) => p.content.sitemap('landingPages') },
  { route: 'content.oldSitemap', run: (p) => p.content.sitemap('old') },
  {
    route: 'customer.create',
    run: (p) =>
      p.customer.register({
        email: 'a@b.fr',
        password: 'secret-123',
        newsletter: false,
        category: 'private',
      }),
  },
  { route: 'customer.get', run: (p) => p.customer.getProfile() },
  { route: 'customer.update', run: (p) => p.customer.updateProfile({ firstName: 'Camille' }) },
  { route: 'customer.addAddress', run: (p) => p.customer.addAddress(bookAddress) },
  { route: 'customer.updateAddress', run: (p) => p.customer.updateAddress(bookAddress) },
  { route: 'customer.deleteAddress', run: (p) => p.customer.deleteAddress('shipping', 'addr-1') },
  { route: 'customer.setDefaultAddress', run: (p) => p.customer.setDefaultAddress('shipping', 'addr-1') },
  { route: 'order.get', run: (p) => p.order.get('ord-1') },
  { route: 'order.getByNumber', run: (p) => p.order.getByNumber('100245') },
  { route: 'order.list', run: (p) => p.order.list({ page: 2, perPage: 1 }) },
  {
    route: 'order.editItem',
    run: (p) =>
      p.order.editItem({ orderId: 'ord-1', lineItem: { ...lineItemDraft(), id: 'line-1' }, refererUrl: '/' }),
  },
  {
    route: 'order.finalizeEdit',
    run: (p) => p.order.finalizeEdit({ orderId: 'ord-1', orderEditId: 'edit-1' }),
  },
  { route: 'order.resetPaymentMethod', run: (p) => p.order.resetPaymentMethod('ord-1') },
  { route: 'payment.clientToken', run: (p) => p.payment.clientToken() },
  {
    route: 'payment.pay',
    run: (p) =>
      p.payment.payWithNonce(
        'ord-1',
        { cents: 100, currency: 'EUR' },
        { method: 'card', nonce: 'n', deviceData: undefined },
      ),
  },
  { route: 'wallet.pay', run: (p) => p.payment.payWithWallet('ord-1', { cents: 100, currency: 'EUR' }) },
  {
    route: 'promocode.checkInput',
    run: (p) => p.promotion.checkPromoCode({ code: 'BF25', mcpSku: 'FLY-A5', variant: 'v-1', market }),
  },
  {
    route: 'product.quote',
    run: (p) =>
      p.quote.quotePrices({
        configurationGraph: flyersGraph,
        selectedAttributes: {},
        quantities: [500],
        priorities: [],
        productionTime: '48h',
        promoCode: undefined,
        market,
      }),
  },
  {
    route: 'product.shippingCalculate',
    run: (p) =>
      p.quote.deliveries({
        mcpSku: 'FLY-A5',
        deliveryOptions: ['standard', 'express'],
        quantity: 500,
        productionTime: '48h',
        market,
      }),
  },
  {
    route: 'product.servicePrice',
    run: (p) =>
      p.quote.servicePrices({
        serviceKeys: [FILE_CHECK_SERVICE],
        configurationId: 'conf-1',
        configurationGraph: flyersGraph,
        quantities: [500],
        selectedAttributes: {},
        market,
      }),
  },
  {
    route: 'product.customConfigFromKey',
    run: (p) => p.selectionSource.loadSelection({ kind: 'shortKey', key: 'a1B2c3' }),
  },
  { route: 'legacyOrder.list', run: (p) => p.legacyOrder.list({ page: 1, perPage: 10 }) },
  { route: 'legacyOrder.getByNumber', run: (p) => p.legacyOrder.getByNumber('CMD-2019-00042') },
  { route: 'legacyOrder.requestEmailVerification', run: (p) => p.legacyOrder.requestEmailVerification() },
  { route: 'legacyOrder.confirmEmail', run: (p) => p.legacyOrder.confirmEmail('q3VtY2s5bWxhcmtfdGVzdA') },
  { route: 'design.list', run: (p) => p.design.list() },
  { route: 'design.get', run: (p) => p.design.get('des-1') },
  {
    route: 'design.save',
    run: (p) =>
      p.design.save({
        name: 'Flyers',
        productConfigurationId: 'conf-1',
        selection: { selectedAttributes: {} },
      }),
  },
  { route: 'design.rename', run: (p) => p.design.rename('des-1', 'Flyers salon') },
  { route: 'design.delete', run: (p) => p.design.remove('des-1') },
];

const callArb = fc.constantFrom(...CALLS);

const successCode = (name: RouteName): number => {
  const route: RouteDefinition = routes[name];
  return route.successStatus ?? 200;
};

/** Runs the call with `route` answered by `response` (a fresh one per request). */
async function runWith(call: AdapterCall, response: () => Response) {
  const { ports } = portsOn(
    { [call.route]: response },
    call.tokens === undefined ? {} : { initialTokens: call.tokens },
  );
  return call.run(ports);
}

const isDomainError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { kind?: unknown }).kind === 'string' &&
  typeof (error as { message?: unknown }).message === 'string';

describe('arbitrary answers never crash an adapter: they map or become http.invalidResponse', () => {
  test('the table covers every route an adapter sends', () => {
    expect(new Set(CALLS.map((call) => call.route)).size).toBe(CALLS.length);
  });

  test.prop([callArb, fc.jsonValue()])('any JSON as the data of a success envelope', async (call, data) => {
    const code = successCode(call.route);
    const result = await runWith(call, () => success(data, code));
    if (!result.ok) expect(result.error.kind).toBe('http.invalidResponse');
    else expect(routes[call.route].response.safeParse({ status: 'success', code, data }).success).toBe(true);
  });

  // Answers one change away from a valid one reach the mappers: a field removed, or any JSON in
  // its place. The contract may accept them (an optional field missing) while the domain cannot
  // hold them (a line without delivery option): that too is an invalid answer, never a crash.
  test.prop([
    callArb.chain((call) => {
      const example = exampleAnswer(call.route);
      const paths = pathsOf(example);
      return fc.record({
        call: fc.constant(call),
        answer: fc
          .tuple(fc.constantFrom(...paths), fc.option(fc.jsonValue(), { nil: undefined }))
          .map(([path, replacement]) => withValueAt(example, path, replacement, replacement === undefined)),
      });
    }),
  ])('any answer one change away from the example', async ({ call, answer }) => {
    const code = successCode(call.route);
    const result = await runWith(call, () => json(answer, code));
    const accepted = routes[call.route].response.safeParse(answer).success;
    if (result.ok) expect(accepted).toBe(true);
    else expect(result.error.kind).toBe('http.invalidResponse');
  });

  // Sweeps what chance may miss: each field of each example removed, or null.
  test.each(CALLS.map((call) => [call.route, call] as const))(
    'every field of the %s example removed or null',
    async (_route, call) => {
      const example = exampleAnswer(call.route);
      const code = successCode(call.route);
      for (const path of pathsOf(example)) {
        for (const answer of [
          withValueAt(example, path, undefined, true),
          withValueAt(example, path, null),
        ]) {
          const result = await runWith(call, () => json(answer, code));
          const accepted = routes[call.route].response.safeParse(answer).success;
          if (result.ok) expect(accepted, path.join('.')).toBe(true);
          else expect(result.error.kind, path.join('.')).toBe('http.invalidResponse');
        }
      }
    },
  );

  test.prop([
    callArb,
    fc.integer({ min: 400, max: 599 }),
    fc.oneof(
      fc.jsonValue(),
      fc.record({
        status: fc.constant('error'),
        code: fc.integer({ min: 400, max: 599 }),
        message: fc.string(),
        kind: fc.oneof(
          fc.constantFrom(
            'cart.tooManyLines',
            'cart.maxPriceExceeded',
            'cart.lineNotFound',
            'page.notFound',
            'order.notEditable',
            'tenant.invalid',
            'init.noCustomSelection',
            'init.noLossLeaderKey',
            'quote.emptyQuantities',
            'toString',
            '__proto__',
            'constructor',
          ),
          fc.string(),
        ),
      }),
    ),
  ])('any error answer becomes a domain error', async (call, status, body) => {
    const result = await runWith(call, () => json(body, status));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(isDomainError(result.error)).toBe(true);
  });
});

describe('a shop that cannot answer for now is service.unavailable from every adapter', () => {
  const withHeaders = (response: Response, headers: Record<string, string>) => {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };

  test.each(CALLS.map((call) => [call.route, call] as const))(
    '%s: the API says so (503 service.unavailable), with the wait its Retry-After asks for',
    async (_route, call) => {
      const answer = () =>
        withHeaders(failure(503, 'Service Unavailable', { kind: 'service.unavailable' }), {
          'retry-after': '120',
        });
      expect(await runWith(call, answer)).toEqual({ ok: false, error: serviceUnavailable(120) });
    },
  );

  test.prop([callArb, fc.constantFrom(502, 503, 504), fc.option(fc.nat(86_400), { nil: undefined })])(
    'a proxy says so (502, 503 or 504 without a kind, a page of its own), with or without a wait',
    async (call, status, wait) => {
      const answer = () =>
        withHeaders(
          new Response('<html>Maintenance</html>', { status, headers: { 'content-type': 'text/html' } }),
          {
            ...(wait === undefined ? {} : { 'retry-after': String(wait) }),
          },
        );
      expect(await runWith(call, answer)).toEqual({ ok: false, error: serviceUnavailable(wait) });
    },
  );
});
