import { type FieldError, type LineItemInput, moneyToWire } from '@tirage/api-client/contract';
import type { CatalogProduct } from '@tirage/domain';
import {
  type AcceptedPromotion,
  artworkLabels,
  COUPON_SERVICE,
  type CurrencyCode,
  cents,
  DESIGN_SERVICE,
  FILE_CHECK_SERVICE,
  fileCheckApplies,
  type Money,
  marketVat,
  type PricingError,
  parseDesignBrief,
  priceExclVat,
  promoDiscount,
  resellerPrice,
  type ServiceKey,
  sameQuantity,
  servicePrices,
  type VatBuyer,
  vatFromExcl,
} from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { HolidayCalendar } from '../delivery/holiday-calendar.js';
import { productDeliveries } from '../delivery/product-deliveries.js';
import { uploadTypeError } from '../product-links/selection-check.js';
import type { RequestTenant } from '../tenancy/tenancy.js';
import { type DescriptionSource, describeLine, type LinePage } from './line-description.js';

/** A promotion the caller has checked for this line (code valid for this product and customer). */
export interface LinePromotion {
  readonly code: string;
  readonly discount: AcceptedPromotion;
}

/** What a line is priced with: the shop, the cart's currency, the promotion, the clock. */
export interface LinePricingContext {
  readonly product: CatalogProduct;
  readonly tenant: RequestTenant;
  readonly currency: CurrencyCode;
  readonly promotion: LinePromotion | undefined;
  /** A premium reseller's discount in percent (pricing's `resellerDiscountPercent`); undefined: public price. */
  readonly resellerDiscountPercent?: number | undefined;
  /** Who is invoiced (for the reverse charge); absent: a private buyer. */
  readonly buyer?: VatBuyer | undefined;
  readonly now: Temporal.Instant;
  readonly calendar: HolidayCalendar;
  /** The page the line names (`merchantInfo.pageId`), as the catalogue holds it; undefined: none. */
  readonly page: LinePage | undefined;
  /** Whether the line's description was sent by a client (checked) or stored by the shop (rebuilt). */
  readonly description: DescriptionSource;
}

/** A line priced by the server: the stored row's totals and the line as the contract answers it. */
export interface PricedLine {
  /** The request as the shop keeps it: its description derived from the priced configuration. */
  readonly input: LineItemInput;
  /** Excluding VAT, services and coupon included. */
  readonly total: Money;
  /** Including VAT, services and coupon included. */
  readonly taxedTotal: Money;
  /** The contract's `lineItemSchema`, without `id` and `lineItemCreationTimestamp` (the cart adds them). */
  readonly line: Omit<WireLine, 'id' | 'lineItemCreationTimestamp'>;
}

export type WireLine = ReturnType<typeof wireLine>;

type LinePricingFailure =
  | { readonly kind: 'fields'; readonly errors: readonly FieldError[] }
  | { readonly kind: 'arrivalDateChanged'; readonly arrivalDate: string };

export type LinePricing =
  | { readonly ok: true; readonly value: PricedLine }
  | { readonly ok: false; readonly failure: LinePricingFailure };

const fields = (errors: readonly FieldError[]): LinePricing => ({
  ok: false,
  failure: { kind: 'fields', errors },
});

/**
 * Prices a line item from its request alone: every amount, the VAT rate and the delivery date
 * are the server's, from the catalogue, the shop's configuration and the ship-to country. What the
 * request may not say (an unknown option, a service the product does not offer, a multi-artwork
 * split that does not add up to the quantity) is refused with the field at fault.
 */
export function priceLine(input: LineItemInput, context: LinePricingContext): LinePricing {
  const { product, tenant, currency } = context;
  const config = input.productConfig;
  const info = input.merchantInfo;
  const errors: FieldError[] = [];
  const need = (condition: boolean, path: string, message: string) => {
    if (!condition) errors.push({ path, message });
  };

  need(input.currencyCode === currency, 'currencyCode', `The cart is in ${currency}`);
  need(
    input.mcpSku === product.configurationGraph.mcpSku,
    'mcpSku',
    `The product is ${config.configurationGraph.mcpSku}`,
  );
  need(
    input.productId === product.id,
    'productId',
    `Product ${product.configurationGraph.mcpSku} is ${product.id}`,
  );
  need(
    config.configurationId === product.id,
    'productConfig.configurationId',
    `Product ${product.configurationGraph.mcpSku} is ${product.id}`,
  );
  need(
    info.selectedUploadType === info.fileFlow.upload,
    'merchantInfo.fileFlow.upload',
    'The upload type of the file flow and of the selection differ',
  );
  need(
    tenant.tenant.domainConfig.countries.includes(input.shipTo.country),
    'shipTo.country',
    `The shop ${tenant.tenant.code} does not deliver to ${input.shipTo.country}`,
  );

  const keys = input.services.map((service) => service.key);
  keys.forEach((key: ServiceKey, index) => {
    const path = `services.${index}.key`;
    if (keys.indexOf(key) !== index) errors.push({ path, message: `Service ${key} is listed twice` });
    if (key === COUPON_SERVICE)
      errors.push({ path, message: 'A coupon comes from productConfig.promoCode, not from the services' });
    if (key === FILE_CHECK_SERVICE && !fileCheckApplies(info.selectedUploadType))
      errors.push({ path, message: 'The file check does not apply to artwork made by our designers' });
    // Only the design service takes a text, its brief, read as the storefront writes it.
    const inputText = input.services[index]?.serviceAttributes?.inputText;
    if (inputText === undefined) return;
    const textPath = `services.${index}.serviceAttributes.inputText`;
    if (key !== DESIGN_SERVICE) {
      errors.push({ path: textPath, message: `Service ${key} takes no text` });
      return;
    }
    const brief = parseDesignBrief(inputText);
    if (brief === undefined)
      errors.push({ path: textPath, message: 'The design brief is not one the shop reads' });
    else if (!brief.ok)
      errors.push({
        path: textPath,
        message: `The design brief is refused: ${brief.error.map((problem) => `${problem.field} ${problem.kind}`).join(', ')}`,
      });
  });
  const uploadError = uploadTypeError(product, info.selectedUploadType);
  if (uploadError !== undefined)
    errors.push({ path: 'merchantInfo.selectedUploadType', message: uploadError });
  // A ready-made design's print file is the shop's: the shopper sends none, and nothing is checked.
  if (product.printOnDemand !== undefined) {
    need(
      info.selectedUploadType === 'upload' && info.designId === undefined,
      'merchantInfo.selectedUploadType',
      `${product.name} is printed from the shop's own design`,
    );
    need(
      !info.fileFlow.fileCheck,
      'merchantInfo.fileFlow.fileCheck',
      `${product.name} is printed from the shop's own file: it takes no file check`,
    );
  }
  // Artwork made by the shop's designers is the paid design service, and comes with it.
  need(
    (info.selectedUploadType === 'hds') === keys.includes(DESIGN_SERVICE),
    'services',
    'The design service comes with artwork made by our designers (hds), and only with it',
  );
  need(
    info.fileFlow.fileCheck === keys.includes(FILE_CHECK_SERVICE),
    'merchantInfo.fileFlow.fileCheck',
    'The file check of the file flow and of the services differ',
  );

  const artworks = input.mcpFulfillmentAttributes;
  if (product.multiArtwork === undefined) {
    need(
      artworks === undefined,
      'mcpFulfillmentAttributes',
      `${product.name} is not a multi-artwork product`,
    );
  } else if (artworks === undefined) {
    errors.push({ path: 'mcpFulfillmentAttributes', message: `${product.name} needs its list of artworks` });
  } else {
    const labelsPerRoll = product.multiArtwork.labelsPerRoll;
    const labels = artworks.multiArtworkDetails.reduce(
      (total, detail) =>
        total +
        artworkLabels({
          name: detail.name,
          quantity: detail.quantity,
          ...(detail.numberOfRolls === undefined ? {} : { rolls: detail.numberOfRolls, labelsPerRoll }),
        }),
      0,
    );
    need(
      artworks.multiArtworkSetsNumber === artworks.multiArtworkDetails.length,
      'mcpFulfillmentAttributes.multiArtworkSetsNumber',
      'The number of artworks and the list of artworks differ',
    );
    need(
      sameQuantity(labels, input.quantity),
      'quantity',
      `The artworks add up to ${labels} labels, not ${input.quantity}`,
    );
  }
  if (errors.length > 0) return fields(errors);

  const publicPrice = priceExclVat(product, {
    selectedAttributes: config.selectedAttributes,
    quantity: input.quantity,
    deliveryOption: config.deliveryOption,
    productionTime: config.productionTime,
    currency,
    exchangeRates: tenant.exchangeRates,
  });
  if (!publicPrice.ok) return fields([pricingField(publicPrice.error)]);
  const described = describeLine(input, product, context.page, context.description);
  if (!described.ok) return fields(described.errors);
  const line = described.input;
  // A premium reseller's job is priced at the reseller price; a promotion applies to that price.
  const reseller = context.resellerDiscountPercent;
  const jobPrice = reseller === undefined ? publicPrice.value : resellerPrice(publicPrice.value, reseller);
  const market = {
    currency,
    country: input.shipTo.country,
    postalCode: input.shipTo.postalCode,
    sellerCountry: tenant.tenant.domainConfig.default_iso2,
    buyer: context.buyer,
  };
  const decided = marketVat(market);
  if (!decided.ok) return fields([{ path: 'shipTo.country', message: decided.error.message }]);
  const vatPercent = decided.value.rate;

  const delivery = productDeliveries(
    product,
    { deliveryOptions: [config.deliveryOption], productionTime: config.productionTime, now: context.now },
    context.calendar,
  );
  if (!delivery.ok) return fields([pricingField(delivery.error)]);
  const arrival = delivery.value[0]?.estimate.arrivalDateText;
  if (arrival === undefined)
    return fields([{ path: 'productConfig.deliveryOption', message: 'No delivery' }]);
  const promised =
    context.description === 'request'
      ? [input.promisedArrivalDate, input.merchantInfo.deliveryDateWithFallback]
      : [input.promisedArrivalDate];
  if (promised.some((date) => date !== undefined && date !== arrival)) {
    return { ok: false, failure: { kind: 'arrivalDateChanged', arrivalDate: arrival } };
  }

  const priced = servicePrices({
    serviceKeys: keys,
    quantities: [input.quantity],
    market,
    domainConfig: tenant.tenant.domainConfig,
    exchangeRates: tenant.exchangeRates,
  });
  if (!priced.ok) return fields([pricingField(priced.error)]);
  const services = input.services.map((service) => {
    const price = priced.value.find((candidate) => candidate.key === service.key);
    return {
      key: service.key,
      unitPrice: price?.amountExclTax ?? cents(0, currency),
      taxRate: vatPercent,
      serviceAttributes: { inputText: service.serviceAttributes?.inputText ?? null },
    };
  });

  // The promotion is shown as a coupon service with a negative price, so that the job's price,
  // its services and its discount each stay visible and the line adds up.
  let discount: Money | undefined;
  if (context.promotion !== undefined) {
    const taken = promoDiscount(jobPrice, context.promotion.discount, tenant.exchangeRates);
    if (!taken.ok) return fields([pricingField(taken.error)]);
    discount = taken.value;
    services.push({
      key: COUPON_SERVICE,
      unitPrice: cents(-discount.cents, currency),
      taxRate: vatPercent,
      serviceAttributes: { inputText: context.promotion.code },
    });
  }

  const totalCents = services.reduce((total, service) => total + service.unitPrice.cents, jobPrice.cents);
  const breakdown = vatFromExcl(cents(totalCents, currency), vatPercent);
  return {
    ok: true,
    value: {
      input: line,
      total: breakdown.excl,
      taxedTotal: breakdown.incl,
      line: wireLine(line, product, {
        price: jobPrice,
        taxRate: vatPercent,
        vatMention: decided.value.mention,
        taxedTotal: breakdown.incl,
        services,
        arrival,
      }),
    },
  };
}

function wireLine(
  input: LineItemInput,
  product: CatalogProduct,
  priced: {
    readonly price: Money;
    readonly taxRate: number;
    readonly vatMention: string | null;
    readonly taxedTotal: Money;
    readonly services: readonly {
      readonly key: ServiceKey;
      readonly unitPrice: Money;
      readonly taxRate: number;
      readonly serviceAttributes: { readonly inputText: string | null };
    }[];
    readonly arrival: string;
  },
) {
  const artworks = input.mcpFulfillmentAttributes;
  return {
    id: '',
    lineItemCreationTimestamp: '',
    productId: product.id,
    mcpSku: product.configurationGraph.mcpSku,
    variantSKU: input.variantSKU ?? null,
    productName: product.name,
    price: moneyToWire(priced.price),
    taxRate: priced.taxRate,
    vatMention: priced.vatMention,
    taxedTotalPriceWithServices: moneyToWire(priced.taxedTotal),
    services: priced.services.map((service) => ({ ...service, unitPrice: moneyToWire(service.unitPrice) })),
    quantity: input.quantity,
    jobName: input.jobName,
    // What the page showed is kept for display and editing; the server's own date replaces the
    // promised one, and the promotion is the one the server accepted.
    merchantInfo: { ...input.merchantInfo, deliveryDateWithFallback: priced.arrival },
    mcpDocsSource: input.merchantInfo.selectedUploadType,
    documentPreferences: {
      fileCheck: input.merchantInfo.fileFlow.fileCheck,
      uploadedFiles: input.uploadedFiles.map((file) => file.fileId),
    },
    isFileCheckEditable: true,
    isMultiArtwork: artworks !== undefined,
    multiArtworkSetsNumber: artworks?.multiArtworkSetsNumber ?? 0,
    multiArtworkDetails: (artworks?.multiArtworkDetails ?? []).map((detail) => ({
      name: detail.name,
      quantity: detail.quantity,
      numberOfRolls: detail.numberOfRolls ?? null,
    })),
  };
}

/** A pricing failure named by the request field it is about. */
function pricingField(error: PricingError): FieldError {
  switch (error.kind) {
    case 'pricing.unknownAttribute':
    case 'pricing.unknownAttributeValue':
      return { path: `productConfig.selectedAttributes.${error.attribute}`, message: error.message };
    case 'pricing.unknownDeliveryOption':
      return { path: 'productConfig.deliveryOption', message: error.message };
    case 'pricing.unknownProductionTime':
      return { path: 'productConfig.productionTime', message: error.message };
    case 'pricing.missingExchangeRate':
      return { path: 'currencyCode', message: error.message };
    case 'pricing.unknownCountry':
      return { path: 'shipTo.country', message: error.message };
    default:
      return error.kind.startsWith('quantity.')
        ? { path: 'quantity', message: error.message }
        : { path: 'productConfig', message: error.message };
  }
}
