import {
  err,
  type MarketAddresses,
  ok,
  type QuotePort,
  type QuotePriceSet,
  quoteError,
} from '@tirage/domain';
import type * as z from 'zod';
import type { ApiClient } from '../client/api-client.js';
import type { quotePriceSetSchema } from '../contract/product.js';
import { dateOf, fromAnswer, moneyOf, orUndefined } from './answers.js';
import { configurationGraphToWire } from './cart.mapping.js';

export function quotePriceSetOf(wire: z.output<typeof quotePriceSetSchema>): QuotePriceSet {
  return {
    deliveryKey: wire.deliveryKey,
    deliveryOption: wire.deliveryOption,
    productionTime: wire.productionTime,
    deliverySpeed: wire.deliverySpeed,
    quantity: wire.quantity,
    amountExclTax: moneyOf(wire.amountExclTax),
    amountInclTax: moneyOf(wire.amountInclTax),
    originalAmountExclTax: moneyOf(wire.originalAmountExclTax),
    originalAmountInclTax: moneyOf(wire.originalAmountInclTax),
    ...(wire.publicAmountExclTax === undefined || wire.publicAmountInclTax === undefined
      ? {}
      : {
          publicAmountExclTax: moneyOf(wire.publicAmountExclTax),
          publicAmountInclTax: moneyOf(wire.publicAmountInclTax),
        }),
    unitAmountExclTax: moneyOf(wire.unitAmountExclTax),
    unitAmountInclTax: moneyOf(wire.unitAmountInclTax),
    vatAmount: moneyOf(wire.vatAmount),
    vatRate: wire.vatRate,
    promocode: orUndefined(wire.promocode),
    arrivalDate:
      wire.arrivalDate === null || wire.arrivalDate === undefined ? undefined : dateOf(wire.arrivalDate),
  };
}

/** The addresses a quote is taxed by, as the contract takes them (a VAT number only when given). */
function addressesToWire(addresses: MarketAddresses) {
  const { shipping, billing } = addresses;
  return {
    ...(shipping === undefined
      ? {}
      : { shipping: { country: shipping.country, postalCode: shipping.postalCode } }),
    ...(billing === undefined
      ? {}
      : {
          billing: {
            country: billing.country,
            postalCode: billing.postalCode,
            ...(billing.vatNumber === undefined ? {} : { vatNumber: billing.vatNumber }),
          },
        }),
  };
}

export function createQuotePort(client: ApiClient): QuotePort {
  return {
    async quotePrices(request) {
      // The specification's own message, before any call (the contract refuses an empty list).
      if (request.quantities.length === 0) return err(quoteError.emptyQuantities());
      const { market } = request;
      const answer = await client.call('product.quote', {
        body: {
          currency: market.currency,
          country: market.country,
          zip: market.zipCode,
          quantities: [...request.quantities],
          priorities: [...request.priorities],
          attributes: {
            ...configurationGraphToWire(request.configurationGraph),
            productionTime: request.productionTime,
            selectedAttributes: { ...request.selectedAttributes },
          },
          ...(request.promoCode === undefined ? {} : { promo: { code: request.promoCode } }),
          ...(market.cartId === undefined ? {} : { cart: { id: market.cartId } }),
          ...(market.addresses === undefined ? {} : { addresses: addressesToWire(market.addresses) }),
        },
      });
      return fromAnswer('product.quote', answer, (quote) => ({
        quantities: quote.quantities,
        priceSets: quote.priceSets.map(quotePriceSetOf),
        ...(quote.vat === undefined || quote.vat === null ? {} : { vat: quote.vat }),
      }));
    },

    async deliveries(request) {
      if (request.deliveryOptions.length === 0) return ok([]);
      const answer = await client.call('product.shippingCalculate', {
        body: {
          deliveries: [...request.deliveryOptions],
          quantity: request.quantity,
          countryCode: request.market.country,
          zipCode: request.market.zipCode,
          mcpSku: request.mcpSku,
          productionTime: request.productionTime,
        },
      });
      // In the order asked for; an option the server did not date is left out, so the domain
      // can tell 'No arrival dates found for those deliveries!'.
      return fromAnswer('product.shippingCalculate', answer, ({ dates, caveats }) =>
        request.deliveryOptions.flatMap((deliveryOption) => {
          if (!Object.hasOwn(dates, deliveryOption)) return [];
          const date = dates[deliveryOption];
          return [
            {
              deliveryOption,
              arrivalDate: date === null || date === undefined ? undefined : dateOf(date),
              caveats: caveats[deliveryOption] ?? [],
            },
          ];
        }),
      );
    },

    async servicePrices(request) {
      if (request.serviceKeys.length === 0 || request.quantities.length === 0) return ok([]);
      const graph = request.configurationGraph;
      const answer = await client.call('product.servicePrice', {
        body: {
          serviceKeys: [...request.serviceKeys],
          mcpSku: graph.mcpSku,
          productKey: request.configurationId,
          variantSku: graph.variant,
          quantityList: [...request.quantities],
          variableAttributes: { ...request.selectedAttributes },
        },
      });
      return fromAnswer('product.servicePrice', answer, ({ prices }) =>
        prices.map((price) => ({
          key: price.key,
          quantity: price.quantity,
          amountExclTax: moneyOf(price.amountExclTax),
          vatRate: price.vatRate,
        })),
      );
    },
  };
}
