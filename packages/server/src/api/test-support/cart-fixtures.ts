import { randomUUID } from 'node:crypto';
import {
  errorEnvelopeSchema,
  type RouteDefinition,
  type RouteName,
  routes,
} from '@tirage/api-client/contract';
import { type DemoProductId, demoProduct, PARIS_ADDRESS } from '@tirage/domain/testing';
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

interface DemoJob {
  readonly jobName: string;
  readonly quantity: number;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly deliveryOption: string;
  /** The attributes whose labels the page sends along, as the shopper chose them. */
  readonly described: readonly string[];
}

/** A job of a demo product as the product page sends it to the cart: standard production, to Paris. */
function demoLine(id: DemoProductId, job: DemoJob): Record<string, unknown> {
  const product = demoProduct(id);
  const sku = product.configurationGraph.mcpSku;
  const attributesData = job.described.map((key) => {
    const attribute = product.attributes.find((candidate) => candidate.key === key);
    const value = job.selectedAttributes[key];
    const option = attribute?.options.find((candidate) => candidate.value === value);
    if (attribute === undefined || option === undefined) throw new Error(`${id} has no ${key} ${value}`);
    return { key, value, label: attribute.label, valueLabel: option.label };
  });
  return {
    currencyCode: 'EUR',
    services: [],
    shipTo: { country: PARIS_ADDRESS.country, postalCode: PARIS_ADDRESS.postalCode },
    uploadedFiles: [],
    jobName: job.jobName,
    mcpProdName: product.name,
    productId: product.id,
    mcpSku: sku,
    productConfig: {
      configurationId: product.id,
      configurationGraph: { ...product.configurationGraph },
      selectedAttributes: { ...job.selectedAttributes },
      productionTime: 'standard',
      deliveryOption: job.deliveryOption,
    },
    quantity: job.quantity,
    merchantInfo: {
      merchantProductName: product.name,
      productPageTitle: product.name,
      merchantSku: sku,
      selectedAttributes: { ...job.selectedAttributes },
      pageId: `product-${product.id}`,
      fileFlow: { fileCheck: false, upload: product.defaultUpload },
      attributesData,
      selectedPriority: job.deliveryOption,
      selectedProductionTime: 'standard',
      selectedDeliveryOption: job.deliveryOption,
      enabledTemplate: !product.templateDisabled,
      fscCertified: product.fscCertified,
      noPrinting: product.noPrinting,
      selectedUploadType: product.defaultUpload,
    },
  };
}

/** A flyers job as the product page sends it: A5, glossy, 500 copies, standard delivery, to Paris. */
export function flyersLine(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...demoLine('flyers', {
      jobName: 'Flyers salon 2027',
      quantity: 500,
      selectedAttributes: { format: 'a5', paper: 'couche-brillant' },
      deliveryOption: 'standard',
      described: ['format'],
    }),
    ...overrides,
  };
}

/** The dearest poster job of the catalogue (about 16 700,00 incl VAT): six take a cart past 100 000,00. */
export function dearPostersLine(): Record<string, unknown> {
  return demoLine('posters', {
    jobName: 'Affiches A0',
    quantity: 500,
    selectedAttributes: { format: 'a0', paper: 'photo-200', finishing: 'pelliculage-brillant' },
    deliveryOption: 'express',
    described: [],
  });
}

/** Two posters of a ready-made design (print on demand), as its product page sends them. */
export function readyMadePosterLine(): Record<string, unknown> {
  return demoLine('affiche-paris-s-eveille', {
    jobName: 'Affiches de l’entrée',
    quantity: 2,
    selectedAttributes: { format: 'a2', paper: 'photo-200' },
    deliveryOption: 'standard',
    described: ['format', 'paper'],
  });
}

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
