import { randomUUID } from 'node:crypto';
import {
  errorEnvelopeSchema,
  type RouteDefinition,
  type RouteName,
  routes,
} from '@tirage/api-client/contract';
import { expect } from 'vitest';
import type { TestDatabase } from '../../test-support/databases.js';
import type { ShopClient } from './shop-client.js';

export type Answer = { status: number; json: Record<string, unknown> };

/** The answer's data, after checking the status and the whole answer against the contract. */
export function dataOf<T = Record<string, unknown>>(name: RouteName, answer: Answer): T {
  const route: RouteDefinition = routes[name];
  expect(answer.status, JSON.stringify(answer.json)).toBe(route.successStatus ?? 200);
  return (route.response.parse(answer.json) as { data: T }).data;
}

export function errorOf(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  const parsed = errorEnvelopeSchema.parse(answer.json);
  expect(parsed.code).toBe(status);
  return parsed;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.fr`;
export const PASSWORD = 'correct horse battery staple';

/** Registers a customer and logs in; answers the access token and the customer id. */
export async function customerSession(
  shop: Pick<ShopClient, 'call'>,
  label: string,
): Promise<{ readonly token: string; readonly customerId: string }> {
  const email = uniqueEmail(label);
  const created = dataOf<{ customerId: string }>(
    'customer.create',
    await shop.call('customer.create', {
      body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
    }),
  );
  const grant = dataOf<{ access_token: string }>(
    'auth.login',
    await shop.call('auth.login', { body: { email, password: PASSWORD } }),
  );
  return { token: grant.access_token, customerId: created.customerId };
}

/** A flyers job as the product page sends it: A5, glossy, 500 copies, standard delivery, to Paris. */
export function flyersLine(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    currencyCode: 'EUR',
    services: [],
    shipTo: { country: 'FR', postalCode: '75011' },
    uploadedFiles: [],
    jobName: 'Flyers salon 2027',
    mcpProdName: 'Flyers',
    productId: 'flyers',
    mcpSku: 'TIR-FLY',
    productConfig: {
      configurationId: 'flyers',
      configurationGraph: {
        mcpSku: 'TIR-FLY',
        entryId: 'flyers',
        productSku: 'FLY',
        variant: 'default',
        version: '1',
      },
      selectedAttributes: { format: 'a5', paper: 'couche-brillant' },
      productionTime: 'standard',
      deliveryOption: 'standard',
    },
    quantity: 500,
    merchantInfo: {
      merchantProductName: 'Flyers',
      productPageTitle: 'Flyers',
      merchantSku: 'TIR-FLY',
      selectedAttributes: { format: 'a5', paper: 'couche-brillant' },
      pageId: 'product-flyers',
      fileFlow: { fileCheck: false, upload: 'upload' },
      attributesData: [{ key: 'format', value: 'a5', label: 'Format', valueLabel: 'A5 (148 × 210 mm)' }],
      selectedPriority: 'standard',
      selectedProductionTime: 'standard',
      selectedDeliveryOption: 'standard',
      enabledTemplate: true,
      fscCertified: true,
      noPrinting: false,
      selectedUploadType: 'upload',
    },
    ...overrides,
  };
}

/** The dearest poster job of the catalogue (about 16 700,00 incl VAT): six take a cart past 100 000,00. */
export function dearPostersLine(): Record<string, unknown> {
  const base = flyersLine();
  const selectedAttributes = { format: 'a0', paper: 'photo-200', finishing: 'pelliculage-brillant' };
  return {
    ...base,
    productId: 'posters',
    mcpSku: 'TIR-PST',
    mcpProdName: 'Affiches',
    jobName: 'Affiches A0',
    quantity: 500,
    productConfig: {
      configurationId: 'posters',
      configurationGraph: {
        mcpSku: 'TIR-PST',
        entryId: 'posters',
        productSku: 'PST',
        variant: 'default',
        version: '1',
      },
      selectedAttributes,
      productionTime: 'standard',
      deliveryOption: 'express',
    },
    merchantInfo: {
      ...(base.merchantInfo as Record<string, unknown>),
      merchantProductName: 'Affiches',
      productPageTitle: 'Affiches',
      merchantSku: 'TIR-PST',
      pageId: 'product-posters',
      attributesData: [],
      selectedAttributes,
      selectedPriority: 'express',
      selectedDeliveryOption: 'express',
    },
  };
}

/** A French address as typed in the funnel. */
export const PARIS_ADDRESS = {
  country: 'FR',
  postalCode: '75011',
  firstName: 'Claire',
  lastName: 'Martin',
  street: '12 rue Oberkampf',
  city: 'Paris',
};

/**
 * Places an order the way the funnel does: opens the customer's cart, puts `lines` lines in it
 * (flyers unless `line` says otherwise), sets both addresses and checks out. Answers what the checkout answered.
 */
export async function placeOrder(
  shop: Pick<ShopClient, 'call'>,
  auth: Readonly<Record<string, string>>,
  lines = 1,
  line: () => Record<string, unknown> = flyersLine,
): Promise<{ readonly id: string; readonly orderNumber: string }> {
  const cart = dataOf<{ id: string }>(
    'cart.open',
    await shop.call('cart.open', { body: { currency: 'EUR', country: 'FR', locale: 'fr' }, headers: auth }),
  );
  for (let i = 0; i < lines; i++) {
    dataOf(
      'cart.putItem',
      await shop.call('cart.putItem', { params: { id: cart.id }, body: line(), headers: auth }),
    );
  }
  dataOf(
    'cart.setAddress',
    await shop.call('cart.setAddress', {
      params: { id: cart.id },
      body: { shippingAddress: PARIS_ADDRESS, billingAddress: PARIS_ADDRESS },
      headers: auth,
    }),
  );
  return dataOf<{ id: string; orderNumber: string }>(
    'cart.checkout',
    await shop.call('cart.checkout', {
      params: { id: cart.id },
      body: { sender_type: 'product', user_notes: { invoiceRequested: true } },
      headers: { ...auth, 'idempotency-key': randomUUID() },
    }),
  );
}

/** Row counts of the cart and order tables, to show that a refused request wrote nothing. */
export async function cartRowCounts(handle: TestDatabase): Promise<unknown> {
  return handle.db.query(
    `select (select count(*)::int from carts) as carts,
            (select count(*)::int from cart_lines) as lines,
            (select coalesce(sum(taxed_cents), 0)::int from cart_lines) as line_total,
            (select count(*)::int from orders) as orders,
            (select count(*)::int from order_edits) as edits,
            (select count(*)::int from idempotency_keys) as keys,
            (select string_agg(id::text || status || currency || coalesce(shipping_address::text, ''), ',' order by id) from carts) as cart_states`,
  );
}
