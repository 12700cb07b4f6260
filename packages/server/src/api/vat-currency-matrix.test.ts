import { randomUUID } from 'node:crypto';
import { routes } from '@tirage/api-client/contract';
import { REVERSE_CHARGE_MENTION, roundHalfAwayFromZero } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setPremiumReseller } from '../auth/premium-reseller.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { bearer, dataOf, flyersLine, PASSWORD, uniqueEmail } from './test-support/cart-fixtures.js';
import { FLYERS_QUOTE, openShop, type ShopClient } from './test-support/shop-client.js';

type WireMoney = { currencyCode: string; centAmount: number };
type Line = { taxRate: number; price: WireMoney; taxedTotalPriceWithServices: WireMoney };
type Cart = { id: string; lineItems: Record<string, Line>; totalPrice: WireMoney; taxedPrice: WireMoney };
type Order = {
  currencyCode: string;
  totalPrice: WireMoney;
  taxedPrice: WireMoney;
  vatMention?: string | null;
  lineItems: Line[];
};

/**
 * Every country a shop delivers to in these checks, with its VAT rate as the law sets it, a town, and
 * a company's VAT number there (valid check digits) where it is in the EU.
 */
const PLACES = {
  FR: { rate: 20, postalCode: '75001', city: 'Paris', vatNumber: 'FR40303265045' },
  BE: { rate: 21, postalCode: '1000', city: 'Bruxelles', vatNumber: 'BE0411905847' },
  LU: { rate: 17, postalCode: '1009', city: 'Luxembourg', vatNumber: 'LU20260743' },
  CH: { rate: 8.1, postalCode: '1201', city: 'Genève', vatNumber: undefined },
} as const;
type Country = keyof typeof PLACES;

/** The demo's shops: the French one sells in euros and pounds, the Swiss one in francs and euros. */
const SHOPS = [
  {
    tenant: 'fr',
    origin: 'http://localhost',
    seller: 'FR',
    currencies: ['EUR', 'GBP'],
    countries: ['FR', 'BE', 'LU', 'CH'],
  },
  {
    tenant: 'ch',
    origin: 'http://ch.localhost',
    seller: 'CH',
    currencies: ['CHF', 'EUR'],
    countries: ['CH'],
  },
] as const;

const CUSTOMERS = ['guest', 'private', 'company', 'reseller'] as const;
type CustomerType = (typeof CUSTOMERS)[number];

/** The demo's rates: units of a currency for one euro. */
const UNITS_PER_EURO: Readonly<Record<string, number>> = { EUR: 1, GBP: 0.85, CHF: 0.94 };

const address = (country: Country, withVatNumber: boolean) => ({
  firstName: 'Camille',
  lastName: 'Durand',
  company: 'Atelier Durand',
  street: '1 rue de la Gare',
  postalCode: PLACES[country].postalCode,
  city: PLACES[country].city,
  country,
  ...(withVatNumber && PLACES[country].vatNumber !== undefined
    ? { vatNumber: PLACES[country].vatNumber }
    : {}),
});

/**
 * The VAT the law asks of a shop in `seller` for a job delivered and billed in `country`: the
 * intra-EU reverse charge for a company (or reseller) with a VAT number billed in another EU
 * country than the seller's, else the destination's rate.
 */
function expectedRate(seller: string, country: Country, customer: CustomerType): number {
  const business = customer === 'company' || customer === 'reseller';
  const eu = ['FR', 'BE', 'LU'];
  return business && eu.includes(seller) && eu.includes(country) && country !== seller
    ? 0
    : PLACES[country].rate;
}

reportPostgresSkipped('VAT and currency for each country, customer and currency');

describe.each(eachDatabase)(
  'VAT and currency for each country, customer and currency on %s',
  (_name, target) => {
    let handle: TestDatabase;
    let shop: ShopClient;
    /** The auth headers of each kind of customer, per shop. */
    const sessions = new Map<string, Record<string, string>>();

    async function register(
      origin: string,
      label: string,
      category: 1 | 2,
    ): Promise<{ email: string; auth: Record<string, string> }> {
      const email = uniqueEmail(label);
      dataOf(
        'customer.create',
        await shop.call('customer.create', {
          body: { email, password: PASSWORD, newsletter: false, user_category: category },
          origin,
        }),
      );
      const grant = dataOf<{ access_token: string }>(
        'auth.login',
        await shop.call('auth.login', { body: { email, password: PASSWORD }, origin }),
      );
      return { email, auth: bearer(grant.access_token) };
    }

    beforeAll(async () => {
      handle = await target.open();
      shop = await openShop(handle);
      for (const { tenant, origin } of SHOPS) {
        sessions.set(`${tenant}:guest`, {});
        sessions.set(`${tenant}:private`, (await register(origin, `particulier-${tenant}`, 2)).auth);
        sessions.set(`${tenant}:company`, (await register(origin, `societe-${tenant}`, 1)).auth);
        const reseller = await register(origin, `revendeur-${tenant}`, 1);
        await setPremiumReseller(
          handle.db,
          reseller.email,
          { premium: true, reason: 'Agence' },
          shop.clock.now(),
        );
        sessions.set(`${tenant}:reseller`, reseller.auth);
      }
    });
    afterAll(async () => {
      await handle?.cleanup();
    });

    const combinations = SHOPS.flatMap((shopOf) =>
      shopOf.countries.flatMap((country) =>
        shopOf.currencies.map((currency) => ({ shop: shopOf, country: country as Country, currency })),
      ),
    );

    test.each(combinations)(
      '$shop.tenant shop, delivered to $country, in $currency: every kind of customer is quoted in the currency at the VAT they owe',
      async ({ shop: shopOf, country, currency }) => {
        const excl: Partial<Record<CustomerType, number[]>> = {};
        for (const customer of CUSTOMERS) {
          const headers = {
            ...sessions.get(`${shopOf.tenant}:${customer}`),
            'fe-x-active-currency': currency,
          };
          const billing = {
            country,
            postalCode: PLACES[country].postalCode,
            vatNumber: PLACES[country].vatNumber,
          };
          const answer = await shop.call('product.quote', {
            body: {
              ...FLYERS_QUOTE,
              currency,
              country,
              zip: PLACES[country].postalCode,
              addresses: { shipping: { country, postalCode: PLACES[country].postalCode }, billing },
            },
            headers,
            origin: shopOf.origin,
          });
          expect(answer.status, JSON.stringify(answer.json)).toBe(200);
          const quoted = routes['product.quote'].response.parse(answer.json).data;
          const rate = expectedRate(shopOf.seller, country, customer);
          expect(quoted.vat?.rate, `${customer}`).toBe(rate);
          expect(quoted.vat?.regime).toBe(rate === 0 ? 'reverseCharge' : 'standard');
          expect(quoted.vat?.mention ?? null).toBe(rate === 0 ? REVERSE_CHARGE_MENTION : null);
          for (const set of quoted.priceSets) {
            expect(set.amountExclTax.currencyCode).toBe(currency);
            expect(set.amountInclTax.currencyCode).toBe(currency);
            expect(set.vatRate).toBe(rate);
            expect(set.amountInclTax.centAmount).toBe(
              set.amountExclTax.centAmount +
                roundHalfAwayFromZero((set.amountExclTax.centAmount * rate) / 100),
            );
          }
          excl[customer] = quoted.priceSets.map((set) => set.amountExclTax.centAmount);
        }
        // Whoever asks, a job costs the same before VAT; a premium reseller pays less.
        expect(excl.private).toEqual(excl.guest);
        expect(excl.company).toEqual(excl.guest);
        excl.reseller?.forEach((amount, index) => {
          expect(amount).toBeLessThan(excl.guest?.[index] ?? 0);
        });
        // In euros, the catalogue's prices; in another currency, the same converted (within a cent).
        if (currency !== 'EUR') {
          const euros = await shop.call('product.quote', {
            body: { ...FLYERS_QUOTE, currency: 'EUR', country, zip: PLACES[country].postalCode },
            headers: { 'fe-x-active-currency': 'EUR' },
            origin: shopOf.origin,
          });
          const inEuros = routes['product.quote'].response.parse(euros.json).data;
          inEuros.priceSets.forEach((set, index) => {
            const converted = set.amountExclTax.centAmount * (UNITS_PER_EURO[currency] ?? Number.NaN);
            expect(Math.abs((excl.guest?.[index] ?? 0) - converted)).toBeLessThan(1);
          });
        }
      },
    );

    test.each(combinations)(
      '$shop.tenant shop, delivered to $country, in $currency: cart, quote with the cart and order agree to the cent for every customer',
      async ({ shop: shopOf, country, currency }) => {
        for (const customer of CUSTOMERS) {
          const auth = sessions.get(`${shopOf.tenant}:${customer}`) ?? {};
          const headers = { ...auth, 'fe-x-active-currency': currency };
          const call = (
            name: Parameters<ShopClient['call']>[0],
            options: Parameters<ShopClient['call']>[1],
          ) =>
            shop.call(name, {
              ...options,
              headers: { ...headers, ...options?.headers },
              origin: shopOf.origin,
            });
          const guest = customer === 'guest';
          const cart = dataOf<Cart>(
            'cart.open',
            await call('cart.open', {
              body: {
                currency,
                country,
                locale: 'fr',
                ...(guest ? { anonymousUserId: randomUUID() } : { forceCreate: true }),
              },
            }),
          );
          let filled = dataOf<Cart>(
            'cart.putItem',
            await call('cart.putItem', {
              params: { id: cart.id },
              body: flyersLine({
                currencyCode: currency,
                shipTo: { country, postalCode: PLACES[country].postalCode },
              }),
            }),
          );
          if (!guest) {
            filled = dataOf<Cart>(
              'cart.setAddress',
              await call('cart.setAddress', {
                params: { id: cart.id },
                body: { shippingAddress: address(country, false), billingAddress: address(country, true) },
              }),
            );
          }
          const rate = expectedRate(shopOf.seller, country, customer);
          const [line] = Object.values(filled.lineItems);
          expect(line?.taxRate, customer).toBe(rate);
          expect(line?.price.currencyCode).toBe(currency);
          expect(filled.totalPrice.currencyCode).toBe(currency);
          expect(filled.taxedPrice.centAmount).toBe(
            filled.totalPrice.centAmount + roundHalfAwayFromZero((filled.totalPrice.centAmount * rate) / 100),
          );

          // The product page's quote names the cart: the same job, the same money.
          const quoted = routes['product.quote'].response.parse(
            (
              await call('product.quote', {
                body: {
                  ...FLYERS_QUOTE,
                  currency,
                  country,
                  zip: PLACES[country].postalCode,
                  cart: { id: cart.id },
                  quantities: [500],
                  priorities: ['standard'],
                  attributes: {
                    ...FLYERS_QUOTE.attributes,
                    selectedAttributes: { format: 'a5', paper: 'couche-brillant' },
                  },
                },
              })
            ).json,
          ).data;
          expect(quoted.priceSets[0]?.amountInclTax).toEqual(line?.taxedTotalPriceWithServices);
          if (guest) continue;

          const placed = dataOf<{ id: string }>(
            'cart.checkout',
            await call('cart.checkout', {
              params: { id: cart.id },
              body: { sender_type: 'product', user_notes: { invoiceRequested: true } },
              headers: { 'idempotency-key': randomUUID() },
            }),
          );
          const order = dataOf<Order>('order.get', await call('order.get', { params: { id: placed.id } }));
          expect(order.currencyCode).toBe(currency);
          expect(order.totalPrice).toEqual(filled.totalPrice);
          expect(order.taxedPrice).toEqual(filled.taxedPrice);
          expect(order.lineItems[0]?.taxRate).toBe(rate);
          expect(order.vatMention ?? null).toBe(rate === 0 ? REVERSE_CHARGE_MENTION : null);
        }
      },
    );
  },
);
