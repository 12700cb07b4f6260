import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { DomainError, ErrorBucket } from '../errors/errors.js';
import type { PageContent, PageRef } from '../model/content.js';
import type { ProductConfiguration, SelectionDraft, StoredSelectionSource } from '../model/product.js';
import type { Delivery, Quote, QuotePriceSet, ServicePrice } from '../model/quote.js';
import type { ConfigurationValidationRequest } from '../ports/catalog.port.js';
import type { PromoCodeCheck, PromoCodeCheckRequest } from '../ports/promotion.port.js';
import type { DeliveryRequest, QuoteRequest, ServicePriceRequest } from '../ports/quote.port.js';
import { UPLOAD_TYPES, type UploadType } from '../product/upload-type.js';
import { fromPort } from '../shared/port-actor.js';
import { err, ok, type Result } from '../shared/result.js';
import { type ProductPageEvent, productPageMachine } from './product-page.machine.js';
import {
  fakeDeliveries,
  fakeQuote,
  fakeServicePrices,
  flyers,
  flyersPage,
  freeQuantityFlyers,
} from './test-support/fixtures.js';
import { input } from './test-support/harness.js';

/*
 * Model-based test of the product page: shopper events are sent without waiting, every port
 * answers only when a command says so (late, out of order, failing or throwing), and the
 * invariants are checked once everything pending has been answered.
 */

type PortName =
  | 'loadPageContent'
  | 'loadProductConfiguration'
  | 'loadInitialSelection'
  | 'validateConfiguration'
  | 'quotePrices'
  | 'loadDeliveries'
  | 'loadServicePrices'
  | 'checkPromoCode';

/** How a port answers: as asked, with an error result, by throwing, or with data the page refuses. */
type Outcome = 'ok' | 'error' | 'throw' | 'unusable';

interface Pending {
  readonly port: PortName;
  readonly answer: (outcome: Outcome) => void;
}

type LogEntry =
  | { readonly kind: 'validated'; readonly attributes: Readonly<Record<string, string>> }
  | { readonly kind: 'promoChecked'; readonly code: string; readonly valid: boolean }
  | { readonly kind: 'quoteAsked'; readonly request: QuoteRequest };

/** The few fields the shopper sets directly; the page must follow them exactly. */
interface ModelSelection {
  readonly attributes: Readonly<Record<string, string>>;
  readonly productionTime: string;
  readonly uploadType: UploadType;
  readonly fileCheck: boolean;
  readonly jobName: string;
}

/** The edited line as stored, written out by hand. */
interface StoredRecord {
  readonly attributes: Readonly<Record<string, string>>;
  readonly quantity: number;
  readonly uploadType: UploadType;
  readonly deliveryOption: string;
  readonly fileCheck: boolean;
}

interface Model {
  selection: ModelSelection;
  readonly stored: StoredRecord | undefined;
}

interface Real {
  readonly page: Actor<typeof productPageMachine>;
  readonly pending: Pending[];
  readonly log: LogEntry[];
  readonly quotedFor: WeakMap<QuotePriceSet, QuoteRequest>;
  readonly failures: Map<DomainError, PortName>;
}

const OFFERED: Readonly<Record<string, readonly string[]>> = {
  format: ['A5', 'A4'],
  paper: ['matt', 'gloss'],
};
const PRODUCTION_TIMES = ['standard', 'fast'];

/** Lets answered promises reach the page (a few microtasks; no timers, so runs stay fast). */
async function flush(): Promise<void> {
  for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
}

function inPipeline(real: Real): boolean {
  return real.page.getSnapshot().matches('pipeline');
}

function isSettled(real: Real): boolean {
  const snapshot = real.page.getSnapshot();
  return (
    snapshot.matches({ pipeline: 'ready' }) ||
    snapshot.matches({ pipeline: 'failed' }) ||
    snapshot.matches('initFailed') ||
    snapshot.matches('maintenance')
  );
}

/** Sends a shopper event at once, whatever the page is waiting for. */
class SendCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly event: ProductPageEvent) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    if (inPipeline(real)) model.selection = follow(model.selection, this.event);
    real.page.send(this.event);
    await flush();
  }
  toString = () => `send(${JSON.stringify(this.event)})`;
}

/** The shopper's own fields after an event, by the plain rules of the page. */
function follow(selection: ModelSelection, event: ProductPageEvent): ModelSelection {
  switch (event.type) {
    case 'user.changeAttribute':
      return OFFERED[event.key]?.includes(event.value)
        ? { ...selection, attributes: { ...selection.attributes, [event.key]: event.value } }
        : selection;
    case 'user.changeProductionTime':
      return PRODUCTION_TIMES.includes(event.productionTime)
        ? { ...selection, productionTime: event.productionTime }
        : selection;
    case 'user.changeUploadType':
      return { ...selection, uploadType: event.uploadType };
    case 'user.toggleFileCheck':
      return { ...selection, fileCheck: !selection.fileCheck };
    case 'user.setJobName':
      return { ...selection, jobName: event.jobName };
    default:
      return selection;
  }
}

/** Answers one pending request (maybe a late one the page no longer waits for). */
class AnswerCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly outcome: Outcome,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    if (real.pending.length === 0) return;
    const [pending] = real.pending.splice(this.index % real.pending.length, 1);
    pending?.answer(this.outcome);
    await flush();
  }
  toString = () => `answer(#${this.index}, ${this.outcome})`;
}

class RetryCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    real.page.send({ type: 'user.retry' });
    await flush();
  }
  toString = () => 'retry';
}

/** Answers everything pending as asked, then checks the invariants. */
class SettleCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    await settle(real);
    checkInvariants(model, real);
  }
  toString = () => 'settle';
}

async function settle(real: Real): Promise<void> {
  for (let round = 0; round < 100; round += 1) {
    await flush();
    if (real.pending.length === 0 && isSettled(real)) return;
    for (const pending of real.pending.splice(0)) pending.answer('ok');
  }
  throw new Error(`The page did not settle: ${JSON.stringify(real.page.getSnapshot().value)}`);
}

const sameRecord = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

/** Where each failing port's error must be shown. */
const BUCKET_OF: Readonly<Record<PortName, ErrorBucket>> = {
  loadPageContent: 'init-product',
  loadProductConfiguration: 'init-product',
  loadInitialSelection: 'init-product',
  validateConfiguration: 'validate-product',
  quotePrices: 'price-quote',
  loadDeliveries: 'deliveries',
  loadServicePrices: 'price-quote',
  checkPromoCode: 'promocodeToggle',
};

function expectedBucket(error: DomainError, real: Real): ErrorBucket | 'any' {
  const port = real.failures.get(error);
  if (port !== undefined) return BUCKET_OF[port];
  if (error.kind === 'quote.noArrivalDates') return 'deliveries';
  if (error.kind.startsWith('quote.')) return 'price-quote';
  if (error.kind.startsWith('init.')) return 'init-product';
  if (error.kind === 'app.internal') return 'any';
  throw new Error(`Unexpected error on the page: ${error.kind}`);
}

function checkInvariants(model: Model, real: Real): void {
  const { context } = real.page.getSnapshot();
  const snapshot = real.page.getSnapshot();

  expect(Object.values(context.loading).every((flag) => !flag)).toBe(true);

  // Errors land in their own bucket.
  for (const [bucket, error] of Object.entries(context.errors)) {
    if (error === undefined) continue;
    const expected = expectedBucket(error, real);
    if (expected !== 'any') expect(bucket).toBe(expected);
  }
  if (snapshot.matches({ pipeline: 'failed' })) {
    const { errors } = context;
    expect(
      [errors['validate-product'], errors['price-quote'], errors.deliveries].some((e) => e !== undefined),
    ).toBe(true);
  }
  if (snapshot.matches('maintenance')) {
    expect(context.maintenance).toBe(true);
    expect(context.initError?.kind).toBe('init.noConfigurationData');
  }
  if (snapshot.matches('initFailed')) {
    expect(context.maintenance).toBe(false);
    expect(context.initError).toBeDefined();
  }

  // Every quote asks for validated attributes, and only for a promo code found valid.
  real.log.forEach((entry, at) => {
    if (entry.kind !== 'quoteAsked') return;
    const before = real.log.slice(0, at);
    const { selectedAttributes, promoCode } = entry.request;
    expect(before.some((e) => e.kind === 'validated' && sameRecord(e.attributes, selectedAttributes))).toBe(
      true,
    );
    if (promoCode !== undefined) {
      expect(before.some((e) => e.kind === 'promoChecked' && e.code === promoCode && e.valid)).toBe(true);
    }
  });

  const { selection } = context;
  if (selection === undefined) return;
  expect(selection.selectedAttributes).toEqual(model.selection.attributes);
  expect(selection.productionTime).toBe(model.selection.productionTime);
  expect(selection.uploadType).toBe(model.selection.uploadType);
  expect(selection.fileCheck).toBe(model.selection.fileCheck);
  expect(selection.jobName).toBe(model.selection.jobName);

  // lineChanged, field by field against the line as stored.
  const { stored } = model;
  const changed =
    stored !== undefined &&
    (!sameRecord(stored.attributes, selection.selectedAttributes) ||
      stored.quantity !== selection.quantity ||
      stored.uploadType !== selection.uploadType ||
      stored.deliveryOption !== selection.deliveryOption ||
      stored.fileCheck !== selection.fileCheck);
  expect(context.lineChanged).toBe(changed);

  if (!snapshot.matches({ pipeline: 'ready' })) return;
  // A ready page shows the price of its own selection, quoted for these very attributes.
  const { priceSet } = context;
  if (priceSet === undefined || context.recap === undefined) throw new Error('ready without a price');
  const quotedFor = real.quotedFor.get(priceSet);
  if (quotedFor === undefined) throw new Error('ready with a price set no quote gave');
  expect(quotedFor.selectedAttributes).toEqual(selection.selectedAttributes);
  expect(quotedFor.productionTime).toBe(selection.productionTime);
  expect(quotedFor.promoCode).toBe(selection.promoCode);
  expect(priceSet.quantity).toBe(selection.quantity);
  expect(priceSet.deliveryOption).toBe(selection.deliveryOption);
  expect(priceSet.productionTime).toBe(selection.productionTime);
  expect(
    real.log.some((e) => e.kind === 'validated' && sameRecord(e.attributes, selection.selectedAttributes)),
  ).toBe(true);
}

interface Scenario {
  readonly editing: boolean;
  readonly storedPromo: 'BF25' | 'SUMMER' | undefined;
  readonly freeMode: boolean;
}

function setup(scenario: Scenario): { model: Model; real: Real } {
  const pending: Pending[] = [];
  const log: LogEntry[] = [];
  const quotedFor = new WeakMap<QuotePriceSet, QuoteRequest>();
  const failures = new Map<DomainError, PortName>();

  /** A port whose answer waits for a command; `answerOk` may record what the page was told. */
  const port = <I, O>(name: PortName, answerOk: (request: I) => O, unusable: (request: I) => O) =>
    fromPort<O, I>(
      (request) =>
        new Promise<Result<O, DomainError>>((resolve, reject) => {
          pending.push({
            port: name,
            answer: (outcome) => {
              if (outcome === 'throw') return reject(new Error(`${name} crashed`));
              if (outcome === 'error') {
                const error: DomainError = { kind: 'request.failed', message: `${name} failed` };
                failures.set(error, name);
                return resolve(err(error));
              }
              resolve(ok(outcome === 'ok' ? answerOk(request) : unusable(request)));
            },
          });
        }),
    );

  const configuration = scenario.freeMode ? freeQuantityFlyers : flyers;
  const storedDraft = (): SelectionDraft => ({
    quantity: 500,
    deliveryOption: 'express',
    selectedAttributes: { paper: 'gloss' },
    promoCode: scenario.storedPromo,
  });
  const quote = (request: QuoteRequest) => {
    const answer = fakeQuote(request);
    for (const priceSet of answer.priceSets) quotedFor.set(priceSet, request);
    return answer;
  };
  const actors = {
    loadPageContent: port<PageRef, PageContent>(
      'loadPageContent',
      () => flyersPage,
      () => ({ ...flyersPage, productConfigurationId: undefined }),
    ),
    loadProductConfiguration: port<string, ProductConfiguration | undefined>(
      'loadProductConfiguration',
      () => configuration,
      () => undefined,
    ),
    // Any stored draft is usable: missing parts fall back to the defaults.
    loadInitialSelection: port<StoredSelectionSource, SelectionDraft>(
      'loadInitialSelection',
      storedDraft,
      storedDraft,
    ),
    validateConfiguration: port<ConfigurationValidationRequest, Readonly<Record<string, string>>>(
      'validateConfiguration',
      (request) => {
        log.push({ kind: 'validated', attributes: request.selectedAttributes });
        return request.selectedAttributes;
      },
      (request) => {
        log.push({ kind: 'validated', attributes: request.selectedAttributes });
        return request.selectedAttributes;
      },
    ),
    loadDeliveries: port<DeliveryRequest, readonly Delivery[]>('loadDeliveries', fakeDeliveries, (request) =>
      fakeDeliveries(request).map((d) => ({ ...d, arrivalDate: undefined })),
    ),
    loadServicePrices: port<ServicePriceRequest, readonly ServicePrice[]>(
      'loadServicePrices',
      (request) => fakeServicePrices(request.quantities),
      () => [],
    ),
    checkPromoCode: port<PromoCodeCheckRequest, PromoCodeCheck>(
      'checkPromoCode',
      (request) => {
        const valid = request.code === 'BF25';
        log.push({ kind: 'promoChecked', code: request.code, valid });
        return {
          code: request.code,
          status: valid ? ('valid' as const) : ('no_longer_valid' as const),
          discount: valid ? { kind: 'percent' as const, percent: 10 } : undefined,
        };
      },
      (request) => ({ code: request.code, status: 'generic_error' as const, discount: undefined }),
    ),
  };
  // The quote is logged when it is asked for, not when it is answered.
  const quotePrices = fromPort<Quote, QuoteRequest>((request) => {
    log.push({ kind: 'quoteAsked', request });
    return new Promise((resolve, reject) => {
      pending.push({
        port: 'quotePrices',
        answer: (outcome) => {
          if (outcome === 'throw') return reject(new Error('quotePrices crashed'));
          if (outcome === 'error') {
            const error: DomainError = { kind: 'request.failed', message: 'quotePrices failed' };
            failures.set(error, 'quotePrices');
            return resolve(err(error));
          }
          const answer = quote(request);
          resolve(ok(outcome === 'ok' ? answer : { ...answer, priceSets: [] }));
        },
      });
    });
  });

  const page = createActor(productPageMachine.provide({ actors: { ...actors, quotePrices } }), {
    input: input(scenario.editing ? { kind: 'cartLine', lineId: 'line-1' } : { kind: 'default' }),
  }).start();

  const loaded = scenario.editing;
  return {
    model: {
      selection: {
        attributes: { format: 'A5', paper: loaded ? 'gloss' : 'matt' },
        productionTime: 'standard',
        uploadType: 'upload',
        fileCheck: true,
        jobName: '',
      },
      stored: loaded
        ? {
            attributes: { format: 'A5', paper: 'gloss' },
            quantity: 500,
            uploadType: 'upload',
            deliveryOption: 'express',
            fileCheck: true,
          }
        : undefined,
    },
    real: { page, pending, log, quotedFor, failures },
  };
}

/** What a shopper may do on the page, valid or not; the changes that re-price come most often. */
const shopperEventArb: fc.Arbitrary<ProductPageEvent> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.oneof(
      fc.record({
        type: fc.constant('user.changeAttribute' as const),
        key: fc.constant('format'),
        value: fc.constantFrom('A5', 'A4'),
      }),
      fc.record({
        type: fc.constant('user.changeAttribute' as const),
        key: fc.constantFrom('paper', 'finish'),
        value: fc.constantFrom('matt', 'gloss', 'A0'),
      }),
    ),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('user.changeQuantity' as const),
      quantity: fc.constantFrom(100, 250, 500, 1000, 300, 50, 0.3),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('user.setFreeQuantity' as const),
      quantity: fc.constantFrom(150, 700, 1234),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('user.changeDelivery' as const),
      deliveryOption: fc.constantFrom('standard', 'express', 'teleport'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('user.changeProductionTime' as const),
      productionTime: fc.constantFrom('standard', 'fast', 'never'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('user.changeUploadType' as const),
      uploadType: fc.constantFrom(...UPLOAD_TYPES),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'user.toggleFileCheck' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('user.applyPromoCode' as const),
      code: fc.constantFrom('', 'BF25', 'NOPE'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('user.setJobName' as const),
      jobName: fc.string({ maxLength: 5 }),
    }),
  },
);

/** Answers every pending request as asked, without checking: lets the page move on between events. */
class AnswerAllCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    for (const pending of real.pending.splice(0)) pending.answer('ok');
    await flush();
  }
  toString = () => 'answerAll';
}

const commandsArb = fc.commands(
  [
    shopperEventArb.map((event) => new SendCommand(event)),
    shopperEventArb.map((event) => new SendCommand(event)),
    fc
      .record({
        index: fc.nat({ max: 3 }),
        outcome: fc.constantFrom<Outcome>('ok', 'ok', 'error', 'throw', 'unusable'),
      })
      .map(({ index, outcome }) => new AnswerCommand(index, outcome)),
    fc.constant(new AnswerAllCommand()),
    fc.constant(new RetryCommand()),
    fc.constant(new SettleCommand()),
  ],
  { maxCommands: 30 },
);

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  editing: fc.boolean(),
  storedPromo: fc.constantFrom(undefined, 'BF25', 'SUMMER'),
  freeMode: fc.boolean(),
});

describe('product page: model-based, with late and failing answers', () => {
  test.prop([scenarioArb, commandsArb], { numRuns: 300, timeout: 30_000 })(
    'once settled, the page shows only prices of its own validated selection and errors in their buckets',
    async (scenario, commands) => {
      const { model, real } = setup(scenario);
      try {
        await fc.asyncModelRun(() => ({ model, real }), commands);
        await new SettleCommand().run(model, real);
      } finally {
        real.page.stop();
      }
    },
    30_000,
  );
});
