import {
  err,
  ok,
  type ProductPageEvent,
  type ProductPagePorts,
  productPageActors,
  productPageMachine,
} from '@tirage/domain';
import { describe, expect, test } from 'vitest';
import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import type { ProductPageState } from '../../react-app/app/features/product-page/product-page-view.js';
import { fakeProductPorts } from '../../react-app/app/test-support/fake-product.js';
import { flyersLine } from './cart-fixtures.js';
import {
  demoArtworks,
  freeQuantityFlyers,
  multiArtworkFlyers,
  productPageStates,
  WELCOME_CODE,
  WELCOME_PERCENT,
  withPromotion,
} from './fixtures.js';

type Snapshot = SnapshotFrom<typeof productPageMachine>;

/** Where the server stops and renders the page (`isSettled` of the React app). */
const settled = (snapshot: Snapshot) =>
  snapshot.matches({ pipeline: 'ready' }) ||
  snapshot.matches({ pipeline: 'failed' }) ||
  snapshot.matches('initFailed') ||
  snapshot.matches('maintenance');

const never = () => new Promise<never>(() => undefined);

/** How the machine gets to a story's state: the ports it runs on, what the shopper does, where it stops. */
interface Scenario {
  readonly ports?: (ports: ProductPagePorts) => ProductPagePorts;
  readonly events?: readonly ProductPageEvent[];
  readonly until?: (snapshot: Snapshot) => boolean;
}

const scenarios: Readonly<Record<keyof typeof productPageStates, Scenario>> = {
  opening: {
    ports: (ports) => ({ ...ports, catalog: { ...ports.catalog, pageContent: never } }),
    until: () => true,
  },
  pricing: {
    ports: (ports) => ({ ...ports, quote: { ...ports.quote, quotePrices: never } }),
    until: (snapshot) => snapshot.matches({ pipeline: 'quoting' }),
  },
  priced: {},
  withFileCheck: { events: [{ type: 'user.toggleFileCheck' }] },
  withDesignService: { events: [{ type: 'user.changeUploadType', uploadType: 'hds' }] },
  promoValid: {
    // The shop's quote takes the accepted code off its prices (the fake ports' quote ignores codes).
    ports: (ports) => ({
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
    }),
    events: [{ type: 'user.applyPromoCode', code: ' bienvenue10 ' }],
  },
  promoRefused: { events: [{ type: 'user.applyPromoCode', code: 'bf25' }] },
  freeQuantityWithError: {
    ports: (ports) => ({
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => ok(freeQuantityFlyers) },
    }),
    events: [{ type: 'user.setFreeQuantity', quantity: 75 }],
  },
  multiArtwork: {
    ports: (ports) => ({
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => ok(multiArtworkFlyers) },
    }),
    events: [{ type: 'user.changeArtworks', artworks: demoArtworks }],
  },
  stepError: {
    ports: (ports) => ({
      ...ports,
      quote: {
        ...ports.quote,
        quotePrices: async () => err({ kind: 'http.timeout', message: 'The quote request timed out' }),
      },
    }),
  },
  initError: {
    ports: (ports) => ({
      ...ports,
      selectionSource: {
        loadSelection: async () => err({ kind: 'http.status', status: 404, message: 'Line item not found' }),
      },
    }),
  },
  maintenance: {
    ports: (ports) => ({
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => ok(undefined) },
    }),
  },
  cartMaximumExceeded: {},
  editing: {
    // The selection the cart's flyers line was saved with.
    ports: (ports) => ({
      ...ports,
      selectionSource: {
        loadSelection: async () =>
          ok({ ...flyersLine.selection, quantity: flyersLine.quantity, jobName: flyersLine.jobName }),
      },
    }),
  },
};

async function run(state: ProductPageState, scenario: Scenario): Promise<ProductPageState> {
  const ports = scenario.ports?.(fakeProductPorts()) ?? fakeProductPorts();
  const until = scenario.until ?? settled;
  const actor = createActor(productPageMachine.provide({ actors: productPageActors(ports) }), {
    input: state.context.input,
  });
  actor.start();
  try {
    await waitFor(actor, until, { timeout: 2000 });
    for (const event of scenario.events ?? []) {
      actor.send(event);
      await waitFor(actor, until, { timeout: 2000 });
    }
    const snapshot = actor.getSnapshot();
    return {
      context: snapshot.context,
      ready: snapshot.matches({ pipeline: 'ready' }),
      failed: snapshot.matches({ pipeline: 'failed' }),
    };
  } finally {
    actor.stop();
  }
}

/** As the state would travel: dates as ISO strings, absent keys and `undefined` alike. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the product-page states of the stories', () => {
  test.each(Object.keys(scenarios) as (keyof typeof scenarios)[])(
    '%s is a state the product-page machine reaches on the fake ports',
    async (name) => {
      const expected: ProductPageState = productPageStates[name];
      const reached = await run(expected, scenarios[name]);
      expect({ ready: reached.ready, failed: reached.failed }).toEqual({
        ready: expected.ready,
        failed: expected.failed,
      });
      expect(plain(reached.context)).toEqual(plain(expected.context));
    },
  );
});
