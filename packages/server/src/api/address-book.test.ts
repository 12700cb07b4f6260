import { fc } from '@fast-check/vitest';
import {
  errorEnvelopeSchema,
  type RouteDefinition,
  type RouteName,
  routes,
} from '@tirage/api-client/contract';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { MAX_ADDRESSES_PER_TYPE } from '../customer/address-store.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { openShop, type ShopClient, WEDNESDAY_9AM_PARIS } from './test-support/shop-client.js';

type Answer = { status: number; json: Record<string, unknown> };

interface WireAddress {
  readonly id: string;
  readonly type: 'shipping' | 'billing';
  readonly [field: string]: unknown;
}
interface Book {
  readonly shippingAddresses: readonly WireAddress[];
  readonly billingAddresses: readonly WireAddress[];
  readonly defaultShippingAddressId: string | null;
  readonly defaultBillingAddressId: string | null;
}

function dataOf(name: RouteName, answer: Answer): Record<string, unknown> {
  const route: RouteDefinition = routes[name];
  expect(answer.status, JSON.stringify(answer.json)).toBe(route.successStatus ?? 200);
  return (route.response.parse(answer.json) as { data: Record<string, unknown> }).data;
}

const bookOf = (name: RouteName, answer: Answer): Book => dataOf(name, answer).customerAddresses as Book;

function errorOf(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  const parsed = errorEnvelopeSchema.parse(answer.json);
  expect(parsed.code).toBe(status);
  return parsed;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.fr`;
const PASSWORD = 'correct horse battery staple';

/** A Paris address, as a shopper types it. */
const PARIS = {
  country: 'FR',
  postalCode: '75011',
  firstName: 'Claire',
  lastName: 'Martin',
  street: '12 rue Oberkampf',
  city: 'Paris',
} as const;
const LYON = { ...PARIS, postalCode: '69002', street: '3 place Bellecour', city: 'Lyon' } as const;
const NANTES = { ...PARIS, postalCode: '44000', street: '1 quai de la Fosse', city: 'Nantes' } as const;

/** The wire form of an address that had only the fields above. */
const wireOf = (fields: Record<string, unknown>) => ({
  company: null,
  streetComplement: null,
  phone: null,
  email: null,
  vatNumber: null,
  ...fields,
});

const ids = (addresses: readonly WireAddress[]) => addresses.map((address) => address.id);

reportPostgresSkipped('customer address book');

describe.each(eachDatabase)('customer address book on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  async function registerAndLogin(label: string) {
    const email = uniqueEmail(label);
    dataOf(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    const grant = dataOf(
      'auth.login',
      await shop.call('auth.login', {
        body: { email, password: PASSWORD },
        headers: { 'x-test-ip': '192.0.2.7' },
      }),
    ) as { access_token: string; user: { id: string } };
    const headers = bearer(grant.access_token);
    return {
      id: grant.user.id,
      headers,
      add: (body: Record<string, unknown>, extra: Record<string, string> = {}) =>
        shop.call('customer.addAddress', { headers: { ...headers, ...extra }, body }),
      update: (body: Record<string, unknown>, extra: Record<string, string> = {}) =>
        shop.call('customer.updateAddress', { headers: { ...headers, ...extra }, body }),
      setDefault: (body: Record<string, unknown>) =>
        shop.call('customer.setDefaultAddress', { headers, body }),
      remove: (query: Record<string, string>) => shop.call('customer.deleteAddress', { headers, query }),
      get: () => shop.call('customer.get', { headers }),
    };
  }
  type Customer = Awaited<ReturnType<typeof registerAndLogin>>;

  /** Adds an address and answers it (the newest of its type in the answered book). */
  async function added(customer: Customer, body: Record<string, unknown>): Promise<WireAddress> {
    const book = bookOf('customer.addAddress', await customer.add(body));
    const list = body.type === 'billing' ? book.billingAddresses : book.shippingAddresses;
    const address = list.at(-1);
    if (address === undefined) throw new Error('the answered book lacks the address just added');
    return address;
  }

  /** Every address row and both default ids of a customer, as stored: to show a call changed nothing. */
  async function stored(customerId: string) {
    const addresses = await handle.db.query(
      `select id::text, type, fields, has_deferred_payments, created_at::text, updated_at::text
       from addresses where customer_id = $1::uuid order by id`,
      [customerId],
    );
    const defaults = await handle.db.query(
      `select default_shipping_address_id::text as shipping, default_billing_address_id::text as billing,
              updated_at::text
       from customers where id = $1::uuid`,
      [customerId],
    );
    return { addresses, defaults };
  }

  const allAddressRows = async () =>
    (await handle.db.query<{ count: number }>('select count(*)::int as count from addresses'))[0]?.count;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle, { clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown' });
  });
  afterEach(() => shop.clock.set(WEDNESDAY_9AM_PARIS));
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('a new customer has an empty book', async () => {
    const claire = await registerAndLogin('empty');
    expect(bookOf('customer.get', await claire.get())).toEqual({
      shippingAddresses: [],
      billingAddresses: [],
      defaultShippingAddressId: null,
      defaultBillingAddressId: null,
    });
  });

  test('add, change, choose the default and remove addresses; customer.get shows the book', async () => {
    const claire = await registerAndLogin('book');

    // The first shipping address becomes the default; the second does not take its place.
    const first = await added(claire, { type: 'shipping', ...PARIS, phone: '+33 1 23 45 67 89' });
    expect(first).toEqual({
      id: expect.any(String),
      type: 'shipping',
      ...wireOf(PARIS),
      phone: '+33 1 23 45 67 89',
    });
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ minutes: 1 }));
    const second = await added(claire, { type: 'shipping', ...LYON });
    let book = bookOf('customer.get', await claire.get());
    expect(ids(book.shippingAddresses)).toEqual([first.id, second.id]);
    expect(book.defaultShippingAddressId).toBe(first.id);
    expect(book.billingAddresses).toEqual([]);
    expect(book.defaultBillingAddressId).toBeNull();

    // A billing address is the first of its type: the billing default, the shipping one unchanged.
    const billing = await added(claire, {
      type: 'billing',
      ...PARIS,
      company: 'Imprimerie Martin',
      vatNumber: 'FR40123456789',
    });
    book = bookOf('customer.get', await claire.get());
    expect(book).toMatchObject({ defaultShippingAddressId: first.id, defaultBillingAddressId: billing.id });
    expect(book.billingAddresses).toEqual([
      {
        id: billing.id,
        type: 'billing',
        ...wireOf(PARIS),
        company: 'Imprimerie Martin',
        vatNumber: 'FR40123456789',
      },
    ]);

    // An update changes the fields sent and keeps the others; an empty company clears it.
    const changed = bookOf(
      'customer.updateAddress',
      await claire.update({ id: billing.id, type: 'billing', street: '8 rue de la Roquette', company: '' }),
    );
    expect(changed.billingAddresses).toEqual([
      {
        ...wireOf(PARIS),
        id: billing.id,
        type: 'billing',
        street: '8 rue de la Roquette',
        vatNumber: 'FR40123456789',
      },
    ]);
    expect(changed.shippingAddresses).toEqual(book.shippingAddresses);

    // Choosing the default.
    book = bookOf('customer.setDefaultAddress', await claire.setDefault({ type: 'shipping', id: second.id }));
    expect(book.defaultShippingAddressId).toBe(second.id);
    expect(book.defaultBillingAddressId).toBe(billing.id);

    // Removing an address that is not the default leaves the default alone.
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ minutes: 2 }));
    const third = await added(claire, { type: 'shipping', ...NANTES });
    book = bookOf('customer.deleteAddress', await claire.remove({ type: 'shipping', id: first.id }));
    expect(ids(book.shippingAddresses)).toEqual([second.id, third.id]);
    expect(book.defaultShippingAddressId).toBe(second.id);

    // Removing the default makes the most recently added one left the default... even when
    // an older one was changed later.
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ minutes: 3 }));
    const fourth = await added(claire, { type: 'shipping', ...PARIS });
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ minutes: 4 }));
    dataOf(
      'customer.updateAddress',
      await claire.update({ id: third.id, type: 'shipping', city: 'Nantes Centre' }),
    );
    book = bookOf('customer.deleteAddress', await claire.remove({ type: 'shipping', id: second.id }));
    expect(ids(book.shippingAddresses)).toEqual([third.id, fourth.id]);
    expect(book.defaultShippingAddressId).toBe(fourth.id);
    book = bookOf('customer.deleteAddress', await claire.remove({ type: 'shipping', id: fourth.id }));
    expect(book.defaultShippingAddressId).toBe(third.id);

    // ... and none when none is left; the billing side is untouched throughout.
    book = bookOf('customer.deleteAddress', await claire.remove({ type: 'shipping', id: third.id }));
    expect(book).toMatchObject({
      shippingAddresses: [],
      defaultShippingAddressId: null,
      defaultBillingAddressId: billing.id,
    });
    expect(bookOf('customer.get', await claire.get())).toEqual(book);

    // After the book emptied, the next address is the first again.
    const again = await added(claire, { type: 'shipping', ...LYON });
    expect(bookOf('customer.get', await claire.get()).defaultShippingAddressId).toBe(again.id);
  });

  test('the whitespace around a field is trimmed and a blank optional field is not kept', async () => {
    const claire = await registerAndLogin('trim');
    const address = await added(claire, {
      type: 'shipping',
      ...PARIS,
      postalCode: ' 75011 ',
      company: '  Atelier Martin ',
      streetComplement: '   ',
    });
    expect(address).toMatchObject({ postalCode: '75011', company: 'Atelier Martin', streetComplement: null });
    const [row] = await handle.db.query<{ fields: Record<string, unknown> }>(
      'select fields from addresses where id = $1::uuid',
      [address.id],
    );
    expect(row?.fields).toEqual({ ...PARIS, company: 'Atelier Martin' });
  });

  test.each([
    [
      'a missing street and city',
      { type: 'shipping', ...PARIS, street: undefined, city: undefined },
      ['city', 'street'],
    ],
    ['an unknown type', { ...PARIS, type: 'delivery' }, ['type']],
    [
      'hasDeferredPayments (staff only)',
      { type: 'billing', ...PARIS, hasDeferredPayments: true },
      ['hasDeferredPayments'],
    ],
    ['a French postal code of 4 digits', { type: 'shipping', ...PARIS, postalCode: '7501' }, ['postalCode']],
    [
      'a country this shop does not deliver to',
      { type: 'shipping', ...PARIS, country: 'DE', postalCode: '10115' },
      ['country'],
    ],
    [
      'both a country not delivered and a bad postal code',
      { type: 'shipping', ...PARIS, country: 'DE', postalCode: '1011' },
      ['country', 'postalCode'],
    ],
    ['a lower-case country', { type: 'shipping', ...PARIS, country: 'fr' }, ['country']],
    ['a bad phone number', { type: 'shipping', ...PARIS, phone: 'call me' }, ['phone']],
  ])(
    'adding an address with %s is refused with field errors, writing nothing',
    async (_label, body, paths) => {
      const claire = await registerAndLogin('badadd');
      const before = await allAddressRows();
      const refused = errorOf(await claire.add(body), 400);
      expect(refused.errors?.map((error) => error.path).sort()).toEqual(paths);
      expect(await allAddressRows()).toBe(before);
      expect((await stored(claire.id)).defaults).toEqual([
        expect.objectContaining({ shipping: null, billing: null }),
      ]);
    },
  );

  test('a refused update changes nothing', async () => {
    const claire = await registerAndLogin('badupdate');
    const address = await added(claire, { type: 'shipping', ...PARIS });
    const before = await stored(claire.id);
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ hours: 1 }));
    for (const [body, paths] of [
      [{ postalCode: '750110' }, ['postalCode']],
      [{ country: 'DE', postalCode: '10115' }, ['country']],
      // Only the country changes: the postal code in the book is checked against it.
      [{ country: 'BE' }, ['postalCode']],
      [{ firstName: '' }, ['firstName']],
      [{ hasDeferredPayments: true }, ['hasDeferredPayments']],
      [{ vatNumber: '40123456789' }, ['vatNumber']],
    ] as const) {
      const refused = errorOf(await claire.update({ id: address.id, type: 'shipping', ...body }), 400);
      expect(refused.errors?.map((error) => error.path).sort(), JSON.stringify(body)).toEqual(paths);
    }
    expect(await stored(claire.id)).toEqual(before);

    // With a Belgian postal code the same move is accepted.
    const moved = bookOf(
      'customer.updateAddress',
      await claire.update({
        id: address.id,
        type: 'shipping',
        country: 'BE',
        postalCode: '1000',
        city: 'Bruxelles',
      }),
    );
    expect(moved.shippingAddresses).toEqual([
      {
        ...wireOf(PARIS),
        id: address.id,
        type: 'shipping',
        country: 'BE',
        postalCode: '1000',
        city: 'Bruxelles',
      },
    ]);
  });

  test('generated five-digit French postal codes are accepted, strings of another length refused', async () => {
    const claire = await registerAndLogin('postalprop');
    const address = await added(claire, { type: 'shipping', ...PARIS });
    const storedCode = async () =>
      (
        await handle.db.query<{ code: string }>(
          "select fields->>'postalCode' as code from addresses where id = $1::uuid",
          [address.id],
        )
      )[0]?.code;

    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[0-9]{5}$/), async (code) => {
        const book = bookOf(
          'customer.updateAddress',
          await claire.update({ id: address.id, type: 'shipping', postalCode: code }),
        );
        expect(book.shippingAddresses[0]?.postalCode).toBe(code);
        expect(await storedCode()).toBe(code);
      }),
      { numRuns: 25 },
    );

    const kept = await storedCode();
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Za-z0-9]{2,12}$/).filter((code) => code.length !== 5),
        async (code) => {
          const refused = errorOf(
            await claire.update({ id: address.id, type: 'shipping', postalCode: code }),
            400,
          );
          expect(refused.errors?.map((error) => error.path)).toEqual(['postalCode']);
          expect(await storedCode()).toBe(kept);
        },
      ),
      { numRuns: 25 },
    );
  });

  test.each([
    ['fr', 'MC', '98000', true],
    ['fr', 'MC', '9800', false],
    ['fr', 'LU', '1009', true],
    ['be', 'BE', '1000', true],
    ['be', 'BE', '10000', false],
    ['be', 'LU', 'L-1009', false],
    ['ch', 'CH', '1201', true],
    ['ch', 'CH', '12010', false],
    // The ch shop delivers only to Switzerland.
    ['ch', 'FR', '75011', false],
  ])('on the %s shop, %s %s is accepted: %s', async (tenant, country, postalCode, accepted) => {
    const claire = await registerAndLogin(`country${tenant}${country}`);
    const answer = await claire.add(
      { type: 'shipping', ...PARIS, country, postalCode },
      { 'fe-x-tenant': tenant },
    );
    if (accepted) {
      expect(bookOf('customer.addAddress', answer).shippingAddresses).toEqual([
        expect.objectContaining({ country, postalCode }),
      ]);
    } else {
      expect(errorOf(answer, 400).errors?.length).toBe(1);
      expect((await stored(claire.id)).addresses).toEqual([]);
    }
  });

  test("another customer's address cannot be changed, chosen or removed, nor told from an unknown one", async () => {
    const alice = await registerAndLogin('alice');
    const bob = await registerAndLogin('bob');
    const shipping = await added(alice, { type: 'shipping', ...PARIS });
    const billing = await added(alice, { type: 'billing', ...LYON });
    await added(bob, { type: 'shipping', ...NANTES });
    const alicesBefore = await stored(alice.id);
    const bobsBefore = await stored(bob.id);

    const notFound = { status: 'error', code: 404, message: 'Address not found', kind: 'address.notFound' };
    const probes: readonly [string, 'shipping' | 'billing'][] = [
      [shipping.id, 'shipping'], // Alice's
      [billing.id, 'billing'], // Alice's
      ['00000000-0000-4000-8000-000000000000', 'shipping'], // nobody's
      ['not-a-uuid', 'shipping'],
      ["1' or '1'='1", 'billing'],
      [shipping.id.toUpperCase().replace(/-/g, ''), 'shipping'], // a form PostgreSQL would read as a uuid
    ];
    for (const [id, type] of probes) {
      for (const answer of [
        await bob.update({ id, type, city: 'Ailleurs' }),
        await bob.setDefault({ id, type }),
        await bob.remove({ id, type }),
      ]) {
        expect(errorOf(answer, 404), id).toEqual(notFound);
      }
    }
    // The owner naming an address with the other type is refused the same way.
    for (const answer of [
      await alice.update({ id: shipping.id, type: 'billing', city: 'Ailleurs' }),
      await alice.setDefault({ id: shipping.id, type: 'billing' }),
      await alice.remove({ id: shipping.id, type: 'billing' }),
    ]) {
      expect(errorOf(answer, 404)).toEqual(notFound);
    }

    expect(await stored(alice.id)).toEqual(alicesBefore);
    expect(await stored(bob.id)).toEqual(bobsBefore);
    // Neither book shows the other's addresses.
    const bobsBook = bookOf('customer.get', await bob.get());
    expect(ids([...bobsBook.shippingAddresses, ...bobsBook.billingAddresses])).not.toContain(shipping.id);
    expect(bobsBook.billingAddresses).toEqual([]);
  });

  test.each([
    ['no token', {}],
    ['a token that is not one', bearer('not-a-token')],
  ])('a guest with %s is refused with 401, and nothing is written', async (_label, headers) => {
    const claire = await registerAndLogin('guestvictim');
    const address = await added(claire, { type: 'shipping', ...PARIS });
    const before = await stored(claire.id);
    const rows = await allAddressRows();
    const answers = [
      await shop.call('customer.addAddress', { headers, body: { type: 'shipping', ...LYON } }),
      await shop.call('customer.updateAddress', {
        headers,
        body: { id: address.id, type: 'shipping', city: 'Lyon' },
      }),
      await shop.call('customer.setDefaultAddress', { headers, body: { id: address.id, type: 'shipping' } }),
      await shop.call('customer.deleteAddress', { headers, query: { id: address.id, type: 'shipping' } }),
    ];
    for (const answer of answers) errorOf(answer, 401);
    expect(await stored(claire.id)).toEqual(before);
    expect(await allAddressRows()).toBe(rows);
  });

  test('answers never carry hasDeferredPayments, which staff set', async () => {
    const claire = await registerAndLogin('deferred');
    const billing = await added(claire, { type: 'billing', ...PARIS });
    await handle.db.query('update addresses set has_deferred_payments = true where id = $1::uuid', [
      billing.id,
    ]);
    const answer = await claire.update({ id: billing.id, type: 'billing', city: 'Paris 11e' });
    dataOf('customer.updateAddress', answer);
    expect(JSON.stringify(answer.json)).not.toContain('hasDeferredPayments');
    // ... and a client update leaves the staff's choice alone.
    const [row] = await handle.db.query<{ has_deferred_payments: boolean }>(
      'select has_deferred_payments from addresses where id = $1::uuid',
      [billing.id],
    );
    expect(row?.has_deferred_payments).toBe(true);
  });

  test('concurrent first addresses leave exactly one default, the one every answer shows', async () => {
    const claire = await registerAndLogin('race');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        claire.add({ type: 'shipping', ...PARIS, street: `${i + 1} rue Oberkampf` }),
      ),
    );
    const books = answers.map((answer) => bookOf('customer.addAddress', answer));
    const defaults = new Set(books.map((book) => book.defaultShippingAddressId));
    expect(defaults.size).toBe(1);
    const [chosen] = [...defaults];
    const final = bookOf('customer.get', await claire.get());
    expect(final.shippingAddresses).toHaveLength(8);
    expect(final.defaultShippingAddressId).toBe(chosen);
    // The default is the first address written: every answer, read after its own write, holds it.
    for (const book of books) expect(ids(book.shippingAddresses)).toContain(chosen);
  });

  test(`a customer holds at most ${MAX_ADDRESSES_PER_TYPE} addresses of a type, even when adding in parallel`, async () => {
    const claire = await registerAndLogin('limit');
    for (let i = 0; i < MAX_ADDRESSES_PER_TYPE - 2; i++) {
      dataOf(
        'customer.addAddress',
        await claire.add({ type: 'shipping', ...PARIS, street: `${i + 1} rue Oberkampf` }),
      );
    }
    // Two places left, six calls at once: two are taken, four refused.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        claire.add({ type: 'shipping', ...LYON, street: `${i + 1} place Bellecour` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(errorOf(answer, 409)).toMatchObject({
        message: `An address book holds at most ${MAX_ADDRESSES_PER_TYPE} shipping addresses`,
        kind: 'address.limitReached',
      });
    }
    const book = bookOf('customer.get', await claire.get());
    expect(book.shippingAddresses).toHaveLength(MAX_ADDRESSES_PER_TYPE);
    // The other type has its own count.
    dataOf('customer.addAddress', await claire.add({ type: 'billing', ...PARIS }));
    // Removing one makes room again.
    const [oldest] = book.shippingAddresses;
    dataOf('customer.deleteAddress', await claire.remove({ type: 'shipping', id: oldest?.id ?? '' }));
    dataOf('customer.addAddress', await claire.add({ type: 'shipping', ...NANTES }));
    errorOf(await claire.add({ type: 'shipping', ...NANTES }), 409);
  });
});
