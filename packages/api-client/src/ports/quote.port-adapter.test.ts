import { DESIGN_SERVICE, FILE_CHECK_SERVICE, quoteError } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { success } from '../client/test-support/fake-fetch.js';
import { routeExamples } from '../contract/test-support/route-examples.js';
import { quotePriceSetOf } from './quote.port-adapter.js';
import { flyersGraph, market, portsOn, sentTo } from './test-support/port-fixtures.js';

const eur = (cents: number) => ({ cents, currency: 'EUR' });

const quoteRequest = {
  configurationGraph: flyersGraph,
  selectedAttributes: { format: 'A5', paper: 'couche-350' },
  quantities: [250, 500, 1_000],
  priorities: ['standard', 'express'],
  productionTime: '48h',
  promoCode: 'BF25',
  market,
};

describe('quotes', () => {
  it('send the configuration and market as the contract names them, and map each price set', async () => {
    const { ports, requests } = portsOn();
    const quote = await ports.quote.quotePrices(quoteRequest);
    expect(sentTo(requests, 'product.quote')[0]?.body).toEqual({
      currency: 'EUR',
      country: 'FR',
      zip: '75011',
      quantities: [250, 500, 1_000],
      priorities: ['standard', 'express'],
      attributes: {
        ...flyersGraph,
        productionTime: '48h',
        selectedAttributes: { format: 'A5', paper: 'couche-350' },
      },
      promo: { code: 'BF25' },
    });
    if (!quote.ok) throw new Error(JSON.stringify(quote.error));
    expect(quote.value.quantities).toEqual([500]);
    expect(quote.value.priceSets).toEqual([
      {
        deliveryKey: '500-standard',
        deliveryOption: 'standard',
        productionTime: '48h',
        deliverySpeed: 'standard',
        quantity: 500,
        amountExclTax: eur(2_500),
        amountInclTax: eur(3_000),
        originalAmountExclTax: eur(3_000),
        originalAmountInclTax: eur(3_600),
        unitAmountExclTax: eur(5),
        unitAmountInclTax: eur(6),
        vatAmount: eur(500),
        vatRate: 20,
        promocode: 'BF25',
        arrivalDate: expect.any(Temporal.PlainDate),
      },
    ]);
    expect(quote.value.priceSets[0]?.arrivalDate?.toString()).toBe('2026-11-27');
  });

  it("are 'Quantities list is empty!' without a call when there is nothing to quote", async () => {
    const { ports, requests } = portsOn();
    expect(await ports.quote.quotePrices({ ...quoteRequest, quantities: [] })).toEqual({
      ok: false,
      error: quoteError.emptyQuantities(),
    });
    expect(requests).toEqual([]);
  });

  it('name the shopper’s cart and addresses when known, and map how the prices are taxed', async () => {
    const reverseCharge = {
      rate: 0,
      regime: 'reverseCharge',
      area: null,
      mention: 'Autoliquidation',
    } as const;
    const { ports, requests } = portsOn({
      'product.quote': (request) => {
        const example = routeExamples['product.quote'].response as { data: Record<string, unknown> };
        expect(request.url).toContain('/product/quote');
        return new Response(JSON.stringify({ ...example, data: { ...example.data, vat: reverseCharge } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const quote = await ports.quote.quotePrices({
      ...quoteRequest,
      market: {
        ...market,
        cartId: '6f1c1c3e-8d0a-4a53-9d7b-2b0d9b1e0c11',
        addresses: {
          shipping: { country: 'BE', postalCode: '1000' },
          billing: { country: 'BE', postalCode: '1000', vatNumber: 'BE0411905847' },
        },
      },
    });
    expect(sentTo(requests, 'product.quote')[0]?.body).toMatchObject({
      cart: { id: '6f1c1c3e-8d0a-4a53-9d7b-2b0d9b1e0c11' },
      addresses: {
        shipping: { country: 'BE', postalCode: '1000' },
        billing: { country: 'BE', postalCode: '1000', vatNumber: 'BE0411905847' },
      },
    });
    if (!quote.ok) throw new Error(JSON.stringify(quote.error));
    expect(quote.value.vat).toEqual(reverseCharge);
  });

  it('leave the promo, the cart and the addresses out when there are none', async () => {
    const { ports, requests } = portsOn();
    await ports.quote.quotePrices({ ...quoteRequest, promoCode: undefined });
    const body = sentTo(requests, 'product.quote')[0]?.body;
    expect(body).not.toHaveProperty('promo');
    expect(body).not.toHaveProperty('cart');
    expect(body).not.toHaveProperty('addresses');
  });
});

describe('a premium reseller’s price set', () => {
  const wire = {
    deliveryKey: 'standard:standard',
    deliveryOption: 'standard',
    productionTime: 'standard',
    deliverySpeed: 'standard',
    quantity: 500,
    amountExclTax: { currencyCode: 'EUR', centAmount: 2_700 },
    amountInclTax: { currencyCode: 'EUR', centAmount: 3_240 },
    originalAmountExclTax: { currencyCode: 'EUR', centAmount: 2_700 },
    originalAmountInclTax: { currencyCode: 'EUR', centAmount: 3_240 },
    unitAmountExclTax: { currencyCode: 'EUR', centAmount: 5 },
    unitAmountInclTax: { currencyCode: 'EUR', centAmount: 6 },
    vatAmount: { currencyCode: 'EUR', centAmount: 540 },
    vatRate: 20,
    amountCentExclTax: 2_700,
    promocode: null,
  } as const;

  it('keeps the public price beside the reseller price, and has none for anyone else', () => {
    const reseller = quotePriceSetOf({
      ...wire,
      publicAmountExclTax: { currencyCode: 'EUR', centAmount: 3_000 },
      publicAmountInclTax: { currencyCode: 'EUR', centAmount: 3_600 },
    });
    expect(reseller.amountExclTax).toEqual(eur(2_700));
    expect(reseller.publicAmountExclTax).toEqual(eur(3_000));
    expect(reseller.publicAmountInclTax).toEqual(eur(3_600));
    const publicSet = quotePriceSetOf(wire);
    expect('publicAmountExclTax' in publicSet).toBe(false);
    expect('publicAmountInclTax' in publicSet).toBe(false);
  });
});

describe('deliveries', () => {
  const request = {
    mcpSku: 'FLY-A5',
    deliveryOptions: ['express', 'standard', 'economy'],
    quantity: 500,
    productionTime: '48h',
    market,
  };

  it('come in the order asked, undated options without a date, unanswered ones left out', async () => {
    const { ports, requests } = portsOn();
    const deliveries = await ports.quote.deliveries(request);
    expect(sentTo(requests, 'product.shippingCalculate')[0]?.body).toEqual({
      deliveries: ['express', 'standard', 'economy'],
      quantity: 500,
      countryCode: 'FR',
      zipCode: '75011',
      mcpSku: 'FLY-A5',
      productionTime: '48h',
    });
    if (!deliveries.ok) throw new Error(JSON.stringify(deliveries.error));
    expect(
      deliveries.value.map((delivery) => [
        delivery.deliveryOption,
        delivery.arrivalDate?.toString(),
        delivery.caveats,
      ]),
    ).toEqual([
      ['express', undefined, []],
      ['standard', '2026-11-27', ['shipping_caveat_island']],
    ]);
  });

  it('are none, without a call, for no delivery option', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.quote.deliveries({ ...request, deliveryOptions: [] })).toEqual({
      ok: true,
      value: [],
    });
    expect(requests).toEqual([]);
  });

  it('take an option without caveats as having none', async () => {
    const { ports } = portsOn({
      'product.shippingCalculate': success({
        dates: { standard: '27-11-2026' },
        caveats: {},
        caveat_topics: [],
      }),
    });
    const deliveries = await ports.quote.deliveries({ ...request, deliveryOptions: ['standard'] });
    expect(deliveries.ok && deliveries.value[0]?.caveats).toEqual([]);
  });
});

describe('service prices', () => {
  it('name the product by its configuration id and map the amounts', async () => {
    const { ports, requests } = portsOn();
    const prices = await ports.quote.servicePrices({
      serviceKeys: [FILE_CHECK_SERVICE, DESIGN_SERVICE],
      configurationId: 'conf-1',
      configurationGraph: flyersGraph,
      quantities: [250, 500],
      selectedAttributes: { format: 'A5' },
      market,
    });
    expect(sentTo(requests, 'product.servicePrice')[0]?.body).toEqual({
      serviceKeys: [FILE_CHECK_SERVICE, DESIGN_SERVICE],
      mcpSku: 'FLY-A5',
      productKey: 'conf-1',
      variantSku: 'v-1',
      quantityList: [250, 500],
      variableAttributes: { format: 'A5' },
    });
    expect(prices).toEqual({
      ok: true,
      value: [{ key: FILE_CHECK_SERVICE, quantity: 500, amountExclTax: eur(490), vatRate: 20 }],
    });
  });

  it('are none, without a call, when no service or quantity is asked', async () => {
    const { ports, requests } = portsOn();
    const request = {
      serviceKeys: [FILE_CHECK_SERVICE],
      configurationId: 'conf-1',
      configurationGraph: flyersGraph,
      quantities: [500],
      selectedAttributes: {},
      market,
    } as const;
    expect(await ports.quote.servicePrices({ ...request, serviceKeys: [] })).toEqual({ ok: true, value: [] });
    expect(await ports.quote.servicePrices({ ...request, quantities: [] })).toEqual({ ok: true, value: [] });
    expect(requests).toEqual([]);
  });
});
