import {
  type ProductPageEvent,
  type ProductPagePorts,
  productPageActors,
  productPageMachine,
} from '@tirage/domain';
import type { ProductPageState } from '@tirage/react-app/features/product-page/product-page-view.js';
import { fromTransferJson } from '@tirage/react-app/lib/transfer-json.js';
import { describe, expect, test } from 'vitest';
import { type Snapshot as AnySnapshot, createActor, type SnapshotFrom, waitFor } from 'xstate';
import { openingTransfer, productPagePorts } from './fake-ports.js';
import { demoArtworks, productPageStates } from './fixtures.js';

type Snapshot = SnapshotFrom<typeof productPageMachine>;

/** Where the server stops and renders the page (`isSettled` of the React app). */
const settled = (snapshot: Snapshot) =>
  snapshot.matches({ pipeline: 'ready' }) ||
  snapshot.matches({ pipeline: 'failed' }) ||
  snapshot.matches('initFailed') ||
  snapshot.matches('maintenance');

/** How the machine gets to a story's state: the ports it runs on, what the shopper does, where it stops. */
interface Scenario {
  /** The fake ports of `fake-ports.ts` the page runs on; the plain ones by default. */
  readonly ports?: () => ProductPagePorts;
  readonly events?: readonly ProductPageEvent[];
  readonly until?: (snapshot: Snapshot) => boolean;
  /** The state the page starts from, as transfer JSON (`ProductPage`'s `transfer`); a fresh actor by default. */
  readonly transfer?: string;
}

const scenarios: Readonly<Record<keyof typeof productPageStates, Scenario>> = {
  opening: { ports: productPagePorts.opening, until: () => true },
  pricing: {
    ports: productPagePorts.pricing,
    until: (snapshot) => snapshot.matches({ pipeline: 'quoting' }),
  },
  priced: { ports: productPagePorts.priced },
  withFileCheck: { events: [{ type: 'user.toggleFileCheck' }] },
  withDesignService: { events: [{ type: 'user.changeUploadType', uploadType: 'hds' }] },
  // The shop's quote takes the accepted code off its prices.
  promoValid: {
    ports: productPagePorts.welcomeCode,
    events: [{ type: 'user.applyPromoCode', code: ' bienvenue10 ' }],
  },
  promoRefused: { events: [{ type: 'user.applyPromoCode', code: 'bf25' }] },
  freeQuantityWithError: {
    ports: productPagePorts.freeQuantity,
    events: [{ type: 'user.setFreeQuantity', quantity: 75 }],
  },
  multiArtwork: {
    ports: productPagePorts.multiArtwork,
    events: [{ type: 'user.changeArtworks', artworks: demoArtworks }],
  },
  readyMade: { ports: productPagePorts.readyMade },
  stepError: { ports: productPagePorts.quoteTimedOut },
  initError: { ports: productPagePorts.lineGone },
  maintenance: { ports: productPagePorts.configurationUnavailable },
  cartMaximumExceeded: {},
  // The selection the cart's flyers line was saved with.
  editing: { ports: productPagePorts.editingFlyersLine },
};

async function run(state: ProductPageState, scenario: Scenario): Promise<ProductPageState> {
  const ports = (scenario.ports ?? productPagePorts.priced)();
  const until = scenario.until ?? settled;
  const input = state.context.input;
  const actor = createActor(productPageMachine.provide({ actors: productPageActors(ports) }), {
    input,
    ...(scenario.transfer === undefined
      ? {}
      : { snapshot: fromTransferJson<AnySnapshot<unknown>>(scenario.transfer) }),
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

describe('the fake ports of the ProductPage stories', () => {
  const expectReached = async (expected: ProductPageState, scenario: Scenario) => {
    const reached = await run(expected, scenario);
    expect({ ready: reached.ready, failed: reached.failed }).toEqual({
      ready: expected.ready,
      failed: expected.failed,
    });
    expect(plain(reached.context)).toEqual(plain(expected.context));
  };

  test('a page handed the opening state loads and prices itself on them (Filled)', async () => {
    const expected = productPageStates.priced;
    await expectReached(expected, { transfer: openingTransfer(expected.context.input) });
  });

  test('the quote answering an error fails the page (QuoteFailed)', async () => {
    const expected = productPageStates.stepError;
    await expectReached(expected, {
      ports: productPagePorts.quoteTimedOut,
      transfer: openingTransfer(expected.context.input),
    });
  });

  test('a configuration that cannot be loaded puts the page in maintenance (Maintenance)', async () => {
    const expected = productPageStates.maintenance;
    await expectReached(expected, {
      ports: productPagePorts.configurationFails,
      transfer: openingTransfer(expected.context.input),
    });
  });

  test('a cart line that is gone cannot be opened (LineGone)', async () => {
    const expected = productPageStates.initError;
    await expectReached(expected, {
      ports: productPagePorts.lineGone,
      transfer: openingTransfer(expected.context.input),
    });
  });

  test('the cart line loads to be changed (EditingCartLine)', async () => {
    const expected = productPageStates.editing;
    await expectReached(expected, {
      ports: productPagePorts.editingFlyersLine,
      transfer: openingTransfer(expected.context.input),
    });
  });

  test('ports that never answer keep the page loading (Loading, Pricing)', async () => {
    const opening = await run(productPageStates.opening, {
      ports: productPagePorts.opening,
      transfer: openingTransfer(productPageStates.opening.context.input),
      until: () => true,
    });
    expect(plain(opening.context)).toEqual(plain(productPageStates.opening.context));
    await expectReached(productPageStates.pricing, {
      ports: productPagePorts.pricing,
      transfer: openingTransfer(productPageStates.pricing.context.input),
      until: (snapshot) => snapshot.matches({ pipeline: 'quoting' }),
    });
  });
});
