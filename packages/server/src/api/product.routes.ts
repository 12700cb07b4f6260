import { type FieldError, moneyToWire, routes } from '@tirage/api-client/contract';
import type { CatalogProduct } from '@tirage/domain';
import {
  type ConfigurationGraph,
  defaultAttributes,
  formatDate,
  type PricingError,
  parseDate,
  quote,
  resellerDiscountPercent,
  resolveAttributes,
  type ServiceKey,
  SHOP_TIME_ZONE,
  servicePrices,
  validateQuantity,
  vatRate,
} from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import type { ApiModule } from '../app.js';
import { customerAuthentication } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import { billToOf, callerOwns, findCart, shipToOf } from '../cart/cart-store.js';
import type { CatalogStore } from '../catalog/catalog-store.js';
import { configurationStock } from '../catalog/stock-store.js';
import { customerPricing } from '../customer/vat-buyer.js';
import { productDeliveries } from '../delivery/product-deliveries.js';
import {
  answer,
  mountRoute,
  type RouteMountDeps,
  type RouteOutcome,
  refuse,
  refuseFields,
} from '../http/route.js';
import { CAMPAIGN_HEADER, checkPromotion } from '../promotions/index.js';
import type { ShopTenant } from '../tenancy/tenancy.js';
import type { ShopApiOptions } from './shop-api-options.js';

const GRAPH_FIELDS = ['entryId', 'productSku', 'variant', 'version'] as const;

type Lookup =
  | { readonly ok: true; readonly product: CatalogProduct }
  | { readonly ok: false; readonly outcome: RouteOutcome<never> };

/**
 * The product a request names by its SKU and configuration graph. A graph that no longer
 * matches (an old version kept in a tab) is refused rather than priced as something else.
 */
export async function findProduct(
  catalog: Pick<CatalogStore, 'productByMcpSku'>,
  graph: Pick<ConfigurationGraph, 'mcpSku'> & Partial<ConfigurationGraph>,
  prefix = '',
): Promise<Lookup> {
  const product = await catalog.productByMcpSku(graph.mcpSku);
  if (product === undefined) {
    return {
      ok: false,
      outcome: refuseFields(
        [{ path: `${prefix}mcpSku`, message: `Unknown product: ${graph.mcpSku}` }],
        'product.unknown',
      ),
    };
  }
  const errors = GRAPH_FIELDS.flatMap((field) =>
    graph[field] === undefined || graph[field] === product.configurationGraph[field]
      ? []
      : [
          {
            path: `${prefix}${field}`,
            message: `Product ${graph.mcpSku} has ${field} ${product.configurationGraph[field]}`,
          },
        ],
  );
  return errors.length === 0
    ? { ok: true, product }
    : { ok: false, outcome: refuseFields(errors, 'product.graphMismatch') };
}

/** Each quantity checked against the product's rule, errors named by their position in the list. */
function quantityErrors(product: CatalogProduct, quantities: readonly number[], path: string): FieldError[] {
  return quantities.flatMap((quantity, index) => {
    const checked = validateQuantity(quantity, product.quantityRule);
    return checked.ok ? [] : [{ path: `${path}.${index}`, message: checked.error.message }];
  });
}

/**
 * How far ahead an order may be dated (in Paris): carriers' and holidays' calendars are known that
 * far, and a date centuries away only makes the calculator count days for nothing.
 */
const ORDER_DATE_HORIZON = Temporal.Duration.from({ years: 2 });

/** An order date from today to `ORDER_DATE_HORIZON` ahead, in the shop's time zone. */
function orderDateErrors(orderDay: Temporal.PlainDate | null, today: Temporal.PlainDate): FieldError[] {
  if (orderDay === null) return [];
  if (Temporal.PlainDate.compare(orderDay, today) < 0)
    return [{ path: 'orderDate', message: `The order date cannot be before today (${formatDate(today)})` }];
  const latest = today.add(ORDER_DATE_HORIZON);
  if (Temporal.PlainDate.compare(orderDay, latest) > 0)
    return [{ path: 'orderDate', message: `The order date cannot be after ${formatDate(latest)}` }];
  return [];
}

export function countryErrors(tenant: ShopTenant, country: string, path: string): FieldError[] {
  if (!tenant.domainConfig.countries.includes(country)) {
    return [{ path, message: `The shop ${tenant.code} does not deliver to ${country}` }];
  }
  return vatRate(country).ok ? [] : [{ path, message: `No VAT rate for country ${country}` }];
}

/** A pricing failure the checks before it did not catch, named by the field it is about. */
function pricingFailure(error: PricingError, paths: { readonly attributes: string }): RouteOutcome<never> {
  switch (error.kind) {
    case 'pricing.unknownAttribute':
    case 'pricing.unknownAttributeValue':
      return refuseFields(
        [{ path: `${paths.attributes}.${error.attribute}`, message: error.message }],
        error.kind,
      );
    default:
      return refuse(400, error.message, { kind: error.kind });
  }
}

/** Validate, quote, service prices, shipping dates and inventory of the product page. */
export const productRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, tokenSigningKey, reads: catalog }) => {
    const deps: RouteMountDeps = { db, validateResponses: options.validateResponses ?? false };
    const { clock, calendar } = options;

    mountRoute(api, routes['product.validate'], deps, async ({ body }) => {
      const found = await findProduct(catalog, body);
      if (!found.ok) return found.outcome;
      const { product } = found;
      // Missing attributes take their default (the shopper chose nothing to change); an unknown
      // value is replaced by the default and an unknown attribute dropped, both reported.
      const configuration: Record<string, string> = {};
      const changedAttributes: string[] = [];
      for (const attribute of product.attributes) {
        const sent = body.configuration[attribute.key];
        const known = attribute.options.find((option) => option.value === sent);
        configuration[attribute.key] = known?.value ?? attribute.defaultValue;
        if (sent !== undefined && known === undefined) changedAttributes.push(attribute.key);
      }
      for (const key of Object.keys(body.configuration)) {
        if (!product.attributes.some((attribute) => attribute.key === key)) changedAttributes.push(key);
      }
      const valid = changedAttributes.length === 0;
      return answer({ valid, configuration, changedAttributes });
    });

    // The quote applies promo codes (a new-customer code must not discount a returning customer's
    // price) and a premium reseller's prices: the token (optional) says who asks, from the
    // Authorization header or, for the product page's own calls from the browser, the auth cookie
    // (see `readsAuthCookie`). Without a signing key, all are guests.
    const quoteDeps: RouteMountDeps =
      tokenSigningKey === undefined
        ? deps
        : {
            ...deps,
            ...customerAuthentication(createAccessTokens(tokenSigningKey, clock), db),
            readsAuthCookie: true,
          };

    mountRoute(api, routes['product.quote'], quoteDeps, async ({ body, tenant, customerId, c }) => {
      const found = await findProduct(catalog, body.attributes, 'attributes.');
      if (!found.ok) return found.outcome;
      const { product } = found;
      const priorities =
        body.priorities.length === 0 ? product.deliverySpeeds.map((speed) => speed.key) : body.priorities;
      // The VAT follows where the job ships and who is invoiced: the shopper's open cart's
      // addresses when it has them (as the cart will price the line), else those sent.
      const cart = body.cart === undefined ? undefined : await findCart(db, body.cart.id);
      const ownCart =
        cart !== undefined && callerOwns(cart, { tenantCode: tenant.tenant.code, customerId })
          ? cart
          : undefined;
      const cartShipTo = ownCart === undefined ? undefined : shipToOf(ownCart);
      const shippingCountry = cartShipTo?.country ?? body.addresses?.shipping?.country;
      const country = shippingCountry ?? body.country;
      const postalCode = cartShipTo?.postalCode ?? body.addresses?.shipping?.postalCode ?? body.zip;
      const sentBilling = body.addresses?.billing;
      const billTo =
        (ownCart === undefined ? undefined : billToOf(ownCart)) ??
        (sentBilling === undefined
          ? undefined
          : { country: sentBilling.country, vatNumber: sentBilling.vatNumber ?? null });
      const errors: FieldError[] = [
        ...quantityErrors(product, body.quantities, 'quantities'),
        ...body.priorities.flatMap((priority, index) =>
          product.deliverySpeeds.some((speed) => speed.key === priority)
            ? []
            : [{ path: `priorities.${index}`, message: `Unknown delivery option: ${priority}` }],
        ),
        ...(product.productionTimes.some((time) => time.key === body.attributes.productionTime)
          ? []
          : [
              {
                path: 'attributes.productionTime',
                message: `Unknown production time: ${body.attributes.productionTime}`,
              },
            ]),
        ...countryErrors(
          tenant.tenant,
          country,
          shippingCountry === undefined
            ? 'country'
            : cartShipTo === undefined
              ? 'addresses.shipping.country'
              : 'cart.id',
        ),
        ...(tenant.exchangeRates[body.currency] === undefined
          ? [{ path: 'currency', message: `No exchange rate for ${body.currency}` }]
          : []),
      ];
      if (errors.length > 0) return refuseFields(errors);

      const now = clock.now();
      // A code that does not apply here (unknown, ended, another product…) is not an error of
      // the quote: the prices are the list prices, and `promocode` stays null.
      const promo =
        body.promo === undefined
          ? undefined
          : await checkPromotion(db, {
              code: body.promo.code,
              product,
              currency: body.currency,
              country,
              customerId,
              campaign: c.req.header(CAMPAIGN_HEADER),
              now,
            });
      const asker = await customerPricing(db, customerId, billTo);
      const priced = quote(product, {
        selectedAttributes: body.attributes.selectedAttributes,
        quantities: body.quantities,
        deliveryOptions: priorities,
        productionTime: body.attributes.productionTime,
        market: {
          currency: body.currency,
          country,
          postalCode,
          sellerCountry: tenant.tenant.domainConfig.default_iso2,
          buyer: asker.buyer,
        },
        promotion: promo?.status === 'valid' ? promo.discount : undefined,
        exchangeRates: tenant.exchangeRates,
        resellerDiscountPercent: resellerDiscountPercent(tenant.tenant.domainConfig, asker.premium),
      });
      if (!priced.ok) return pricingFailure(priced.error, { attributes: 'attributes.selectedAttributes' });
      const deliveries = productDeliveries(
        product,
        { deliveryOptions: priorities, productionTime: body.attributes.productionTime, now },
        calendar,
      );
      if (!deliveries.ok)
        return pricingFailure(deliveries.error, { attributes: 'attributes.selectedAttributes' });
      const arrival = new Map(
        deliveries.value.map((delivery) => [delivery.deliveryOption, delivery.estimate]),
      );

      return answer({
        quantities: [...priced.value.quantities],
        priceSets: priced.value.priceSets.map((set) => ({
          deliveryKey: set.deliveryKey,
          deliveryOption: set.deliveryOption,
          productionTime: set.productionTime,
          deliverySpeed: set.deliverySpeed,
          quantity: set.quantity,
          amountExclTax: moneyToWire(set.amountExclTax),
          amountInclTax: moneyToWire(set.amountInclTax),
          originalAmountExclTax: moneyToWire(set.originalAmountExclTax),
          originalAmountInclTax: moneyToWire(set.originalAmountInclTax),
          ...(set.publicAmountExclTax === undefined || set.publicAmountInclTax === undefined
            ? {}
            : {
                publicAmountExclTax: moneyToWire(set.publicAmountExclTax),
                publicAmountInclTax: moneyToWire(set.publicAmountInclTax),
              }),
          unitAmountExclTax: moneyToWire(set.unitAmountExclTax),
          unitAmountInclTax: moneyToWire(set.unitAmountInclTax),
          vatAmount: moneyToWire(set.vatAmount),
          vatRate: set.vatRate,
          amountCentExclTax: set.amountExclTax.cents,
          promocode: set.promocode ?? null,
          // Beyond the contract's price set (answers are tolerant): the promised day, DD-MM-YYYY.
          arrivalDate: arrival.get(set.deliveryOption)?.arrivalDateText ?? null,
        })),
        vat: priced.value.vat ?? null,
      });
    });

    mountRoute(api, routes['product.servicePrice'], deps, async ({ body, tenant }) => {
      const found = await findProduct(catalog, { mcpSku: body.mcpSku });
      if (!found.ok) return found.outcome;
      const { product } = found;
      const errors: FieldError[] = [
        ...(body.productKey === product.id
          ? []
          : [{ path: 'productKey', message: `Product ${body.mcpSku} is ${product.id}` }]),
        ...quantityErrors(product, body.quantityList, 'quantityList'),
        ...body.serviceKeys.flatMap((key: ServiceKey, index) => {
          if (key === 'coupon')
            return [{ path: `serviceKeys.${index}`, message: 'A coupon is not a priced service' }];
          if (key === 'SVC-pixart-design-service' && !product.humanDesignService) {
            return [{ path: `serviceKeys.${index}`, message: `${product.name}: no design service` }];
          }
          return [];
        }),
      ];
      if (errors.length > 0) return refuseFields(errors);
      const prices = servicePrices({
        serviceKeys: body.serviceKeys,
        quantities: body.quantityList,
        // The services are billed in the active currency, at the VAT of the shop's country.
        market: { currency: tenant.activeCurrency, country: tenant.tenant.domainConfig.default_iso2 },
        domainConfig: tenant.tenant.domainConfig,
        exchangeRates: tenant.exchangeRates,
      });
      if (!prices.ok) return pricingFailure(prices.error, { attributes: 'variableAttributes' });
      return answer({
        prices: prices.value.map((price) => ({
          key: price.key,
          quantity: price.quantity,
          amountExclTax: moneyToWire(price.amountExclTax),
          vatRate: price.vatRate,
        })),
      });
    });

    mountRoute(api, routes['product.shippingCalculate'], deps, async ({ body, tenant }) => {
      const found = await findProduct(catalog, { mcpSku: body.mcpSku });
      if (!found.ok) return found.outcome;
      const { product } = found;
      const now = clock.now();
      const today = now.toZonedDateTimeISO(SHOP_TIME_ZONE).toPlainDate();
      const orderDay = body.orderDate === undefined ? today : parseDate(body.orderDate);
      const errors: FieldError[] = [
        ...quantityErrors(product, [body.quantity], 'quantity').map((error) => ({
          ...error,
          path: 'quantity',
        })),
        ...body.deliveries.flatMap((key, index) =>
          product.deliverySpeeds.some((speed) => speed.key === key)
            ? []
            : [{ path: `deliveries.${index}`, message: `Unknown delivery option: ${key}` }],
        ),
        ...(product.productionTimes.some((time) => time.key === body.productionTime)
          ? []
          : [{ path: 'productionTime', message: `Unknown production time: ${body.productionTime}` }]),
        ...countryErrors(tenant.tenant, body.countryCode, 'countryCode'),
        ...orderDateErrors(orderDay, today),
      ];
      if (errors.length > 0 || orderDay === null) return refuseFields(errors);
      // A later order day is read as its first minute in Paris, before any cut-off.
      const orderedAt =
        Temporal.PlainDate.compare(orderDay, today) === 0
          ? now
          : orderDay.toZonedDateTime({ timeZone: SHOP_TIME_ZONE }).toInstant();
      const deliveries = productDeliveries(
        product,
        { deliveryOptions: body.deliveries, productionTime: body.productionTime, now: orderedAt },
        calendar,
      );
      if (!deliveries.ok) return pricingFailure(deliveries.error, { attributes: 'mcpSku' });
      const topics = new Set<string>();
      const dates: Record<string, string | null> = {};
      const caveats: Record<string, string[]> = {};
      for (const delivery of deliveries.value) {
        dates[delivery.deliveryOption] = delivery.estimate.arrivalDateText;
        caveats[delivery.deliveryOption] = delivery.estimate.caveats.map((caveat) => caveat.message);
        for (const caveat of delivery.estimate.caveats) topics.add(caveat.topic);
      }
      return answer({ dates, caveats, caveat_topics: [...topics].sort() });
    });

    mountRoute(api, routes['product.inventory'], deps, async ({ body }) => {
      const found = await findProduct(catalog, { mcpSku: body.mcpSku });
      if (!found.ok) return found.outcome;
      const { product } = found;
      const errors: FieldError[] = [
        ...quantityErrors(product, [body.quantity], 'quantity').map((error) => ({
          ...error,
          path: 'quantity',
        })),
        ...(product.productionTimes.some((time) => time.key === body.productionTime)
          ? []
          : [{ path: 'productionTime', message: `Unknown production time: ${body.productionTime}` }]),
      ];
      if (errors.length > 0) return refuseFields(errors);
      const attributes = resolveAttributes(product, body.mcpAttributes);
      if (!attributes.ok) return pricingFailure(attributes.error, { attributes: 'mcpAttributes' });
      // A product printed to order holds no stock (and never runs short: the press makes what
      // is ordered); one made from stock answers the stock of this configuration, if the shop
      // keeps any for it.
      const stock =
        product.madeFromStock === true
          ? await configurationStock(db, {
              mcpSku: product.configurationGraph.mcpSku,
              // Every attribute, the unsent ones at their default (resolveAttributes checked the sent ones).
              attributes: { ...defaultAttributes(product), ...body.mcpAttributes },
              today: clock.now().toZonedDateTimeISO(SHOP_TIME_ZONE).toPlainDate(),
            })
          : undefined;
      if (stock === undefined) {
        return answer({ hasInventory: false, immediateQuantity: 0, futureAvailability: [] });
      }
      return answer({
        hasInventory: true,
        immediateQuantity: stock.onHand,
        futureAvailability: stock.restocks.map((restock) => ({
          date: formatDate(restock.date),
          quantity: restock.quantity,
        })),
      });
    });
  };
