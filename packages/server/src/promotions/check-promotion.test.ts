import { fc, test } from '@fast-check/vitest';
import { cents, isPromotionApplicable, selectPromotion } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { decidePromotion, type PromotionDecisionContext } from './check-promotion.js';
import type { StoredPromotion } from './promotion-store.js';

// A few days around a fixed instant, so "now" falls often inside and often outside the windows.
const BASE = Temporal.Instant.from('2026-11-20T00:00:00Z');
const instantArb = fc.integer({ min: -4 * 86_400, max: 4 * 86_400 }).map((seconds) => BASE.add({ seconds }));
const PRODUCTS = ['flyers', 'business-cards', 'roll-labels'] as const;

const promotionArb: fc.Arbitrary<StoredPromotion> = fc
  .record(
    {
      id: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'),
      start: instantArb,
      end: instantArb,
      campaignParameter: fc.constantFrom('black-friday', 'noel'),
      customerTarget: fc.constant('newCustomer' as const),
      priority: fc.integer({ min: 0, max: 3 }),
      productIds: fc.subarray([...PRODUCTS], { minLength: 1 }),
      percent: fc.integer({ min: 1, max: 100 }),
    },
    { requiredKeys: ['id', 'start', 'end', 'priority', 'percent'] },
  )
  .map(({ start, end, percent, ...rest }) => ({
    ...rest,
    code: 'CODE',
    label: 'Promotion de test',
    discount: { kind: 'percent', percent },
    // The table refuses a start after the end.
    filterDateStart: Temporal.Instant.compare(start, end) <= 0 ? start : end,
    filterDateEnd: Temporal.Instant.compare(start, end) <= 0 ? end : start,
    productIds: rest.productIds,
  }));

// Ids are the primary key: a code names distinct promotions.
const candidatesArb = fc.uniqueArray(promotionArb, { selector: (promotion) => promotion.id, maxLength: 5 });

const contextArb: fc.Arbitrary<PromotionDecisionContext> = fc.record(
  {
    productId: fc.constantFrom(...PRODUCTS),
    now: instantArb,
    activeCampaign: fc.constantFrom('black-friday', 'noel', 'autre'),
    customer: fc.constantFrom('new' as const, 'returning' as const, 'unknown' as const),
  },
  { requiredKeys: ['productId', 'now', 'customer'] },
);

const forProduct = (promotion: StoredPromotion, productId: string) =>
  promotion.productIds === undefined || promotion.productIds.includes(productId);
const ms = (instant: Temporal.Instant) => instant.epochMilliseconds;

describe('decidePromotion', () => {
  test.prop([candidatesArb, contextArb])(
    'valid exactly when the domain selects a promotion for the product, and then that one',
    (candidates, context) => {
      const decision = decidePromotion(candidates, context);
      const expected = selectPromotion(
        candidates.filter((promotion) => forProduct(promotion, context.productId)),
        context,
      );
      if (expected === undefined) expect(decision.status).not.toBe('valid');
      else expect(decision).toEqual({ status: 'valid', promotion: expected });
    },
  );

  test.prop([candidatesArb, contextArb, fc.context()])(
    'does not depend on the order the promotions are read in',
    (candidates, context, log) => {
      const reversed = [...candidates].reverse();
      log.log(JSON.stringify(reversed.map((promotion) => promotion.id)));
      expect(decidePromotion(reversed, context)).toEqual(decidePromotion(candidates, context));
    },
  );

  test.prop([candidatesArb, contextArb])(
    'a refusal tells the window apart from the selection',
    (candidates, context) => {
      const decision = decidePromotion(candidates, context);
      const now = ms(context.now);
      const running = candidates.filter(
        (promotion) => ms(promotion.filterDateStart) <= now && now <= ms(promotion.filterDateEnd),
      );
      const ended = candidates.filter((promotion) => ms(promotion.filterDateEnd) < now);
      switch (decision.status) {
        case 'valid':
          expect(forProduct(decision.promotion, context.productId)).toBe(true);
          expect(isPromotionApplicable(decision.promotion, context)).toBe(true);
          break;
        case 'invalid_selection':
          expect(running.length).toBeGreaterThan(0);
          break;
        case 'no_longer_valid':
          expect(running).toEqual([]);
          expect(ended.length).toBeGreaterThan(0);
          break;
        case 'generic_error':
          // Unknown, or only promotions still to come.
          expect(running).toEqual([]);
          expect(ended).toEqual([]);
          break;
      }
    },
  );

  test.prop([candidatesArb, contextArb])(
    'a promotion for another product is never chosen',
    (candidates, context) => {
      const others = candidates.map((promotion) => ({
        ...promotion,
        productIds: PRODUCTS.filter((id) => id !== context.productId),
      }));
      expect(decidePromotion(others, context).status).not.toBe('valid');
    },
  );

  const everyone: StoredPromotion = {
    id: 'p',
    code: 'CODE',
    label: 'Promotion de test',
    discount: { kind: 'amount', amount: cents(500, 'EUR') },
    filterDateStart: Temporal.Instant.from('2026-12-01T00:00:00+01:00'),
    filterDateEnd: Temporal.Instant.from('2026-12-24T23:59:59+01:00'),
    priority: 0,
    productIds: undefined,
  };
  const at = (iso: string): PromotionDecisionContext => ({
    productId: 'flyers',
    now: Temporal.Instant.from(iso),
    customer: 'unknown',
  });

  it('answers an unknown code, and one still to come, generic_error', () => {
    expect(decidePromotion([], at('2026-12-10T12:00:00Z'))).toEqual({ status: 'generic_error' });
    expect(decidePromotion([everyone], at('2026-11-30T22:59:59Z'))).toEqual({ status: 'generic_error' });
  });

  it('includes both ends of the window', () => {
    expect(decidePromotion([everyone], at('2026-11-30T23:00:00Z')).status).toBe('valid');
    expect(decidePromotion([everyone], at('2026-12-24T22:59:59Z')).status).toBe('valid');
    expect(decidePromotion([everyone], at('2026-12-24T22:59:59.001Z'))).toEqual({
      status: 'no_longer_valid',
    });
  });

  it('prefers telling that a running edition does not fit over an ended one', () => {
    const lastYear: StoredPromotion = {
      ...everyone,
      id: 'p-2025',
      filterDateStart: Temporal.Instant.from('2025-12-01T00:00:00+01:00'),
      filterDateEnd: Temporal.Instant.from('2025-12-24T23:59:59+01:00'),
    };
    const forLabels: StoredPromotion = { ...everyone, productIds: ['roll-labels'] };
    expect(decidePromotion([lastYear, forLabels], at('2026-12-10T12:00:00Z'))).toEqual({
      status: 'invalid_selection',
    });
    expect(decidePromotion([lastYear, everyone], at('2026-11-10T12:00:00Z'))).toEqual({
      status: 'no_longer_valid',
    });
  });
});
