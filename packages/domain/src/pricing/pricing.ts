import type {
  CatalogAttributeOption,
  CatalogDeliverySpeed,
  CatalogProduct,
  CatalogProductionTime,
  PriceTable,
} from '../catalog/catalog.js';
import { type QuantityError, type QuoteError, quoteError } from '../errors/errors.js';
import type { VatDecision } from '../model/quote.js';
import {
  COUPON_SERVICE,
  DESIGN_SERVICE,
  FILE_CHECK_SERVICE,
  type Quote,
  type QuotePriceSet,
  type ServiceKey,
  type ServicePrice,
} from '../model/quote.js';
import {
  type CurrencyCode,
  cents,
  convert,
  type Money,
  multiply,
  roundHalfAwayFromZero,
  serviceCostToCents,
  type VatRate,
  vatFromExcl,
} from '../money/money.js';
import { toHundredths, validateQuantity } from '../quantity/quantity.js';
import { assertNever, err, ok, type Result } from '../shared/result.js';
import type { DomainConfig } from '../tenant/tenant.js';
import { type VatBuyer, vatFor } from './vat.js';
import { vatRateFor } from './vat-rates.js';

/** Units of each currency for one euro, as configured; the euro itself is always 1. */
export type ExchangeRates = Readonly<Partial<Record<CurrencyCode, number>>>;

/** A promotion's discount, once the promo code has been accepted. */
export type AcceptedPromotion =
  | { readonly kind: 'percentage'; readonly code: string; readonly percent: number }
  | { readonly kind: 'fixed'; readonly code: string; readonly amount: Money };

/** The fixed price of the human design service, in euros excluding VAT. */
export const DESIGN_SERVICE_PRICE_EUR = 39;

export type PricingError =
  | QuantityError
  | QuoteError
  | { readonly kind: 'pricing.unknownAttribute'; readonly message: string; readonly attribute: string }
  | {
      readonly kind: 'pricing.unknownAttributeValue';
      readonly message: string;
      readonly attribute: string;
      readonly value: string;
    }
  | {
      readonly kind: 'pricing.unknownDeliveryOption';
      readonly message: string;
      readonly deliveryOption: string;
    }
  | {
      readonly kind: 'pricing.unknownProductionTime';
      readonly message: string;
      readonly productionTime: string;
    }
  | { readonly kind: 'pricing.unknownCountry'; readonly message: string; readonly country: string }
  | {
      readonly kind: 'pricing.missingExchangeRate';
      readonly message: string;
      readonly currency: CurrencyCode;
    }
  | { readonly kind: 'pricing.unpricedService'; readonly message: string; readonly service: ServiceKey };

/**
 * The printer's cost of one copy, in hundredths of a euro: it falls smoothly from the start
 * cost towards the floor cost as the run grows, and never rises with quantity.
 */
export function unitCostHundredths(table: PriceTable, quantity: number): number {
  const { startHundredths, floorHundredths, halfwayQuantity } = table.unitCost;
  return (
    floorHundredths + ((startHundredths - floorHundredths) * halfwayQuantity) / (halfwayQuantity + quantity)
  );
}

/**
 * The chosen option of every attribute of the product; an attribute left out takes its
 * default, while an attribute or a value the product does not have is refused.
 */
export function resolveAttributes(
  product: CatalogProduct,
  selectedAttributes: Readonly<Record<string, string>>,
): Result<readonly CatalogAttributeOption[], PricingError> {
  for (const key of Object.keys(selectedAttributes)) {
    if (!product.attributes.some((attribute) => attribute.key === key)) {
      return err({
        kind: 'pricing.unknownAttribute',
        message: `Product ${product.id} has no attribute ${key}`,
        attribute: key,
      });
    }
  }
  const chosen: CatalogAttributeOption[] = [];
  for (const attribute of product.attributes) {
    const value = selectedAttributes[attribute.key] ?? attribute.defaultValue;
    const option = attribute.options.find((candidate) => candidate.value === value);
    if (option === undefined) {
      return err({
        kind: 'pricing.unknownAttributeValue',
        message: `Attribute ${attribute.key} of product ${product.id} has no value ${value}`,
        attribute: attribute.key,
        value,
      });
    }
    chosen.push(option);
  }
  return ok(chosen);
}

/** The entry of `list` with this key, or the error for a key the product does not offer. */
function findByKey<T extends { readonly key: string }>(
  list: readonly T[],
  key: string,
  missing: () => PricingError,
): Result<T, PricingError> {
  const found = list.find((candidate) => candidate.key === key);
  return found === undefined ? err(missing()) : ok(found);
}

export function findDeliverySpeed(
  product: CatalogProduct,
  deliveryOption: string,
): Result<CatalogDeliverySpeed, PricingError> {
  return findByKey(product.deliverySpeeds, deliveryOption, () => ({
    kind: 'pricing.unknownDeliveryOption',
    message: `Product ${product.id} has no delivery option ${deliveryOption}`,
    deliveryOption,
  }));
}

export function findProductionTime(
  product: CatalogProduct,
  productionTime: string,
): Result<CatalogProductionTime, PricingError> {
  return findByKey(product.productionTimes, productionTime, () => ({
    kind: 'pricing.unknownProductionTime',
    message: `Product ${product.id} has no production time ${productionTime}`,
    productionTime,
  }));
}

function unitsPerEuro(currency: CurrencyCode, rates: ExchangeRates): Result<number, PricingError> {
  if (currency === 'EUR') return ok(1);
  const rate = rates[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0
    ? ok(rate)
    : err({
        kind: 'pricing.missingExchangeRate',
        message: `No exchange rate configured for ${currency}`,
        currency,
      });
}

/** Units of `to` for one unit of `from`, through the euro rates. */
export function exchangeRate(
  from: CurrencyCode,
  to: CurrencyCode,
  rates: ExchangeRates,
): Result<number, PricingError> {
  if (from === to) return ok(1);
  const fromRate = unitsPerEuro(from, rates);
  if (!fromRate.ok) return fromRate;
  const toRate = unitsPerEuro(to, rates);
  return toRate.ok ? ok(toRate.value / fromRate.value) : toRate;
}

/** Converts an amount, rounding once; an amount already in the currency is left as it is. */
export function convertMoney(
  value: Money,
  to: CurrencyCode,
  rates: ExchangeRates,
): Result<Money, PricingError> {
  if (value.currency === to) return ok(value);
  const rate = exchangeRate(value.currency, to, rates);
  return rate.ok ? ok(convert(value, rate.value, to)) : rate;
}

export function vatRate(country: string): Result<VatRate, PricingError> {
  const rate = vatRateFor(country);
  return rate === undefined
    ? err({ kind: 'pricing.unknownCountry', message: `No VAT rate for country ${country}`, country })
    : ok(rate);
}

/** One job to price: the selection of the product page, in the shopper's currency. */
export interface PriceRequest {
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly quantity: number;
  readonly deliveryOption: string;
  readonly productionTime: string;
  readonly currency: CurrencyCode;
  readonly exchangeRates: ExchangeRates;
}

/**
 * The list price excluding VAT, before any promotion: (set-up + unit cost × quantity +
 * surcharges) × delivery factor × production factor × exchange rate, rounded once.
 */
export function priceExclVat(product: CatalogProduct, request: PriceRequest): Result<Money, PricingError> {
  const quantity = validateQuantity(request.quantity, product.quantityRule);
  if (!quantity.ok) return quantity;
  const options = resolveAttributes(product, request.selectedAttributes);
  if (!options.ok) return options;
  const speed = findDeliverySpeed(product, request.deliveryOption);
  if (!speed.ok) return speed;
  const time = findProductionTime(product, request.productionTime);
  if (!time.ok) return time;
  const rate = unitsPerEuro(request.currency, request.exchangeRates);
  if (!rate.ok) return rate;
  return ok(
    listPrice(
      product.priceTable,
      options.value,
      quantity.value,
      speed.value.priceFactor * time.value.priceFactor,
      rate.value,
      request.currency,
    ),
  );
}

function listPrice(
  table: PriceTable,
  options: readonly CatalogAttributeOption[],
  quantity: number,
  factor: number,
  rate: number,
  currency: CurrencyCode,
): Money {
  let perUnit = unitCostHundredths(table, quantity);
  let fixed = table.setupHundredths;
  for (const option of options) {
    perUnit += option.surcharge?.perUnitHundredths ?? 0;
    fixed += option.surcharge?.fixedHundredths ?? 0;
  }
  return cents(roundHalfAwayFromZero((fixed + perUnit * quantity) * factor * rate), currency);
}

/**
 * A percentage of a price, clamped to 0–100 % and rounded once (`multiply`): what a percentage
 * promotion and the reseller discount take off.
 */
export function percentOf(price: Money, percent: number): Money {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return multiply(price, clamped / 100);
}

/**
 * A premium reseller's price excluding VAT: the list price less the shop's reseller discount
 * (`reseller_discount_percent` of the domain config), the discount rounded once. Between zero
 * and the list price, whatever the percentage.
 */
export function resellerPrice(list: Money, percent: number): Money {
  return cents(list.cents - percentOf(list, percent).cents, list.currency);
}

/**
 * The reseller discount that applies to a customer in a shop: the shop's percentage for a
 * premium reseller, undefined for everyone else and in a shop without reseller prices.
 */
export function resellerDiscountPercent(
  domainConfig: Pick<DomainConfig, 'reseller_discount_percent'>,
  isPremiumReseller: boolean,
): number | undefined {
  const percent = domainConfig.reseller_discount_percent;
  return isPremiumReseller && percent !== undefined && percent > 0 ? percent : undefined;
}

/**
 * What a promotion takes off a price: never more than the price itself, never less than
 * nothing, so a promotion can neither make a price negative nor raise it.
 */
export function promoDiscount(
  original: Money,
  promotion: AcceptedPromotion,
  rates: ExchangeRates,
): Result<Money, PricingError> {
  let discount: Money;
  switch (promotion.kind) {
    case 'percentage': {
      discount = percentOf(original, promotion.percent);
      break;
    }
    case 'fixed': {
      const converted = convertMoney(promotion.amount, original.currency, rates);
      if (!converted.ok) return converted;
      discount = converted.value;
      break;
    }
    default:
      return assertNever(promotion, 'promotion');
  }
  return ok(cents(Math.min(original.cents, Math.max(0, discount.cents)), original.currency));
}

/** Where the job ships, who pays for it and in which currency. */
export interface PricingMarket {
  readonly currency: CurrencyCode;
  /** ISO 3166-1 alpha-2 of the destination; its rate is the VAT rate unless a rule below says otherwise. */
  readonly country: string;
  /** The destination's postcode: in France it tells the overseas departments and collectivities. */
  readonly postalCode?: string | null | undefined;
  /** The country the shop invoices from; the destination's when absent (no reverse charge then). */
  readonly sellerCountry?: string | undefined;
  /** Who is invoiced; absent: a private buyer (guests included). */
  readonly buyer?: VatBuyer | undefined;
}

/** The VAT of a market, decided by `vatFor`. */
export function marketVat(market: PricingMarket): Result<VatDecision, PricingError> {
  return vatFor({
    sellerCountry: market.sellerCountry ?? market.country,
    shipTo: { country: market.country, postalCode: market.postalCode },
    buyer: market.buyer,
  });
}

/** A quote request for one product: every quantity × delivery option, in one production time. */
export interface QuoteInput {
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly quantities: readonly number[];
  readonly deliveryOptions: readonly string[];
  readonly productionTime: string;
  readonly market: PricingMarket;
  readonly promotion: AcceptedPromotion | undefined;
  readonly exchangeRates: ExchangeRates;
  /** A premium reseller's discount in percent (`resellerDiscountPercent`); undefined: public prices. */
  readonly resellerDiscountPercent?: number | undefined;
}

/** The requested quantities, each checked against the rule, without duplicates, ascending. */
function distinctQuantities(
  quantities: readonly number[],
  product: CatalogProduct,
): Result<number[], PricingError> {
  const seen = new Map<number, number>();
  for (const requested of quantities) {
    const checked = validateQuantity(requested, product.quantityRule);
    if (!checked.ok) return checked;
    if (!seen.has(toHundredths(checked.value))) seen.set(toHundredths(checked.value), checked.value);
  }
  return ok([...seen.entries()].sort(([a], [b]) => a - b).map(([, quantity]) => quantity));
}

/**
 * Prices of a product for every requested quantity × delivery option: amounts with and without
 * VAT, before and after the promotion, and per unit. A premium reseller's prices start from the
 * reseller price (the promotion applies to it), and keep the public price beside it. Arrival
 * dates come from the delivery calculation and are left undefined here.
 */
export function quote(product: CatalogProduct, input: QuoteInput): Result<Quote, PricingError> {
  if (input.quantities.length === 0) return err(quoteError.emptyQuantities());
  if (input.deliveryOptions.length === 0) return err(quoteError.noDeliveries());
  const quantities = distinctQuantities(input.quantities, product);
  if (!quantities.ok) return quantities;
  const options = resolveAttributes(product, input.selectedAttributes);
  if (!options.ok) return options;
  const time = findProductionTime(product, input.productionTime);
  if (!time.ok) return time;
  const speeds: CatalogDeliverySpeed[] = [];
  for (const key of new Set(input.deliveryOptions)) {
    const speed = findDeliverySpeed(product, key);
    if (!speed.ok) return speed;
    speeds.push(speed.value);
  }
  const rate = unitsPerEuro(input.market.currency, input.exchangeRates);
  if (!rate.ok) return rate;
  const decision = marketVat(input.market);
  if (!decision.ok) return decision;
  const vatPercent = decision.value.rate;

  const priceSets: QuotePriceSet[] = [];
  for (const quantity of quantities.value) {
    for (const speed of speeds) {
      const list = listPrice(
        product.priceTable,
        options.value,
        quantity,
        speed.priceFactor * time.value.priceFactor,
        rate.value,
        input.market.currency,
      );
      const reseller = input.resellerDiscountPercent;
      const original = reseller === undefined ? list : resellerPrice(list, reseller);
      const discount =
        input.promotion === undefined
          ? ok(cents(0, original.currency))
          : promoDiscount(original, input.promotion, input.exchangeRates);
      if (!discount.ok) return discount;
      const excl = cents(original.cents - discount.value.cents, original.currency);
      const taxed = vatFromExcl(excl, vatPercent);
      priceSets.push({
        deliveryKey: `${time.value.key}:${speed.key}`,
        deliveryOption: speed.key,
        productionTime: time.value.key,
        deliverySpeed: speed.key,
        quantity,
        amountExclTax: taxed.excl,
        amountInclTax: taxed.incl,
        originalAmountExclTax: original,
        originalAmountInclTax: vatFromExcl(original, vatPercent).incl,
        ...(reseller === undefined
          ? {}
          : { publicAmountExclTax: list, publicAmountInclTax: vatFromExcl(list, vatPercent).incl }),
        unitAmountExclTax: multiply(taxed.excl, 1 / quantity),
        unitAmountInclTax: multiply(taxed.incl, 1 / quantity),
        vatAmount: taxed.vat,
        vatRate: vatPercent,
        promocode: input.promotion?.code,
        arrivalDate: undefined,
      });
    }
  }
  return ok({ quantities: quantities.value, priceSets, vat: decision.value });
}

/** What the optional services need to be priced. */
export interface ServicePriceInput {
  readonly serviceKeys: readonly ServiceKey[];
  readonly quantities: readonly number[];
  readonly market: PricingMarket;
  /** The tenant's domain config: the file check price is in its currency, in major units. */
  readonly domainConfig: Pick<DomainConfig, 'file_check_price' | 'currency'>;
  readonly exchangeRates: ExchangeRates;
}

function serviceAmount(key: ServiceKey, input: ServicePriceInput): Result<Money, PricingError> {
  switch (key) {
    case FILE_CHECK_SERVICE:
      return convertMoney(
        cents(serviceCostToCents(input.domainConfig.file_check_price), input.domainConfig.currency),
        input.market.currency,
        input.exchangeRates,
      );
    case DESIGN_SERVICE:
      return convertMoney(
        cents(serviceCostToCents(DESIGN_SERVICE_PRICE_EUR), 'EUR'),
        input.market.currency,
        input.exchangeRates,
      );
    case COUPON_SERVICE:
      return err({
        kind: 'pricing.unpricedService',
        message: 'A coupon is a discount, not a service with a price',
        service: key,
      });
    default:
      return assertNever(key, 'service key');
  }
}

/**
 * Prices of the file check and the design service for each quoted quantity: both are a fixed
 * price per line item, whatever the quantity.
 */
export function servicePrices(input: ServicePriceInput): Result<readonly ServicePrice[], PricingError> {
  const decision = marketVat(input.market);
  if (!decision.ok) return decision;
  const vatPercent = decision.value.rate;
  const prices: ServicePrice[] = [];
  for (const key of new Set(input.serviceKeys)) {
    const amount = serviceAmount(key, input);
    if (!amount.ok) return amount;
    for (const quantity of input.quantities) {
      prices.push({ key, quantity, amountExclTax: amount.value, vatRate: vatPercent });
    }
  }
  return ok(prices);
}
