import {
  type DomainError,
  err,
  ok,
  type ProductPageInput,
  type ProductPagePorts,
  productPageMachine,
  serviceUnavailable,
} from '@tirage/domain';
import { fakeProductPorts } from '@tirage/domain/testing';
import type { PortsProvider } from '@tirage/react-app/lib/ports-context.js';
import { toTransferJson } from '@tirage/react-app/lib/transfer-json.js';
import type { ComponentProps } from 'react';
import { createActor } from 'xstate';
import { flyersLine } from './cart-fixtures.js';
import {
  freeQuantityFlyers,
  multiArtworkFlyers,
  readyMadePosterConfiguration,
  WELCOME_CODE,
  WELCOME_PERCENT,
  withPromotion,
} from './fixtures.js';

/**
 * Fake ports for the stories of screens that call ports themselves (the product page runs the
 * domain's product-page machine on them): in-memory objects answering `Result`s, never the
 * network. `fixtures.test.ts` runs the machine on the same fakes and checks the states they lead to.
 */

/** Every port of the shop, as the app's composition root (`PortsProvider`) gives them. */
export type ShopPorts = NonNullable<ComponentProps<typeof PortsProvider>['ports']>;

/** The demo shop, as `PortsProvider` is told it. */
export const demoShop = { tenant: 'fr', currency: 'EUR' } as const;

/** An answer that never comes: the screen waiting for it stays loading. */
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** The error a port of the stories answers for a method no story fakes. */
const notFaked = (port: string, method: string): DomainError => ({
  kind: 'request.failed',
  message: `${port}.${method} is not faked in the stories`,
});

/** A port whose every method answers `notFaked`. */
function unfakedPort(name: string): object {
  return new Proxy(
    {},
    {
      get: (_port, method) =>
        // Not a thenable, and nothing for symbols (inspection by the tools).
        typeof method === 'symbol' || method === 'then' ? undefined : async () => err(notFaked(name, method)),
    },
  );
}

/**
 * The shop's ports made of the given fakes; any other port answers every call with an error
 * (`501 … is not faked in the stories`): a story never reaches the network.
 */
export function fakeShopPorts(given: Partial<ShopPorts>): ShopPorts {
  const ports: Record<string, unknown> = { ...given };
  return new Proxy(ports, {
    get: (target, name) => {
      if (typeof name === 'symbol' || name === 'then') return undefined;
      return name in target ? target[name] : unfakedPort(name);
    },
  }) as unknown as ShopPorts;
}

const quoteTimeout: DomainError = { kind: 'http.timeout', message: 'The quote request timed out' };
const lineGone: DomainError = { kind: 'request.notFound', message: 'Line item not found' };
const configurationDown: DomainError = serviceUnavailable();

/**
 * The product page's ports: the flyers of the demo shop (`fakeProductPorts()` of
 * `@tirage/domain/testing`, which prices at once), and the variants the stories show it with.
 */
export const productPagePorts = {
  /** Every answer at once: the page gets priced. */
  priced: (): ProductPagePorts => fakeProductPorts(),
  /** The page's content never comes: the page stays as it opens. */
  opening: (): ProductPagePorts => {
    const ports = fakeProductPorts();
    return { ...ports, catalog: { ...ports.catalog, pageContent: never } };
  },
  /** The quote never comes: skeletons in the price table and the recap. */
  pricing: (): ProductPagePorts => {
    const ports = fakeProductPorts();
    return { ...ports, quote: { ...ports.quote, quotePrices: never } };
  },
  /** The quote times out: the page fails and offers to try again. */
  quoteTimedOut: (): ProductPagePorts => {
    const ports = fakeProductPorts();
    return { ...ports, quote: { ...ports.quote, quotePrices: async () => err(quoteTimeout) } };
  },
  /** The product's configuration comes back without data: the page goes into maintenance. */
  configurationUnavailable: (): ProductPagePorts => {
    const ports = fakeProductPorts();
    return { ...ports, catalog: { ...ports.catalog, productConfiguration: async () => ok(undefined) } };
  },
  /** The product's configuration cannot be loaded (503): the page goes into maintenance. */
  configurationFails: (): ProductPagePorts => {
    const ports = fakeProductPorts();
    return {
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => err(configurationDown) },
    };
  },
  /** The cart line the page was asked to edit is gone. */
  lineGone: (): ProductPagePorts => ({
    ...fakeProductPorts(),
    selectionSource: { loadSelection: async () => err(lineGone) },
  }),
  /** The cart's flyers line (`cart-fixtures.ts`), loaded to be changed on its page. */
  editingFlyersLine: (): ProductPagePorts => ({
    ...fakeProductPorts(),
    selectionSource: {
      loadSelection: async () =>
        ok({ ...flyersLine.selection, quantity: flyersLine.quantity, jobName: flyersLine.jobName }),
    },
  }),
  /** The welcome code takes 10 % off the quote (the plain fakes' quote ignores codes). */
  welcomeCode: (): ProductPagePorts => {
    const ports = fakeProductPorts();
    return {
      ...ports,
      quote: {
        ...ports.quote,
        quotePrices: async (request) => {
          const quote = await ports.quote.quotePrices(request);
          if (!quote.ok || request.promoCode !== WELCOME_CODE) return quote;
          return ok({
            ...quote.value,
            priceSets: quote.value.priceSets.map((set) => withPromotion(set, WELCOME_PERCENT, WELCOME_CODE)),
          });
        },
      },
    };
  },
  /** Flyers in free quantity mode (any quantity from 100 to 5 000 in steps of 50). */
  freeQuantity: (): ProductPagePorts => {
    const ports = fakeProductPorts();
    return {
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => ok(freeQuantityFlyers) },
    };
  },
  /** Flyers printed from several artworks in one job. */
  multiArtwork: (): ProductPagePorts => {
    const ports = fakeProductPorts();
    return {
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => ok(multiArtworkFlyers) },
    };
  },
  /** A poster of a ready-made design (print on demand). */
  readyMade: (): ProductPagePorts => {
    const ports = fakeProductPorts();
    return {
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => ok(readyMadePosterConfiguration) },
    };
  },
} as const satisfies Readonly<Record<string, () => ProductPagePorts>>;

export type ProductPagePortsName = keyof typeof productPagePorts;

/**
 * What the server hands a product page it could not settle yet: the machine's state before it
 * has asked anything, as transfer JSON. The page then loads and prices itself in the browser,
 * on the ports of its `PortsProvider`.
 */
export function openingTransfer(input: ProductPageInput): string {
  return toTransferJson(createActor(productPageMachine, { input }).getPersistedSnapshot());
}
