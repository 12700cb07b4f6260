import { fc } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import type { CustomerStatus, Promotion, PromotionContext } from './promotion.js';

// A fixed window of a few days keeps "now" often inside and often outside promotion dates.
const BASE = Temporal.Instant.from('2026-11-20T00:00:00Z');
export const instantArb: fc.Arbitrary<Temporal.Instant> = fc
  .integer({ min: -5 * 86_400, max: 5 * 86_400 })
  .map((seconds) => BASE.add({ seconds }));

const campaignArb = fc.constantFrom('', 'black-friday', 'christmas', 'newsletter');

export const promotionArb: fc.Arbitrary<Promotion> = fc.record(
  {
    id: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6'),
    filterDateStart: instantArb,
    filterDateEnd: instantArb,
    campaignParameter: campaignArb,
    customerTarget: fc.constant('newCustomer' as const),
    priority: fc.integer({ min: 0, max: 4 }),
  },
  { requiredKeys: ['id', 'filterDateStart', 'filterDateEnd', 'priority'] },
);

export const customerStatusArb: fc.Arbitrary<CustomerStatus> = fc.constantFrom('new', 'returning', 'unknown');

export const promotionContextArb: fc.Arbitrary<PromotionContext> = fc.record(
  { now: instantArb, activeCampaign: campaignArb, customer: customerStatusArb },
  { requiredKeys: ['now', 'customer'] },
);
