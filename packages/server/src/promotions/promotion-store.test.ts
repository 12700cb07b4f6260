import { cents, isWithinWindow } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WEDNESDAY_9AM_PARIS } from '../api/test-support/shop-client.js';
import { migrate } from '../db/migrations.js';
import { seed } from '../db/seed.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { DEMO_PROMOTIONS, FLYERS_DISCOVERY_PROMOTION_ID } from './promotion-seed.js';
import { createPromotionStore, insertPromotion, type NewPromotion } from './promotion-store.js';

const promotionRows = (handle: TestDatabase) => handle.db.query('select * from promotions order by id');

/** A valid promotion to vary in the constraint tests. */
const sample: NewPromotion = {
  id: 'test-sample',
  code: 'ECHANTILLON',
  label: 'Échantillon',
  discount: { kind: 'percent', percent: 12.5 },
  filterDateStart: Temporal.Instant.from('2026-03-01T00:00:00.123456+01:00'),
  filterDateEnd: Temporal.Instant.from('2026-03-31T23:59:59+02:00'),
  campaignParameter: 'printemps',
  customerTarget: 'newCustomer',
  priority: 7,
  productIds: ['flyers', 'posters'],
};

reportPostgresSkipped('promotion store and seed');

describe.each(eachDatabase)('promotion store and seed on %s', (_name, target) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    await seed(handle.db);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('the demo shop has running, ended and coming promotions, and the loss leader’s one', async () => {
    const store = createPromotionStore(handle.db);
    const discovery = await store.byId(FLYERS_DISCOVERY_PROMOTION_ID);
    expect(discovery).toMatchObject({
      code: 'DECOUVERTE-FLYERS',
      discount: { kind: 'percent', percent: 20 },
      productIds: ['flyers'],
    });
    if (discovery === undefined) return;
    expect(isWithinWindow(WEDNESDAY_9AM_PARIS, discovery.filterDateStart, discovery.filterDateEnd)).toBe(
      true,
    );

    const read = await Promise.all(DEMO_PROMOTIONS.map((promotion) => store.byId(promotion.id)));
    const now = WEDNESDAY_9AM_PARIS.epochMilliseconds;
    const windows = read.map((promotion) =>
      promotion === undefined
        ? 'missing'
        : now < promotion.filterDateStart.epochMilliseconds
          ? 'coming'
          : now > promotion.filterDateEnd.epochMilliseconds
            ? 'ended'
            : 'running',
    );
    expect(windows).not.toContain('missing');
    expect(new Set(windows)).toEqual(new Set(['running', 'ended', 'coming']));
    expect(read.some((promotion) => promotion?.campaignParameter !== undefined)).toBe(true);
    expect(read.some((promotion) => promotion?.customerTarget === 'newCustomer')).toBe(true);
    expect(new Set(read.map((promotion) => promotion?.discount.kind))).toEqual(
      new Set(['percent', 'amount']),
    );
    expect((await store.byCode('IMPRESSION')).map((promotion) => promotion.priority).sort()).toEqual([0, 10]);
  });

  test('reads back what was written, to the microsecond', async () => {
    expect(await insertPromotion(handle.db, sample)).toBe(true);
    const [read] = await createPromotionStore(handle.db).byCode('ECHANTILLON');
    expect(read).toEqual({
      id: sample.id,
      code: sample.code,
      label: sample.label,
      discount: sample.discount,
      filterDateStart: sample.filterDateStart,
      filterDateEnd: sample.filterDateEnd,
      campaignParameter: 'printemps',
      customerTarget: 'newCustomer',
      priority: 7,
      productIds: ['flyers', 'posters'],
    });
    const { campaignParameter: _, customerTarget: __, productIds: ___, ...plain } = sample;
    const amount: NewPromotion = {
      ...plain,
      id: 'test-sample-amount',
      discount: { kind: 'amount', amount: cents(750, 'CHF') },
    };
    await insertPromotion(handle.db, amount);
    const readAmount = await createPromotionStore(handle.db).byId('test-sample-amount');
    expect(readAmount?.discount).toEqual({ kind: 'amount', amount: cents(750, 'CHF') });
    expect(readAmount?.productIds).toBeUndefined();
    expect(readAmount).not.toHaveProperty('campaignParameter');
    expect(readAmount).not.toHaveProperty('customerTarget');
  });

  test('seeding again adds nothing and keeps what the shop owner changed', async () => {
    await handle.db.query(
      `update promotions set label = 'Offre découverte : -30 %', discount_percent = 30, product_ids = null
       where id = $1`,
      [FLYERS_DISCOVERY_PROMOTION_ID],
    );
    const before = await promotionRows(handle);
    await seed(handle.db);
    expect(await promotionRows(handle)).toEqual(before);
    const discovery = await createPromotionStore(handle.db).byId(FLYERS_DISCOVERY_PROMOTION_ID);
    expect(discovery).toMatchObject({ discount: { percent: 30 }, productIds: undefined });
  });

  test.each([
    ['a code that is not upper-case', { code: 'bienvenue' }],
    ['an empty code', { code: '' }],
    ['a window that ends before it starts', { filterDateEnd: Temporal.Instant.from('2026-02-01T00:00:00Z') }],
    ['a percentage of nothing', { discount: { kind: 'percent', percent: 0 } }],
    ['a percentage above 100', { discount: { kind: 'percent', percent: 100.5 } }],
    ['an amount of nothing', { discount: { kind: 'amount', amount: cents(0, 'EUR') } }],
    ['an upper-case campaign', { campaignParameter: 'Printemps' }],
  ] as const)('the table refuses %s', async (_label, change) => {
    const before = await promotionRows(handle);
    await expect(insertPromotion(handle.db, { ...sample, id: 'test-refused', ...change })).rejects.toThrow();
    expect(await promotionRows(handle)).toEqual(before);
  });

  test('a promotion for no product is refused before it could read as one for every product', async () => {
    await expect(insertPromotion(handle.db, { ...sample, id: 'test-none', productIds: [] })).rejects.toThrow(
      /for no product/,
    );
    expect(await createPromotionStore(handle.db).byId('test-none')).toBeUndefined();
  });
});
