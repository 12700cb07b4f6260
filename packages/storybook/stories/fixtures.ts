import {
  type CategoryLink,
  cents,
  computeRecap,
  DEMO_CATALOG,
  DESIGN_SERVICE,
  defaultAttributes,
  defaultSelection,
  designSvg,
  FILE_CHECK_SERVICE,
  initError,
  type LoadingFlags,
  type Market,
  type MultiArtworkEntry,
  multiply,
  type ProductCard,
  type ProductConfiguration,
  type ProductPageContext,
  type ProductPageInput,
  type ProductSelection,
  type PromoDiscount,
  type PromoState,
  type QuotePriceSet,
  quantitiesToQuote,
  readyMadeDocument,
  type ServicePrice,
  toLineSelection,
  toProductConfiguration,
  unwrap,
  validateQuantity,
  vatFromExcl,
} from '@tirage/domain';
import { fakePriceSet, flyersConfiguration, flyersPage } from '@tirage/domain/testing';
import type { BannerData } from '@tirage/react-app/components/page-banners.js';
import type { ProductPageState } from '@tirage/react-app/features/product-page/product-page-view.js';
import { Temporal } from 'temporal-polyfill';
import { demoCart, flyersLine } from './cart-fixtures.js';

/** Cards as the demo shop's home page lists them (prices in hundredths, excl. VAT). */
export const demoCards: readonly ProductCard[] = [
  {
    configurationId: 'flyers',
    name: 'Flyers',
    path: '/flyers/',
    imageUrl: '/assets/products/flyers.svg',
    fromPrice: { cents: 2490, currency: 'EUR' },
  },
  {
    configurationId: 'business-cards',
    name: 'Cartes de visite',
    path: '/cartes-de-visite/',
    imageUrl: '/assets/products/business-cards.svg',
    fromPrice: { cents: 1890, currency: 'EUR' },
  },
  {
    configurationId: 'roll-labels',
    name: 'Étiquettes en rouleau',
    path: '/etiquettes-en-rouleau/',
    imageUrl: '/assets/products/roll-labels.svg',
    fromPrice: { cents: 8900, currency: 'EUR' },
  },
];

// The product page (flyers of the demo shop): contexts of the domain's `productPageMachine`, built
// directly so that stories render at once. `fixtures.test.ts` runs the machine on the same fake
// ports and checks that it settles in these very contexts.

/** The market every story prices for: the French shop, in euros, shipping to Paris. */
const demoMarket: Market = { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75001' };

export const demoLocale = 'fr-FR';

/** The machine's input for the flyers page; by default a fresh page and an empty cart. */
function productPageInput(change: Partial<ProductPageInput> = {}): ProductPageInput {
  return {
    page: { kind: 'path', path: flyersPage.path },
    source: { kind: 'default' },
    cart: { taxedTotal: cents(0, 'EUR'), editedLineTaxed: undefined },
    market: demoMarket,
    ...change,
  };
}

const DELIVERY_DAYS: Readonly<Record<string, number>> = { economy: 9, standard: 7, express: 5 };

/** The arrival date `fakeProductPorts()` promises for a delivery option. */
export const arrivalDateOf = (deliveryOption: string): Temporal.PlainDate =>
  Temporal.PlainDate.from('2026-11-23').add({ days: DELIVERY_DAYS[deliveryOption] ?? 7 });

/** What `fakeProductPorts()` charges for the services, excl. VAT, whatever the quantity. */
const SERVICE_CENTS = { [FILE_CHECK_SERVICE]: 490, [DESIGN_SERVICE]: 3900 } as const;

/** The welcome code of the demo shop: 10 % off. */
export const WELCOME_CODE = 'BIENVENUE10';
export const WELCOME_PERCENT = 10;
const WELCOME_DISCOUNT: PromoDiscount = { kind: 'percent', percent: WELCOME_PERCENT };

/** A price set as the quote answers it with a percent promotion: the original amounts stay. */
export function withPromotion(set: QuotePriceSet, percent: number, code: string): QuotePriceSet {
  const { excl, incl, vat } = vatFromExcl(
    multiply(set.originalAmountExclTax, 1 - percent / 100),
    set.vatRate,
  );
  return {
    ...set,
    amountExclTax: excl,
    amountInclTax: incl,
    vatAmount: vat,
    unitAmountExclTax: cents(Math.round(excl.cents / set.quantity), excl.currency),
    unitAmountInclTax: cents(Math.round(incl.cents / set.quantity), incl.currency),
    promocode: code,
  };
}

/** Flyers in free quantity mode: any quantity from 100 to 5 000 in steps of 50. */
export const freeQuantityFlyers: ProductConfiguration = {
  ...flyersConfiguration,
  priceOptions: {
    ...flyersConfiguration.priceOptions,
    quantityRule: { type: 'listOfRanges', minimum: 100, maximum: 5000, increment: 50 },
  },
  productCustomization: {
    ...flyersConfiguration.productCustomization,
    selectedQuantityModel: { list: [100, 250, 500, 1000], mode: 'free', defaultValue: 500 },
  },
};

/** Flyers printed from several artworks in one job, as roll labels are. */
export const multiArtworkFlyers: ProductConfiguration = { ...flyersConfiguration, multiArtwork: true };

/**
 * A poster of a ready-made design (print on demand), as the demo shop sells it. Its gallery's
 * pictures are drawn here from the design itself (the shop serves them under `/assets/ready-made/`).
 */
export const readyMadePosterConfiguration: ProductConfiguration = (() => {
  const product = DEMO_CATALOG.products.find((candidate) => candidate.id === 'affiche-paris-s-eveille');
  const document =
    product?.printOnDemand === undefined
      ? undefined
      : readyMadeDocument(product.printOnDemand.designId, defaultAttributes(product));
  if (product === undefined || document === undefined)
    throw new Error('The demo shop sells a ready-made poster');
  const configuration = toProductConfiguration(product);
  const offer = configuration.printOnDemand;
  if (offer === undefined) throw new Error('The demo poster is a ready-made design');
  const picture = `data:image/svg+xml,${encodeURIComponent(designSvg(document, { title: offer.designName }))}`;
  return {
    ...configuration,
    printOnDemand: { ...offer, gallery: offer.gallery.map((view) => ({ ...view, url: picture })) },
  };
})();

/** Two artworks of 250 flyers each: they make the 500 ordered. */
export const demoArtworks: readonly MultiArtworkEntry[] = [
  { name: 'Salon du livre', quantity: 250 },
  { name: 'Fête de la musique', quantity: 250 },
];

const NO_LOADING: LoadingFlags = {
  configuration: false,
  quantities: false,
  delivery: false,
  fileCheck: false,
  inventory: false,
  recap: false,
};

const NO_PROMO: PromoState = { code: '', status: undefined, discount: undefined };

/** The page as it opens: waiting for its product configuration. */
function openingContext(input: ProductPageInput = productPageInput()): ProductPageContext {
  return {
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
    // Flyers are printed to order: the page never asks for their stock.
    inventory: undefined,
    inventoryFailed: false,
    loading: { ...NO_LOADING, configuration: true },
    maintenance: false,
    initError: undefined,
    errors: {},
    quantityError: undefined,
    promo: NO_PROMO,
  };
}

interface PricedOptions {
  readonly configuration?: ProductConfiguration;
  /** What the shopper changed from the product's default selection. */
  readonly selection?: Partial<ProductSelection>;
  readonly input?: Partial<ProductPageInput>;
  readonly promo?: PromoState;
  /** The quote's promotion, for `selection.promoCode`. */
  readonly discountPercent?: number;
  /** A cart line is edited: the selection is also the stored line. */
  readonly editing?: boolean;
}

/** The page priced and ready: every quantity × delivery quoted, dated, with service prices and recap. */
function pricedContext(options: PricedOptions = {}): ProductPageContext {
  const configuration = options.configuration ?? flyersConfiguration;
  const selection: ProductSelection = { ...defaultSelection(configuration), ...options.selection };
  const input = productPageInput(options.input);
  const quantities = quantitiesToQuote(configuration, selection.quantity);
  const { promoCode } = selection;
  const priceOf = (quantity: number, deliveryOption: string) => {
    const set = fakePriceSet(quantity, deliveryOption);
    return promoCode === undefined || options.discountPercent === undefined
      ? set
      : withPromotion(set, options.discountPercent, promoCode);
  };
  const priceSets = quantities.flatMap((quantity) =>
    configuration.priceOptions.enabledPrices.deliverySpeed.map((option) => priceOf(quantity, option)),
  );
  const quotedDeliveries = priceSets.filter((set) => set.quantity === selection.quantity);
  const priceSet = quotedDeliveries.find((set) => set.deliveryOption === selection.deliveryOption);
  const serviceKeys: readonly (keyof typeof SERVICE_CENTS)[] = configuration.humanDesignService
    ? [FILE_CHECK_SERVICE, DESIGN_SERVICE]
    : [FILE_CHECK_SERVICE];
  const servicePrices: readonly ServicePrice[] = quantities.flatMap((quantity) =>
    serviceKeys.map((key) => ({
      key,
      quantity,
      amountExclTax: cents(SERVICE_CENTS[key], 'EUR'),
      vatRate: 20,
    })),
  );
  const recap =
    priceSet === undefined
      ? undefined
      : unwrap(
          computeRecap({
            priceSet,
            uploadType: selection.uploadType,
            fileCheck: selection.fileCheck,
            servicePrices,
            cart: input.cart,
          }),
        );
  return {
    ...openingContext(input),
    page: flyersPage,
    configuration,
    selection,
    initialQuantity: selection.quantity,
    storedLine: options.editing === true ? toLineSelection(selection) : undefined,
    validatedAttributes: selection.selectedAttributes,
    quote: { quantities, priceSets },
    quotedDeliveries,
    priceSet,
    deliveries: quotedDeliveries.map((set) => ({
      deliveryOption: set.deliveryOption,
      arrivalDate: arrivalDateOf(set.deliveryOption),
      caveats: [],
    })),
    servicePrices,
    recap,
    loading: NO_LOADING,
    promo: options.promo ?? NO_PROMO,
  };
}

/** The same selection before its quote: what was priced is forgotten. */
function unpriced(context: ProductPageContext, loading: Partial<LoadingFlags>): ProductPageContext {
  return {
    ...context,
    quote: undefined,
    quotedDeliveries: [],
    priceSet: undefined,
    deliveries: [],
    servicePrices: [],
    recap: undefined,
    loading: { ...NO_LOADING, ...loading },
  };
}

/** The cart's flyers line (`cart-fixtures.ts`) as its product page loads it: 250 flyers, file check, a job name. */
const editedLineSelection = {
  quantity: flyersLine.quantity,
  fileCheck: flyersLine.selection.fileCheck,
  jobName: flyersLine.jobName,
} as const satisfies Partial<ProductSelection>;

const refusedFreeQuantity = validateQuantity(75, freeQuantityFlyers.priceOptions.quantityRule);

/** The states of the product page the stories show, as `ProductPageView` receives them. */
export const productPageStates = {
  /** Waiting for the product configuration: no selection yet. */
  opening: { context: openingContext(), ready: false, failed: false },
  /** The attributes are validated, the quote is on its way: skeletons in the table and the recap. */
  pricing: {
    context: unpriced(pricedContext(), { quantities: true, recap: true }),
    ready: false,
    failed: false,
  },
  /** Priced: 500 flyers, standard delivery. */
  priced: { context: pricedContext(), ready: true, failed: false },
  /** The file check is chosen: it joins the recap. */
  withFileCheck: { context: pricedContext({ selection: { fileCheck: true } }), ready: true, failed: false },
  /** A designer makes the artwork: the design service joins the recap, the file check is not offered. */
  withDesignService: {
    context: pricedContext({ selection: { uploadType: 'hds' } }),
    ready: true,
    failed: false,
  },
  /** The welcome code is accepted: the quote is 10 % off, shown as a discount in the recap. */
  promoValid: {
    context: pricedContext({
      selection: { promoCode: WELCOME_CODE },
      discountPercent: WELCOME_PERCENT,
      promo: { code: WELCOME_CODE, status: 'valid', discount: WELCOME_DISCOUNT },
    }),
    ready: true,
    failed: false,
  },
  /** A code that does not apply to flyers: refused, the prices stay. */
  promoRefused: {
    context: pricedContext({ promo: { code: 'BF25', status: 'invalid_selection', discount: undefined } }),
    ready: true,
    failed: false,
  },
  /** Free quantity mode, 75 typed: below the minimum of 100, the priced quantity stays. */
  freeQuantityWithError: {
    context: {
      ...pricedContext({ configuration: freeQuantityFlyers }),
      quantityError: refusedFreeQuantity.ok ? undefined : refusedFreeQuantity.error,
    },
    ready: true,
    failed: false,
  },
  /** Several artworks in one job, which add up to the quantity. */
  multiArtwork: {
    context: pricedContext({ configuration: multiArtworkFlyers, selection: { artworks: demoArtworks } }),
    ready: true,
    failed: false,
  },
  /** A poster of a ready-made design: its gallery and what it is, then how many; no artwork to send. */
  readyMade: {
    context: pricedContext({ configuration: readyMadePosterConfiguration }),
    ready: true,
    failed: false,
  },
  /** The quote timed out: the page failed and offers to try again. */
  stepError: {
    context: {
      ...unpriced(pricedContext(), {}),
      errors: { 'price-quote': { kind: 'http.timeout', message: 'The quote request timed out' } },
    },
    ready: false,
    failed: true,
  },
  /** The cart line the page was asked to edit is gone. */
  initError: {
    context: {
      ...openingContext(productPageInput({ source: { kind: 'cartLine', lineId: 'line-gone' } })),
      page: flyersPage,
      configuration: flyersConfiguration,
      loading: NO_LOADING,
      initError: initError.noCustomSelection(),
      errors: { 'init-product': { kind: 'request.notFound', message: 'Line item not found' } },
    },
    ready: false,
    failed: false,
  },
  /** The product's configuration came back empty: the page is in maintenance. */
  maintenance: {
    context: {
      ...openingContext(),
      page: flyersPage,
      loading: NO_LOADING,
      maintenance: true,
      initError: initError.noConfigurationData(),
      errors: { 'init-product': initError.noConfigurationData() },
    },
    ready: false,
    failed: false,
  },
  /** The cart already holds 99 990 € incl. VAT: these flyers would take it over 100 000 €. */
  cartMaximumExceeded: {
    context: pricedContext({
      input: { cart: { taxedTotal: cents(9_999_000, 'EUR'), editedLineTaxed: undefined } },
    }),
    ready: true,
    failed: false,
  },
  /** The cart's flyers line, opened on its product page to be changed. */
  editing: {
    context: pricedContext({
      selection: editedLineSelection,
      input: {
        source: { kind: 'cartLine', lineId: flyersLine.id },
        cart: { taxedTotal: demoCart.taxedPrice, editedLineTaxed: flyersLine.taxedTotalPriceWithServices },
      },
      editing: true,
    }),
    ready: true,
    failed: false,
  },
} as const satisfies Readonly<Record<string, ProductPageState>>;

/** The priced page's context, for the stories of its parts. */
export const priced = productPageStates.priced.context;

/** The demo shop's offers: the discovery one all year, Christmas in December (banners and stripe). */
export const demoOffers: readonly BannerData[] = [
  {
    id: 'decouverte',
    title: 'Découverte : −20 % sur vos flyers avec le code DECOUVERTE-FLYERS',
    link: '/flyers/',
    start: '2026-01-01T00:00:00+01:00',
    end: '2027-12-31T23:59:59+01:00',
  },
  {
    id: 'noel',
    title: 'Noël : 10 € offerts sur votre commande avec le code NOEL2026',
    link: undefined,
    start: '2026-12-01T00:00:00+01:00',
    end: '2026-12-24T23:59:59+01:00',
  },
];

/** The demo shop's categories, as the categories call lists them (by path). */
export const demoCategories: readonly CategoryLink[] = [
  { id: 'category-affiches', name: 'Affiches', path: '/categories/affiches/' },
  { id: 'category-cartes-de-visite', name: 'Cartes de visite', path: '/categories/cartes-de-visite/' },
  {
    id: 'category-etiquettes-et-autocollants',
    name: 'Étiquettes et autocollants',
    path: '/categories/etiquettes-et-autocollants/',
  },
  {
    id: 'category-flyers-et-depliants',
    name: 'Flyers et dépliants',
    path: '/categories/flyers-et-depliants/',
  },
  { id: 'category-papeterie', name: 'Papeterie', path: '/categories/papeterie/' },
];

/** The demo shop's legal pages, as the footer and the checkout link them. */
export const demoLegalLinks = [
  { id: 'cgv', path: '/conditions-generales-de-vente/' },
  { id: 'mentions-legales', path: '/mentions-legales/' },
  { id: 'confidentialite', path: '/confidentialite/' },
  { id: 'livraison', path: '/livraison/' },
] as const;
