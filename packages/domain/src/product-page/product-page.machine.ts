import { assertEvent, assign, not, setup } from 'xstate';
import {
  type DomainError,
  type ErrorBucket,
  type InitError,
  initError,
  type QuantityError,
  type QuoteError,
} from '../errors/errors.js';
import type { PageContent, PageRef } from '../model/content.js';
import type {
  ProductConfiguration,
  ProductSelection,
  SelectionDraft,
  SelectionSource,
  StoredSelectionSource,
} from '../model/product.js';
import {
  DESIGN_SERVICE,
  type Delivery,
  FILE_CHECK_SERVICE,
  type Market,
  type Quote,
  type QuotePriceSet,
  type ServicePrice,
} from '../model/quote.js';
import type { ConfigurationValidationRequest, InventoryRequest } from '../ports/catalog.port.js';
import type { PromoCodeCheck, PromoCodeCheckRequest, PromoDiscount } from '../ports/promotion.port.js';
import type { DeliveryRequest, QuoteRequest, ServicePriceRequest } from '../ports/quote.port.js';
import { hasLineChanged, type LineSelection } from '../product/line-change.js';
import { keepValidArtworks, type MultiArtworkEntry } from '../product/multi-artwork.js';
import type { Inventory } from '../product/stock.js';
import type { UploadType } from '../product/upload-type.js';
import { checkPromoInput, type PromoInputStatus, recheckStoredPromo } from '../promotion/promo-input.js';
import type { PromotionRefusalReason } from '../promotion/promotion.js';
import { sameQuantity, validateQuantity } from '../quantity/quantity.js';
import { notProvided, toDomainError } from '../shared/port-actor.js';
import { type Result, unwrap } from '../shared/result.js';
import { checkConfiguration, quantitiesToQuote } from './configuration.js';
import { initialSelection, isOfferedValue, isStoredSource, toLineSelection } from './initial-selection.js';
import { checkArrivalDates, checkQuote, type QuotedSelection } from './quote-selection.js';
import { type CartContext, computeRecap, type Recap } from './recap.js';

export interface ProductPageInput {
  readonly page: PageRef;
  readonly source: SelectionSource;
  readonly cart: CartContext;
  readonly market: Market;
}

/** What the page is waiting for; each flag drives a spinner or a skeleton. */
export interface LoadingFlags {
  readonly configuration: boolean;
  readonly quantities: boolean;
  readonly delivery: boolean;
  readonly fileCheck: boolean;
  /** The stock of a product made from stock. */
  readonly inventory: boolean;
  readonly recap: boolean;
}

export interface PromoState {
  readonly code: string;
  readonly status: PromoInputStatus | undefined;
  readonly discount: PromoDiscount | undefined;
  /** Why the shop refused the code to this visitor, when it says. */
  readonly reason?: PromotionRefusalReason | undefined;
}

export interface ProductPageContext {
  readonly input: ProductPageInput;
  readonly page: PageContent | undefined;
  readonly configuration: ProductConfiguration | undefined;
  readonly selection: ProductSelection | undefined;
  /** The quantity the page opened with: the fallback when a quote drops the selected one. */
  readonly initialQuantity: number | undefined;
  /** The line item or order item being edited, as stored. */
  readonly storedLine: LineSelection | undefined;
  /** True when the edited line would change if saved now. */
  readonly lineChanged: boolean;
  /**
   * The attributes as the server last validated them; `undefined` until then and while a
   * validation runs. Only a selection still holding them may be quoted.
   */
  readonly validatedAttributes: Readonly<Record<string, string>> | undefined;
  /** The quote of the current attributes, production time and promo code; dropped when they change. */
  readonly quote: Quote | undefined;
  /** The deliveries quoted for the selected quantity. */
  readonly quotedDeliveries: readonly QuotePriceSet[];
  readonly priceSet: QuotePriceSet | undefined;
  readonly deliveries: readonly Delivery[];
  readonly servicePrices: readonly ServicePrice[];
  readonly recap: Recap | undefined;
  /**
   * The stock of the priced configuration (products made from stock only); `undefined` before
   * it is known, and when the stock could not be read (`inventoryFailed`): stock is shown for
   * information, the page goes on without it.
   */
  readonly inventory: Inventory | undefined;
  readonly inventoryFailed: boolean;
  readonly loading: LoadingFlags;
  readonly maintenance: boolean;
  readonly initError: InitError | undefined;
  readonly errors: Readonly<Partial<Record<ErrorBucket, DomainError>>>;
  /** A quantity the shopper typed that the quantity rule refuses. */
  readonly quantityError: QuantityError | undefined;
  readonly promo: PromoState;
}

export type ProductPageEvent =
  | { readonly type: 'user.changeAttribute'; readonly key: string; readonly value: string }
  | { readonly type: 'user.changeQuantity'; readonly quantity: number }
  | { readonly type: 'user.setFreeQuantity'; readonly quantity: number }
  | { readonly type: 'user.changeDelivery'; readonly deliveryOption: string }
  | { readonly type: 'user.changeProductionTime'; readonly productionTime: string }
  | { readonly type: 'user.changeUploadType'; readonly uploadType: UploadType }
  | { readonly type: 'user.toggleFileCheck' }
  | { readonly type: 'user.changeArtworks'; readonly artworks: readonly MultiArtworkEntry[] }
  | { readonly type: 'user.setJobName'; readonly jobName: string }
  | { readonly type: 'user.applyPromoCode'; readonly code: string }
  | { readonly type: 'user.retry' };

const NO_LOADING: LoadingFlags = {
  configuration: false,
  quantities: false,
  delivery: false,
  fileCheck: false,
  inventory: false,
  recap: false,
};

const EMPTY_PROMO: PromoState = { code: '', status: undefined, discount: undefined };

/** Once loaded, the configuration is always set; its absence is a bug. */
function configured(context: ProductPageContext): ProductConfiguration {
  if (context.configuration === undefined) throw new Error('The product page has no configuration yet');
  return context.configuration;
}

/** Within the pricing steps the selection is always set; its absence is a bug. */
function priced(context: ProductPageContext): {
  readonly configuration: ProductConfiguration;
  readonly selection: ProductSelection;
} {
  if (context.selection === undefined) throw new Error('The product page is pricing without a selection');
  return { configuration: configured(context), selection: context.selection };
}

/** A new selection, with `lineChanged` kept in step. */
function withSelection(
  context: ProductPageContext,
  change: Partial<ProductSelection>,
): Pick<ProductPageContext, 'selection' | 'lineChanged'> {
  const selection = { ...priced(context).selection, ...change };
  return {
    selection,
    lineChanged:
      context.storedLine !== undefined && hasLineChanged(context.storedLine, toLineSelection(selection)),
  };
}

const withError = (context: ProductPageContext, bucket: ErrorBucket, error: DomainError | undefined) => ({
  errors: { ...context.errors, [bucket]: error },
});

function sameAttributes(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
}

const acceptQuoted = (context: ProductPageContext, quoted: QuotedSelection) => ({
  ...withSelection(context, { quantity: quoted.quantity, deliveryOption: quoted.deliveryOption }),
  quotedDeliveries: quoted.deliveries,
  priceSet: quoted.priceSet,
});

/** A quote checked against the current choice, or against another quantity the shopper asks for. */
function checkQuoteOf(
  context: ProductPageContext,
  quote: Quote,
  quantity: number = priced(context).selection.quantity,
): Result<QuotedSelection, QuoteError> {
  const { selection } = priced(context);
  return checkQuote(
    quote,
    { quantity, deliveryOption: selection.deliveryOption },
    context.initialQuantity ?? selection.quantity,
  );
}

/** The quote already in, checked for a quantity; `undefined` before the first quote. */
function requote(
  context: ProductPageContext,
  quantity: number,
): Result<QuotedSelection, QuoteError> | undefined {
  return context.quote === undefined ? undefined : checkQuoteOf(context, context.quote, quantity);
}

/** A quote answer, checked once: accepted with its price, or its error in the price-quote bucket. */
function receiveQuote(context: ProductPageContext, quote: Quote): Partial<ProductPageContext> {
  const checked = checkQuoteOf(context, quote);
  if (!checked.ok) return withError(context, 'price-quote', checked.error);
  return { quote, ...acceptQuoted(context, checked.value) };
}

/** A shipping answer, checked once against the quoted deliveries. */
function receiveDeliveries(
  context: ProductPageContext,
  deliveries: readonly Delivery[],
): Partial<ProductPageContext> {
  const dated = checkArrivalDates(
    deliveries,
    context.quotedDeliveries.map((d) => d.deliveryOption),
  );
  return dated.ok ? { deliveries: dated.value } : withError(context, 'deliveries', dated.error);
}

/** A loaded configuration, checked once: kept, or its init error. */
function receiveConfiguration(
  context: ProductPageContext,
  configuration: ProductConfiguration | undefined,
): Partial<ProductPageContext> {
  const checked = checkConfiguration(configuration);
  if (checked.ok) return { configuration: checked.value };
  return { initError: checked.error, ...withError(context, 'init-product', checked.error) };
}

const noQuote = (): never => {
  throw new Error('The product page has no quote yet');
};

/** The source, known to be stored when its selection is being loaded. */
function storedSource(source: SelectionSource): StoredSelectionSource {
  if (!isStoredSource(source)) throw new Error(`The ${source.kind} selection is not loaded`);
  return source;
}

/** A stored promo code that is no longer valid leaves the selection, with the reason shown. */
function dropStoredPromo(
  context: ProductPageContext,
  status: PromoInputStatus,
  error: DomainError | undefined,
): Partial<ProductPageContext> {
  return {
    promo: { code: priced(context).selection.promoCode ?? '', status, discount: undefined },
    ...withSelection(context, { promoCode: undefined }),
    ...(error === undefined ? {} : withError(context, 'promocodeToggle', error)),
  };
}

/** The first selection from its source, built once; on failure, the init error to show. */
function startSelection(
  context: ProductPageContext,
  loaded: SelectionDraft | undefined,
): Partial<ProductPageContext> {
  const built = initialSelection(configured(context), context.input.source, loaded);
  if (!built.ok) return { initError: built.error, ...withError(context, 'init-product', built.error) };
  const { selection, storedLine } = built.value;
  return {
    selection,
    storedLine,
    initialQuantity: selection.quantity,
    lineChanged: storedLine !== undefined && hasLineChanged(storedLine, toLineSelection(selection)),
  };
}

/**
 * While the selection is not yet validated (stored promo code rechecked, validation pending),
 * quantity and production-time changes update the selection in place: the steps that follow
 * use them, and none is skipped.
 */
const changesKeptForLater = {
  'user.changeQuantity': [
    { guard: 'isInvalidQuantity', actions: 'refuseQuantity' },
    { actions: 'changeQuantity' },
  ],
  'user.setFreeQuantity': [
    { guard: not('isFreeQuantityMode') },
    { guard: 'isInvalidQuantity', actions: 'refuseQuantity' },
    { actions: 'changeQuantity' },
  ],
  'user.changeProductionTime': { guard: 'isKnownProductionTime', actions: 'changeProductionTime' },
} as const;

export const productPageMachine = setup({
  types: {} as {
    context: ProductPageContext;
    events: ProductPageEvent;
    input: ProductPageInput;
  },
  actors: {
    loadPageContent: notProvided<PageContent, PageRef>('loadPageContent'),
    loadProductConfiguration: notProvided<ProductConfiguration | undefined, string>(
      'loadProductConfiguration',
    ),
    loadInitialSelection: notProvided<SelectionDraft, StoredSelectionSource>('loadInitialSelection'),
    validateConfiguration: notProvided<Readonly<Record<string, string>>, ConfigurationValidationRequest>(
      'validateConfiguration',
    ),
    quotePrices: notProvided<Quote, QuoteRequest>('quotePrices'),
    loadDeliveries: notProvided<readonly Delivery[], DeliveryRequest>('loadDeliveries'),
    loadServicePrices: notProvided<readonly ServicePrice[], ServicePriceRequest>('loadServicePrices'),
    loadInventory: notProvided<Inventory, InventoryRequest>('loadInventory'),
    checkPromoCode: notProvided<PromoCodeCheck, PromoCodeCheckRequest>('checkPromoCode'),
  },
  guards: {
    isStoredSource: ({ context }) => isStoredSource(context.input.source),
    hasInitError: ({ context }) => context.initError !== undefined,
    needsMaintenance: ({ context }) => context.initError?.kind === 'init.noConfigurationData',
    hasError: ({ context }, { bucket }: { readonly bucket: ErrorBucket }) =>
      context.errors[bucket] !== undefined,
    isValidated: ({ context }) =>
      context.validatedAttributes !== undefined &&
      sameAttributes(context.validatedAttributes, priced(context).selection.selectedAttributes),
    isOfferedAttribute: ({ context, event }) => {
      assertEvent(event, 'user.changeAttribute');
      return isOfferedValue(priced(context).configuration, event.key, event.value);
    },
    isInvalidQuantity: ({ context, event }) => {
      assertEvent(event, ['user.changeQuantity', 'user.setFreeQuantity']);
      return !validateQuantity(event.quantity, priced(context).configuration.priceOptions.quantityRule).ok;
    },
    isFreeQuantityMode: ({ context }) =>
      priced(context).configuration.productCustomization.selectedQuantityModel.mode === 'free',
    isQuoted: ({ context, event }) => {
      assertEvent(event, 'user.changeQuantity');
      const quoted = requote(context, event.quantity);
      return quoted?.ok === true && sameQuantity(quoted.value.quantity, event.quantity);
    },
    isKnownProductionTime: ({ context, event }) => {
      assertEvent(event, 'user.changeProductionTime');
      return priced(context).configuration.productionTimes.some((time) => time.key === event.productionTime);
    },
    isQuotedDelivery: ({ context, event }) => {
      assertEvent(event, 'user.changeDelivery');
      return context.quotedDeliveries.some((d) => d.deliveryOption === event.deliveryOption);
    },
    isEmptyPromoCode: ({ event }) => {
      assertEvent(event, 'user.applyPromoCode');
      return !checkPromoInput(event.code).ok;
    },
    hasStoredPromoCode: ({ context }) => priced(context).selection.promoCode !== undefined,
    isMadeFromStock: ({ context }) => priced(context).configuration.madeFromStock,
    hasServicePrices: ({ context }) =>
      context.servicePrices.some((p) => sameQuantity(p.quantity, priced(context).selection.quantity)),
  },
  actions: {
    setLoading: assign(({ context }, flags: Partial<LoadingFlags>) => ({
      loading: { ...context.loading, ...flags },
    })),
    clearError: assign(({ context }, { bucket }: { readonly bucket: ErrorBucket }) =>
      withError(context, bucket, undefined),
    ),
    resetForRetry: assign({
      errors: {},
      initError: undefined,
      maintenance: false,
      loading: { ...NO_LOADING, configuration: true },
    }),
    // Whatever was priced belongs to the attributes, production time and promo code it was quoted for.
    forgetQuote: assign({
      quote: undefined,
      quotedDeliveries: [],
      priceSet: undefined,
      deliveries: [],
      servicePrices: [],
      recap: undefined,
      inventory: undefined,
      inventoryFailed: false,
    }),
    forgetValidation: assign({ validatedAttributes: undefined }),
    changeAttribute: assign(({ context, event }) => {
      assertEvent(event, 'user.changeAttribute');
      const { selectedAttributes } = priced(context).selection;
      return withSelection(context, {
        selectedAttributes: { ...selectedAttributes, [event.key]: event.value },
      });
    }),
    refuseQuantity: assign(({ context, event }) => {
      assertEvent(event, ['user.changeQuantity', 'user.setFreeQuantity']);
      const checked = validateQuantity(
        event.quantity,
        priced(context).configuration.priceOptions.quantityRule,
      );
      return { quantityError: checked.ok ? undefined : checked.error };
    }),
    changeQuantity: assign(({ context, event }) => {
      assertEvent(event, ['user.changeQuantity', 'user.setFreeQuantity']);
      const checked = validateQuantity(
        event.quantity,
        priced(context).configuration.priceOptions.quantityRule,
      );
      return {
        ...withSelection(context, { quantity: unwrap(checked) }),
        quantityError: undefined,
      };
    }),
    reselectFromQuote: assign(({ context }) => {
      // Only taken once `isQuoted` has found the quantity in the quote.
      return acceptQuoted(context, unwrap(requote(context, priced(context).selection.quantity) ?? noQuote()));
    }),
    changeDelivery: assign(({ context, event }) => {
      assertEvent(event, 'user.changeDelivery');
      const priceSet = context.quotedDeliveries.find((d) => d.deliveryOption === event.deliveryOption);
      return {
        ...withSelection(context, { deliveryOption: event.deliveryOption }),
        ...(priceSet === undefined ? {} : { priceSet }),
      };
    }),
    changeProductionTime: assign(({ context, event }) => {
      assertEvent(event, 'user.changeProductionTime');
      return withSelection(context, { productionTime: event.productionTime });
    }),
    changeUploadType: assign(({ context, event }) => {
      assertEvent(event, 'user.changeUploadType');
      return withSelection(context, { uploadType: event.uploadType });
    }),
    toggleFileCheck: assign(({ context }) =>
      withSelection(context, { fileCheck: !priced(context).selection.fileCheck }),
    ),
    changeArtworks: assign(({ context, event }) => {
      assertEvent(event, 'user.changeArtworks');
      return withSelection(context, { artworks: keepValidArtworks(event.artworks) });
    }),
    setJobName: assign(({ context, event }) => {
      assertEvent(event, 'user.setJobName');
      return withSelection(context, { jobName: event.jobName });
    }),
    refusePromoCode: assign(({ context, event }) => {
      assertEvent(event, 'user.applyPromoCode');
      return {
        promo: { code: event.code, status: 'empty_value' as const, discount: undefined },
        ...withError(context, 'promocodeToggle', undefined),
      };
    }),
    typePromoCode: assign(({ event }) => {
      assertEvent(event, 'user.applyPromoCode');
      return { promo: { code: unwrap(checkPromoInput(event.code)), status: undefined, discount: undefined } };
    }),
    computeRecap: assign(({ context }) => {
      const { selection } = priced(context);
      if (context.priceSet === undefined) return { recap: undefined };
      const recap = computeRecap({
        priceSet: context.priceSet,
        uploadType: selection.uploadType,
        fileCheck: selection.fileCheck,
        servicePrices: context.servicePrices,
        cart: context.input.cart,
      });
      return recap.ok
        ? { recap: recap.value }
        : { recap: undefined, ...withError(context, 'price-quote', recap.error) };
    }),
    dropRecap: assign({ recap: undefined }),
  },
}).createMachine({
  id: 'productPage',
  context: ({ input }) => ({
    input,
    page: undefined,
    configuration: undefined,
    selection: undefined,
    initialQuantity: undefined,
    storedLine: undefined,
    lineChanged: false,
    validatedAttributes: undefined,
    quote: undefined,
    quotedDeliveries: [],
    priceSet: undefined,
    deliveries: [],
    servicePrices: [],
    recap: undefined,
    inventory: undefined,
    inventoryFailed: false,
    // The page opens waiting for its product configuration.
    loading: { ...NO_LOADING, configuration: true },
    maintenance: false,
    initError: undefined,
    errors: {},
    quantityError: undefined,
    promo: EMPTY_PROMO,
  }),
  initial: 'loadingPage',
  states: {
    loadingPage: {
      invoke: {
        src: 'loadPageContent',
        input: ({ context }) => context.input.page,
        onDone: [
          {
            guard: ({ event }) => event.output.productConfigurationId === undefined,
            target: 'initFailed',
            actions: assign(({ context }) => {
              const error = initError.noPositiveProduct();
              return { initError: error, ...withError(context, 'init-product', error) };
            }),
          },
          { target: 'loadingConfiguration', actions: assign(({ event }) => ({ page: event.output })) },
        ],
        onError: {
          target: 'initFailed',
          actions: assign(({ context, event }) => ({
            initError: initError.productFetchFailed(),
            ...withError(context, 'init-product', toDomainError(event.error)),
          })),
        },
      },
    },
    loadingConfiguration: {
      entry: { type: 'setLoading', params: { configuration: true } },
      exit: { type: 'setLoading', params: { configuration: false } },
      invoke: {
        src: 'loadProductConfiguration',
        input: ({ context }) => context.page?.productConfigurationId ?? '',
        onDone: {
          target: 'checkingConfiguration',
          actions: assign(({ context, event }) => receiveConfiguration(context, event.output)),
        },
        // Failing to load the configuration puts the page in maintenance (specification section 4).
        onError: { target: 'maintenance' },
      },
    },
    checkingConfiguration: {
      always: [
        { guard: 'needsMaintenance', target: 'maintenance' },
        { guard: 'hasInitError', target: 'initFailed' },
        { guard: 'isStoredSource', target: 'loadingSelection' },
        { target: 'selecting', actions: assign(({ context }) => startSelection(context, undefined)) },
      ],
    },
    loadingSelection: {
      entry: { type: 'setLoading', params: { configuration: true } },
      exit: { type: 'setLoading', params: { configuration: false } },
      invoke: {
        src: 'loadInitialSelection',
        input: ({ context }) => storedSource(context.input.source),
        onDone: {
          target: 'selecting',
          actions: assign(({ context, event }) => startSelection(context, event.output)),
        },
        onError: {
          target: 'initFailed',
          actions: assign(({ context, event }) => {
            const error = toDomainError(event.error);
            // A loss leader's key that is not there says so; any other stored selection is not found.
            return {
              initError:
                error.kind === 'init.noLossLeaderKey'
                  ? initError.noLossLeaderKey()
                  : initError.noCustomSelection(),
              ...withError(context, 'init-product', error),
            };
          }),
        },
      },
    },
    selecting: {
      always: [{ guard: 'hasInitError', target: 'initFailed' }, { target: 'pipeline' }],
    },
    pipeline: {
      initial: 'starting',
      on: {
        'user.changeAttribute': {
          guard: 'isOfferedAttribute',
          target: '.validating',
          actions: 'changeAttribute',
        },
        // A selection whose attributes the server has not validated goes through validation first.
        'user.changeQuantity': [
          { guard: 'isInvalidQuantity', actions: 'refuseQuantity' },
          { guard: not('isValidated'), target: '.validating', actions: 'changeQuantity' },
          {
            guard: 'isQuoted',
            target: '.loadingDeliveries',
            actions: ['changeQuantity', 'reselectFromQuote'],
          },
          { target: '.quoting', actions: 'changeQuantity' },
        ],
        'user.setFreeQuantity': [
          { guard: not('isFreeQuantityMode') },
          { guard: 'isInvalidQuantity', actions: 'refuseQuantity' },
          { guard: not('isValidated'), target: '.validating', actions: 'changeQuantity' },
          { target: '.quoting', actions: 'changeQuantity' },
        ],
        'user.changeProductionTime': [
          { guard: not('isKnownProductionTime') },
          { guard: not('isValidated'), target: '.validating', actions: 'changeProductionTime' },
          { target: '.quoting', actions: 'changeProductionTime' },
        ],
        'user.changeDelivery': { guard: 'isQuotedDelivery', actions: 'changeDelivery' },
        'user.changeUploadType': { actions: 'changeUploadType' },
        'user.toggleFileCheck': { actions: 'toggleFileCheck' },
        'user.changeArtworks': { actions: 'changeArtworks' },
        'user.setJobName': { actions: 'setJobName' },
      },
      states: {
        starting: {
          always: [{ guard: 'hasStoredPromoCode', target: 'recheckingPromoCode' }, { target: 'validating' }],
        },
        recheckingPromoCode: {
          // A code stored with the line is kept only if it is still valid.
          entry: { type: 'setLoading', params: { recap: true } },
          on: {
            ...changesKeptForLater,
            // Validation comes next and checks the attributes as they are by then.
            'user.changeAttribute': { guard: 'isOfferedAttribute', actions: 'changeAttribute' },
          },
          invoke: {
            src: 'checkPromoCode',
            input: ({ context }) => ({
              code: priced(context).selection.promoCode ?? '',
              mcpSku: priced(context).configuration.mcpSku,
              variant: priced(context).configuration.configurationGraph.variant,
              market: context.input.market,
            }),
            onDone: {
              target: 'validating',
              actions: assign(({ context, event }) => {
                const { status, discount } = event.output;
                const code = priced(context).selection.promoCode ?? '';
                const outcome = recheckStoredPromo(code, {
                  isValid: status === 'valid',
                  promocodeStatus: status,
                });
                return outcome.action === 'keep'
                  ? { promo: { code, status: 'valid' as const, discount } }
                  : dropStoredPromo(context, outcome.warning, undefined);
              }),
            },
            onError: {
              target: 'validating',
              actions: assign(({ context, event }) =>
                dropStoredPromo(context, 'generic_error', toDomainError(event.error)),
              ),
            },
          },
        },
        validating: {
          entry: [
            'forgetValidation',
            'forgetQuote',
            { type: 'setLoading', params: { configuration: true, recap: true } },
            { type: 'clearError', params: { bucket: 'validate-product' } },
          ],
          exit: { type: 'setLoading', params: { configuration: false } },
          // The quote that follows validation uses whatever is selected by then.
          on: changesKeptForLater,
          invoke: {
            src: 'validateConfiguration',
            input: ({ context }) => ({
              configurationGraph: priced(context).configuration.configurationGraph,
              selectedAttributes: priced(context).selection.selectedAttributes,
            }),
            onDone: {
              target: 'quoting',
              actions: assign(({ context, event }) => ({
                validatedAttributes: event.output,
                ...withSelection(context, { selectedAttributes: event.output }),
              })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ context, event }) =>
                withError(context, 'validate-product', toDomainError(event.error)),
              ),
            },
          },
        },
        quoting: {
          entry: [
            'forgetQuote',
            { type: 'setLoading', params: { quantities: true, recap: true } },
            { type: 'clearError', params: { bucket: 'price-quote' } },
          ],
          exit: { type: 'setLoading', params: { quantities: false } },
          on: {
            // A newer quantity asks for a newer quote; the pending one is dropped.
            'user.changeQuantity': [
              { guard: 'isInvalidQuantity', actions: 'refuseQuantity' },
              { target: 'quoting', reenter: true, actions: 'changeQuantity' },
            ],
          },
          invoke: {
            src: 'quotePrices',
            input: ({ context }) => {
              const { configuration, selection } = priced(context);
              return {
                configurationGraph: configuration.configurationGraph,
                selectedAttributes: selection.selectedAttributes,
                quantities: quantitiesToQuote(configuration, selection.quantity),
                priorities: configuration.priceOptions.enabledPrices.deliverySpeed,
                productionTime: selection.productionTime,
                promoCode: selection.promoCode,
                market: context.input.market,
              };
            },
            onDone: {
              target: 'quoteReceived',
              actions: assign(({ context, event }) => receiveQuote(context, event.output)),
            },
            onError: {
              target: 'failed',
              actions: assign(({ context, event }) =>
                withError(context, 'price-quote', toDomainError(event.error)),
              ),
            },
          },
        },
        quoteReceived: {
          always: [
            { guard: { type: 'hasError', params: { bucket: 'price-quote' } }, target: 'failed' },
            { target: 'loadingDeliveries' },
          ],
        },
        loadingDeliveries: {
          entry: [
            { type: 'setLoading', params: { delivery: true, recap: true } },
            { type: 'clearError', params: { bucket: 'deliveries' } },
          ],
          exit: { type: 'setLoading', params: { delivery: false } },
          invoke: {
            src: 'loadDeliveries',
            input: ({ context }) => ({
              mcpSku: priced(context).configuration.mcpSku,
              deliveryOptions: context.quotedDeliveries.map((d) => d.deliveryOption),
              quantity: priced(context).selection.quantity,
              productionTime: priced(context).selection.productionTime,
              market: context.input.market,
            }),
            onDone: {
              target: 'deliveriesReceived',
              actions: assign(({ context, event }) => receiveDeliveries(context, event.output)),
            },
            onError: {
              target: 'failed',
              actions: assign(({ context, event }) =>
                withError(context, 'deliveries', toDomainError(event.error)),
              ),
            },
          },
        },
        deliveriesReceived: {
          always: [
            { guard: { type: 'hasError', params: { bucket: 'deliveries' } }, target: 'failed' },
            { guard: 'isMadeFromStock', target: 'loadingInventory' },
            { target: 'servicesChecked' },
          ],
        },
        loadingInventory: {
          // The stock of the quantity, attributes and production time just priced.
          entry: [
            assign({ inventory: undefined, inventoryFailed: false }),
            { type: 'setLoading', params: { inventory: true, recap: true } },
          ],
          exit: { type: 'setLoading', params: { inventory: false } },
          invoke: {
            src: 'loadInventory',
            input: ({ context }) => {
              const { configuration, selection } = priced(context);
              return {
                mcpSku: configuration.mcpSku,
                selectedAttributes: selection.selectedAttributes,
                quantity: selection.quantity,
                productionTime: selection.productionTime,
              };
            },
            onDone: {
              target: 'servicesChecked',
              actions: assign(({ event }) => ({ inventory: event.output })),
            },
            // Stock is information: without it the shopper may still order.
            onError: { target: 'servicesChecked', actions: assign({ inventoryFailed: true }) },
          },
        },
        servicesChecked: {
          always: [{ guard: 'hasServicePrices', target: 'ready' }, { target: 'loadingServicePrices' }],
        },
        loadingServicePrices: {
          entry: { type: 'setLoading', params: { fileCheck: true, recap: true } },
          exit: { type: 'setLoading', params: { fileCheck: false } },
          invoke: {
            src: 'loadServicePrices',
            input: ({ context }) => {
              const { configuration, selection } = priced(context);
              return {
                serviceKeys: configuration.humanDesignService
                  ? [FILE_CHECK_SERVICE, DESIGN_SERVICE]
                  : [FILE_CHECK_SERVICE],
                configurationId: configuration.configurationId,
                configurationGraph: configuration.configurationGraph,
                quantities: context.quote?.quantities ?? [selection.quantity],
                selectedAttributes: selection.selectedAttributes,
                market: context.input.market,
              };
            },
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({ servicePrices: event.output })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ context, event }) =>
                withError(context, 'price-quote', toDomainError(event.error)),
              ),
            },
          },
        },
        checkingPromoCode: {
          entry: [
            { type: 'setLoading', params: { recap: true } },
            { type: 'clearError', params: { bucket: 'promocodeToggle' } },
          ],
          invoke: {
            src: 'checkPromoCode',
            input: ({ context }) => ({
              code: context.promo.code,
              mcpSku: priced(context).configuration.mcpSku,
              variant: priced(context).configuration.configurationGraph.variant,
              market: context.input.market,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'valid',
                target: 'quoting',
                actions: assign(({ context, event }) => ({
                  promo: {
                    code: context.promo.code,
                    status: 'valid' as const,
                    discount: event.output.discount,
                  },
                  ...withSelection(context, { promoCode: context.promo.code }),
                })),
              },
              {
                // The code is refused: the one applied before, if any, stays.
                target: 'ready',
                actions: assign(({ context, event }) => ({
                  promo: {
                    code: context.promo.code,
                    status: event.output.status,
                    discount: undefined,
                    reason: event.output.reason,
                  },
                })),
              },
            ],
            onError: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                promo: { ...context.promo, status: 'generic_error' as const },
                ...withError(context, 'promocodeToggle', toDomainError(event.error)),
              })),
            },
          },
        },
        ready: {
          entry: [{ type: 'setLoading', params: { recap: false } }, 'computeRecap'],
          on: {
            'user.changeDelivery': [
              { guard: 'isQuotedDelivery', target: 'ready', reenter: true, actions: 'changeDelivery' },
              // An option that was not quoted is ignored.
              {},
            ],
            'user.changeUploadType': { target: 'ready', reenter: true, actions: 'changeUploadType' },
            'user.toggleFileCheck': { target: 'ready', reenter: true, actions: 'toggleFileCheck' },
            'user.applyPromoCode': [
              { guard: 'isEmptyPromoCode', actions: 'refusePromoCode' },
              { target: 'checkingPromoCode', actions: 'typePromoCode' },
            ],
          },
        },
        failed: {
          entry: [{ type: 'setLoading', params: { recap: false } }, 'dropRecap'],
          on: { 'user.retry': 'validating' },
        },
      },
    },
    initFailed: {
      entry: assign({ loading: NO_LOADING }),
      on: { 'user.retry': { target: 'loadingPage', actions: 'resetForRetry' } },
    },
    maintenance: {
      entry: assign(({ context }) => {
        const error = initError.noConfigurationData();
        return {
          maintenance: true,
          initError: error,
          loading: NO_LOADING,
          ...withError(context, 'init-product', error),
        };
      }),
      on: { 'user.retry': { target: 'loadingPage', actions: 'resetForRetry' } },
    },
  },
});
