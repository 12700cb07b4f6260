import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type ApiClient, createApiClient, createMemoryTokenStore, type TokenStore } from '@tirage/api-client';
import { createShopPorts, type ShopPorts } from '@tirage/api-client/ports';
import {
  type AuthGrant,
  type CurrencyCode,
  issueTokens,
  type LineItemDraft,
  type Money,
} from '@tirage/domain';
import { demoProduct } from '@tirage/domain/testing';
import type { Temporal } from 'temporal-polyfill';
import type { ShopApiOptions } from '../../api/shop-api.js';
import { openShop, type ShopClient } from '../../api/test-support/shop-client.js';
import type { TestDatabase } from '../../test-support/databases.js';

/** The shop of `openShop`, listening on a random port of the loopback interface. */
export interface ServedShop extends ShopClient {
  /** `http://127.0.0.1:{port}`. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Builds the shop exactly as the API suites do (`openShop`: migrated, seeded, every answer checked
 * against the contract, a test clock) and serves it over a real socket, so the client's requests
 * go through ofetch, the global `fetch` and Node's HTTP stack like in production.
 */
export async function serveShop(
  handle: TestDatabase,
  options: Partial<Omit<ShopApiOptions, 'clock'>> = {},
): Promise<ServedShop> {
  const shop = await openShop(handle, options);
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...shop,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive sockets of the client would hold `close` open until they time out.
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}

export interface ShopVisitor {
  readonly client: ApiClient;
  readonly tokens: TokenStore;
  readonly ports: ShopPorts;
  /** Session resets the client told about. */
  readonly resets: unknown[];
}

/** A visitor of the French shop: a client with its own token store (a guest until it logs in). */
export function visitorOf(shop: ServedShop, options: { readonly currency?: CurrencyCode } = {}): ShopVisitor {
  const tokens = createMemoryTokenStore();
  const resets: unknown[] = [];
  const client = createApiClient({
    baseURL: shop.url,
    tenant: 'fr',
    currency: options.currency ?? 'EUR',
    tokens,
    // The server's test clock: tokens expire for both at the same instant.
    clock: shop.clock,
    onSessionReset: (error) => resets.push(error),
  });
  return { client, tokens, ports: createShopPorts(client, { tokens }), resets };
}

/** What the app's `storeTokens` action does after a login: the session goes to the client's store. */
export async function signIn(visitor: ShopVisitor, grant: AuthGrant, now: Temporal.Instant): Promise<void> {
  await visitor.tokens.set(issueTokens(grant, now));
}

let counter = 0;
const uniqueEmail = (label: string): string => `${label}.${Date.now()}.${++counter}@example.fr`;
export const PASSWORD = 'correct horse battery staple';

/** Registers and logs in through the ports, as the storefront does; answers the grant. */
export async function registeredCustomer(shop: ServedShop, visitor: ShopVisitor, label: string) {
  const email = uniqueEmail(label);
  const registered = await visitor.ports.customer.register({
    email,
    password: PASSWORD,
    newsletter: false,
    category: 'private',
  });
  if (!registered.ok) throw new Error(`registration failed: ${JSON.stringify(registered.error)}`);
  const grant = await visitor.ports.auth.login({ email, password: PASSWORD });
  if (!grant.ok) throw new Error(`login failed: ${JSON.stringify(grant.error)}`);
  await signIn(visitor, grant.value, shop.clock.now());
  return { email, grant: grant.value };
}

/** The result's value, or the test fails naming the error. */
export function expectOk<T>(
  result: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown },
): T {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const FLYERS_PRODUCT = demoProduct('flyers');
const FLYERS_GRAPH = FLYERS_PRODUCT.configurationGraph;

export const FLYERS = {
  configurationId: FLYERS_PRODUCT.id,
  graph: FLYERS_GRAPH,
  attributes: { format: 'a5', paper: 'couche-brillant' },
} as const;

/** The flyers job's whole configuration as priced: `FLYERS.attributes` and the product's defaults. */
export const FLYERS_PRICED_ATTRIBUTES = {
  format: 'a5',
  paper: 'couche-brillant',
  weight: '135',
  sides: 'recto-verso',
  finishing: 'none',
  colours: 'cmyk',
} as const;

export const PARIS = { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75011' } as const;

/**
 * The flyers job of the API suites (`flyersLine()`) as the domain puts it in the cart: A5, glossy,
 * 500 copies, standard production and delivery, to Paris. `price` is what the page showed.
 */
export function flyersDraft(price: Money, overrides: Partial<LineItemDraft> = {}): LineItemDraft {
  return {
    product: {
      configurationId: FLYERS.configurationId,
      configurationGraph: FLYERS_GRAPH,
      pageId: 'product-flyers',
      pageTitle: 'Flyers',
      thumbnailUrl: undefined,
      fscCertified: true,
      noPrinting: false,
      templateEnabled: true,
    },
    shipTo: { country: 'FR', postalCode: '75011' },
    productId: 'flyers',
    sku: 'TIR-FLY',
    variantSku: undefined,
    productName: 'Flyers',
    quantity: 500,
    jobName: 'Flyers salon 2027',
    selection: {
      selectedAttributes: FLYERS.attributes,
      uploadType: 'upload',
      deliveryOption: 'standard',
      productionTime: 'standard',
      fileCheck: false,
      designId: undefined,
    },
    attributes: [],
    unitPrice: { cents: Math.round(price.cents / 500), currency: price.currency },
    price,
    taxRate: 20,
    promisedArrivalDate: undefined,
    services: [],
    multiArtworkDetails: [],
    userNotes: undefined,
    ...overrides,
  };
}
