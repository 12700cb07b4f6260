import { randomUUID } from 'node:crypto';
import { routes } from '@tirage/api-client/contract';
import { REVERSE_CHARGE_MENTION, roundHalfAwayFromZero } from '@tirage/domain';
import { PARIS_ADDRESS } from '@tirage/domain/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { bearer, dataOf, flyersLine, PASSWORD, uniqueEmail } from './test-support/cart-fixtures.js';
import { FLYERS_QUOTE, openShop, type ShopClient } from './test-support/shop-client.js';

type WireMoney = { currencyCode: string; centAmount: number };
type Line = {
  id: string;
  price: WireMoney;
  taxRate: number;
  vatMention?: string | null;
  taxedTotalPriceWithServices: WireMoney;
  services: { key: string; unitPrice: WireMoney; taxRate: number }[];
};
type Cart = {
  id: string;
  lineItems: Record<string, Line>;
  totalPrice: WireMoney;
  taxedPrice: WireMoney;
  vatMention?: string | null;
};
type Order = { lineItems: Line[]; totalPrice: WireMoney; taxedPrice: WireMoney; vatMention?: string | null };

/** A Belgian company's valid VAT number (its check digits hold). */
const BELGIAN_VAT = 'BE0411905847';
const BRUSSELS_ADDRESS = {
  ...PARIS_ADDRESS,
  country: 'BE',
  postalCode: '1000',
  city: 'Bruxelles',
  street: 'Rue Neuve 1',
  company: 'Imprimés Bruxellois SA',
};

reportPostgresSkipped('VAT by destination and customer');

describe.each(eachDatabase)('VAT by destination and customer on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let company: Record<string, string>;
  let privateCustomer: Record<string, string>;

  async function register(label: string, category: 1 | 2): Promise<Record<string, string>> {
    const email = uniqueEmail(label);
    dataOf(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: category },
      }),
    );
    const grant = dataOf<{ access_token: string }>(
      'auth.login',
      await shop.call('auth.login', { body: { email, password: PASSWORD } }),
    );
    return bearer(grant.access_token);
  }

  async function quote(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const answer = await shop.call('product.quote', { body: { ...FLYERS_QUOTE, ...body }, headers });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return routes['product.quote'].response.parse(answer.json).data;
  }

  /** A new cart of the caller holding the flyers line, with the addresses given. */
  async function cartWith(
    auth: Record<string, string>,
    addresses: { shippingAddress?: object; billingAddress?: object },
  ): Promise<Cart> {
    const cart = dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', {
        body: { currency: 'EUR', country: 'FR', locale: 'fr', forceCreate: true },
        headers: auth,
      }),
    );
    dataOf(
      'cart.putItem',
      await shop.call('cart.putItem', { params: { id: cart.id }, body: flyersLine(), headers: auth }),
    );
    return dataOf<Cart>(
      'cart.setAddress',
      await shop.call('cart.setAddress', { params: { id: cart.id }, body: addresses, headers: auth }),
    );
  }

  const onlyLine = (cart: Cart): Line => {
    const [line, ...others] = Object.values(cart.lineItems);
    if (line === undefined || others.length > 0) throw new Error('the cart holds one line');
    return line;
  };

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
    company = await register('societe', 1);
    privateCustomer = await register('particulier', 2);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('the quote taxes at the destination’s rate, and by the French postcode’s territory', async () => {
    const paris = await quote({});
    expect(paris.priceSets.every((set) => set.vatRate === 20)).toBe(true);
    expect(paris.vat).toEqual({ rate: 20, regime: 'standard', area: null, mention: null });

    const reunion = await quote({ zip: '97400' });
    expect(reunion.vat).toMatchObject({ rate: 8.5, regime: 'overseas', area: 'La Réunion' });
    const guyane = await quote({ addresses: { shipping: { country: 'FR', postalCode: '97300' } } });
    expect(guyane.vat).toMatchObject({ rate: 0, regime: 'outsideVatArea', area: 'Guyane' });
    const ajaccio = await quote({ zip: '20000' });
    expect(ajaccio.vat).toMatchObject({ rate: 20, regime: 'standard', area: 'Corse' });
    const brussels = await quote({ country: 'BE', zip: '1000' });
    expect(brussels.vat).toMatchObject({ rate: 21, regime: 'standard' });

    // The same prices excluding VAT everywhere, and each incl. VAT is excl. + VAT rounded once.
    for (const quoted of [reunion, guyane, ajaccio, brussels]) {
      quoted.priceSets.forEach((set, index) => {
        expect(set.amountExclTax).toEqual(paris.priceSets[index]?.amountExclTax);
        const vat = roundHalfAwayFromZero((set.amountExclTax.centAmount * set.vatRate) / 100);
        expect(set.amountInclTax.centAmount).toBe(set.amountExclTax.centAmount + vat);
      });
    }
  });

  test('a company billed in Belgium with a valid VAT number is reverse-charged; a private customer and a guest never are', async () => {
    const billing = { country: 'BE', postalCode: '1000', vatNumber: BELGIAN_VAT };
    const addresses = { shipping: { country: 'BE', postalCode: '1000' }, billing };
    const reverse = await quote({ addresses }, company);
    expect(reverse.vat).toEqual({
      rate: 0,
      regime: 'reverseCharge',
      area: null,
      mention: REVERSE_CHARGE_MENTION,
    });
    for (const set of reverse.priceSets) {
      expect(set.vatRate).toBe(0);
      expect(set.amountInclTax).toEqual(set.amountExclTax);
    }
    for (const headers of [privateCustomer, {}]) {
      const charged = await quote({ addresses }, headers);
      expect(charged.vat).toMatchObject({ rate: 21, regime: 'standard' });
    }
    // A wrong check digit is no VAT number.
    const wrong = await quote(
      { addresses: { ...addresses, billing: { ...billing, vatNumber: 'BE0411905848' } } },
      company,
    );
    expect(wrong.vat).toMatchObject({ rate: 21, regime: 'standard' });
  });

  test('cart, quote with the cart and order agree to the cent on a reverse charge, and the order carries its mention', async () => {
    const cart = await cartWith(company, {
      shippingAddress: BRUSSELS_ADDRESS,
      billingAddress: { ...BRUSSELS_ADDRESS, vatNumber: BELGIAN_VAT },
    });
    const line = onlyLine(cart);
    expect(line.taxRate).toBe(0);
    expect(line.vatMention).toBe(REVERSE_CHARGE_MENTION);
    expect(cart.vatMention).toBe(REVERSE_CHARGE_MENTION);
    expect(cart.taxedPrice).toEqual(cart.totalPrice);

    // The product page's quote names the cart: the server reads its addresses, whatever is sent.
    const quoted = await quote(
      {
        cart: { id: cart.id },
        quantities: [500],
        priorities: ['standard'],
        attributes: {
          ...FLYERS_QUOTE.attributes,
          selectedAttributes: { format: 'a5', paper: 'couche-brillant' },
        },
      },
      company,
    );
    expect(quoted.vat?.regime).toBe('reverseCharge');
    expect(quoted.priceSets[0]?.amountInclTax).toEqual(line.taxedTotalPriceWithServices);

    const placed = dataOf<{ id: string }>(
      'cart.checkout',
      await shop.call('cart.checkout', {
        params: { id: cart.id },
        body: { sender_type: 'product', user_notes: { invoiceRequested: true } },
        headers: { ...company, 'idempotency-key': randomUUID() },
      }),
    );
    const order = dataOf<Order>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: company }),
    );
    expect(order.vatMention).toBe(REVERSE_CHARGE_MENTION);
    expect(order.taxedPrice).toEqual(order.totalPrice);
    expect(order.lineItems[0]?.taxRate).toBe(0);
  });

  test('changing the billing address prices the cart again: without the VAT number the VAT is back', async () => {
    const reverse = await cartWith(company, {
      shippingAddress: BRUSSELS_ADDRESS,
      billingAddress: { ...BRUSSELS_ADDRESS, vatNumber: BELGIAN_VAT },
    });
    expect(onlyLine(reverse).taxRate).toBe(0);
    const charged = dataOf<Cart>(
      'cart.setAddress',
      await shop.call('cart.setAddress', {
        params: { id: reverse.id },
        body: { billingAddress: BRUSSELS_ADDRESS },
        headers: company,
      }),
    );
    const line = onlyLine(charged);
    expect(line.taxRate).toBe(21);
    expect(charged.vatMention).toBeNull();
    expect(charged.totalPrice).toEqual(reverse.totalPrice);
    expect(charged.taxedPrice.centAmount).toBe(
      charged.totalPrice.centAmount + roundHalfAwayFromZero(charged.totalPrice.centAmount * 0.21),
    );
  });

  test('a company’s billing address without a VAT number takes the one of its company profile', async () => {
    const profiled = await register('societe-profil', 1);
    dataOf(
      'customer.update',
      await shop.call('customer.update', {
        body: { company: 'Imprimés Bruxellois SA', vatNumber: BELGIAN_VAT },
        headers: profiled,
      }),
    );
    const cart = await cartWith(profiled, {
      shippingAddress: BRUSSELS_ADDRESS,
      billingAddress: BRUSSELS_ADDRESS,
    });
    expect(onlyLine(cart).taxRate).toBe(0);
    expect(cart.vatMention).toBe(REVERSE_CHARGE_MENTION);
    // Billed in France, the seller’s country: the French VAT.
    const french = await cartWith(profiled, {
      shippingAddress: BRUSSELS_ADDRESS,
      billingAddress: PARIS_ADDRESS,
    });
    expect(onlyLine(french).taxRate).toBe(21);
  });

  test('a private customer’s billing address with a VAT number is charged the VAT; an overseas address its own rate', async () => {
    const privateCart = await cartWith(privateCustomer, {
      shippingAddress: BRUSSELS_ADDRESS,
      billingAddress: { ...BRUSSELS_ADDRESS, vatNumber: BELGIAN_VAT },
    });
    expect(onlyLine(privateCart).taxRate).toBe(21);
    expect(privateCart.vatMention).toBeNull();

    const reunion = { ...PARIS_ADDRESS, postalCode: '97400', city: 'Saint-Denis' };
    const overseas = await cartWith(privateCustomer, { shippingAddress: reunion, billingAddress: reunion });
    expect(onlyLine(overseas).taxRate).toBe(8.5);
    const mayotte = { ...PARIS_ADDRESS, postalCode: '97600', city: 'Mamoudzou' };
    const outside = await cartWith(privateCustomer, { shippingAddress: mayotte, billingAddress: mayotte });
    expect(onlyLine(outside).taxRate).toBe(0);
    expect(outside.vatMention).toBe('TVA non applicable, article 294 du CGI.');
  });
});
