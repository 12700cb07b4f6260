import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { bearer, customerSession } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

const CALLERS = 20;

reportPostgresSkipped('carts opened at once');

describe.each(eachDatabase)('carts opened at once on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const openCarts = async (owner: { customerId: string } | { anonymousId: string }) =>
    (
      await handle.db.query<{ id: string }>(
        'customerId' in owner
          ? `select id::text as id from carts where customer_id = $1::uuid and status = 'open'`
          : `select id::text as id from carts where anonymous_id = $1 and customer_id is null and status = 'open'`,
        ['customerId' in owner ? owner.customerId : owner.anonymousId],
      )
    ).map((row) => row.id);

  /** The owner of each case: a guest by their anonymous id, or a customer by their token. */
  const owners = {
    guest: async () => {
      const anonymousId = randomUUID();
      return { body: { anonymousUserId: anonymousId }, headers: {}, owner: { anonymousId } };
    },
    customer: async () => {
      const session = await customerSession(shop, 'panier-simultane');
      return { body: {}, headers: bearer(session.token), owner: { customerId: session.customerId } };
    },
  };

  test.each([
    ['guest', false],
    ['guest', true],
    ['customer', false],
    ['customer', true],
  ] as const)(
    `%s, forceCreate %s: ${CALLERS} callers opening the cart at once all get an answer; one cart stays open`,
    async (who, forceCreate) => {
      const { body, headers, owner } = await owners[who]();
      const answers = await Promise.all(
        Array.from({ length: CALLERS }, () =>
          shop.call('cart.open', {
            body: {
              ...body,
              currency: 'EUR',
              country: 'FR',
              locale: 'fr',
              ...(forceCreate ? { forceCreate } : {}),
            },
            headers,
          }),
        ),
      );
      const failed = answers.filter((answer) => answer.status !== 200);
      expect(failed.map((answer) => `${answer.status} ${JSON.stringify(answer.json)}`)).toEqual([]);
      const ids = answers.map((answer) => (answer.json.data as { id: string }).id);
      const open = await openCarts(owner);
      expect(open).toHaveLength(1);
      expect(ids).toContain(open[0]);
      // Without forceCreate the cart is created once and every caller gets that one; with it, each
      // caller abandons the one before and gets the cart it made.
      expect(new Set(ids).size).toBe(forceCreate ? CALLERS : 1);
    },
  );
});
