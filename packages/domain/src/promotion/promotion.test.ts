import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../model/customer.js';
import { customerStatusArb, instantArb, promotionArb, promotionContextArb } from './promotion.arb.js';
import {
  customerStatusForPromotions,
  isPromotionApplicable,
  type Promotion,
  type PromotionContext,
  promotionRefusalReason,
  selectPromotion,
} from './promotion.js';

const ms = (instant: Temporal.Instant): number => instant.epochMilliseconds;

describe('isPromotionApplicable', () => {
  /** A promotion that fits its context in every respect, by construction. */
  const fittingArb = fc
    .record({
      promotion: promotionArb,
      now: instantArb,
      before: fc.integer({ min: 0, max: 86_400 }),
      after: fc.integer({ min: 0, max: 86_400 }),
      campaign: fc.constantFrom(undefined, '', 'black-friday'),
      target: fc.constantFrom(undefined, 'newCustomer' as const),
      customer: fc.constantFrom('new' as const, 'unknown' as const),
    })
    .map(({ promotion, now, before, after, campaign, target, customer }) => {
      const { campaignParameter: _, customerTarget: __, ...rest } = promotion;
      const fitting: Promotion = {
        ...rest,
        filterDateStart: now.subtract({ seconds: before }),
        filterDateEnd: now.add({ seconds: after }),
        ...(campaign === undefined ? {} : { campaignParameter: campaign }),
        ...(target === undefined ? {} : { customerTarget: target }),
      };
      const context: PromotionContext = { now, customer, activeCampaign: 'black-friday' };
      return { fitting, context };
    });

  test.prop([fittingArb])(
    'applies when now is within its dates, campaign and target met',
    ({ fitting, context }) => {
      expect(isPromotionApplicable(fitting, context)).toBe(true);
    },
  );

  test.prop([fittingArb])(
    'without a customer target, it reaches returning customers too',
    ({ fitting, context }) => {
      const { customerTarget: _, ...everyone } = fitting;
      expect(isPromotionApplicable(everyone, { ...context, customer: 'returning' })).toBe(true);
    },
  );

  test.prop([promotionArb, promotionContextArb])('never applies outside its dates', (p, ctx) => {
    fc.pre(ms(ctx.now) < ms(p.filterDateStart) || ms(ctx.now) > ms(p.filterDateEnd));
    expect(isPromotionApplicable(p, ctx)).toBe(false);
  });

  test.prop([promotionArb, promotionContextArb])(
    'a new-customer promotion never reaches a returning one',
    (p, ctx) => {
      const promotion: Promotion = { ...p, customerTarget: 'newCustomer' };
      expect(isPromotionApplicable(promotion, { ...ctx, customer: 'returning' })).toBe(false);
    },
  );

  test.prop([promotionArb, promotionContextArb, fc.string({ minLength: 1 })])(
    'a campaign promotion needs its campaign to be the active one',
    (p, ctx, campaign) => {
      fc.pre(campaign !== ctx.activeCampaign);
      expect(isPromotionApplicable({ ...p, campaignParameter: campaign }, ctx)).toBe(false);
    },
  );

  test.prop([instantArb, customerStatusArb])('both dates are included', (now, customer) => {
    const startsNow: Promotion = {
      id: 'a',
      filterDateStart: now,
      filterDateEnd: now.add({ hours: 1 }),
      priority: 1,
    };
    const endsNow: Promotion = {
      id: 'b',
      filterDateStart: now.subtract({ hours: 1 }),
      filterDateEnd: now,
      priority: 1,
    };
    expect(isPromotionApplicable(startsNow, { now, customer })).toBe(true);
    expect(isPromotionApplicable(endsNow, { now, customer })).toBe(true);
    expect(isPromotionApplicable(endsNow, { now: now.add({ nanoseconds: 1 }), customer })).toBe(false);
  });

  it('lets a guest have a new-customer promotion', () => {
    const now = Temporal.Instant.from('2026-11-27T10:00:00Z');
    const welcome: Promotion = {
      id: 'welcome',
      filterDateStart: Temporal.Instant.from('2026-11-01T00:00:00Z'),
      filterDateEnd: Temporal.Instant.from('2026-12-01T00:00:00Z'),
      customerTarget: 'newCustomer',
      campaignParameter: 'black-friday',
      priority: 3,
    };
    expect(isPromotionApplicable(welcome, { now, customer: 'unknown', activeCampaign: 'black-friday' })).toBe(
      true,
    );
    expect(isPromotionApplicable(welcome, { now, customer: 'new' })).toBe(false);
  });
});

const listWithPermutationArb = fc
  .array(promotionArb, { maxLength: 12 })
  .chain((list) =>
    fc.tuple(
      fc.constant(list),
      fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
    ),
  );

describe('selectPromotion', () => {
  test.prop([listWithPermutationArb, promotionContextArb])(
    'the chosen promotion does not depend on the order of the list',
    ([list, permuted], ctx) => {
      expect(selectPromotion(permuted, ctx)).toEqual(selectPromotion(list, ctx));
      expect(selectPromotion([...list].reverse(), ctx)).toEqual(selectPromotion(list, ctx));
    },
  );

  test.prop([fc.array(promotionArb, { maxLength: 12 }), promotionContextArb])(
    'chooses an applicable promotion of the highest priority, the smallest id among equals',
    (list, ctx) => {
      const applicable = list.filter((p) => isPromotionApplicable(p, ctx));
      const chosen = selectPromotion(list, ctx);
      if (applicable.length === 0) {
        expect(chosen).toBeUndefined();
        return;
      }
      expect(chosen).toBeDefined();
      const best = chosen as Promotion;
      expect(list).toContain(best);
      expect(isPromotionApplicable(best, ctx)).toBe(true);
      for (const other of applicable) {
        expect(other.priority).toBeLessThanOrEqual(best.priority);
        if (other.priority === best.priority) expect(other.id >= best.id).toBe(true);
      }
    },
  );

  it('breaks a full tie of priority and id on the remaining fields', () => {
    const now = Temporal.Instant.from('2026-11-20T12:00:00Z');
    const base: Promotion = {
      id: 'same',
      filterDateStart: Temporal.Instant.from('2026-11-20T00:00:00Z'),
      filterDateEnd: Temporal.Instant.from('2026-11-21T00:00:00Z'),
      priority: 1,
    };
    const ctx: PromotionContext = { now, customer: 'new', activeCampaign: 'x' };
    const variants: Promotion[] = [
      { ...base, campaignParameter: 'x' },
      { ...base, campaignParameter: '' },
      { ...base, customerTarget: 'newCustomer' },
      base,
      { ...base, filterDateEnd: Temporal.Instant.from('2026-11-22T00:00:00Z') },
      { ...base, filterDateStart: Temporal.Instant.from('2026-11-19T00:00:00Z') },
    ];
    const expected = variants[5];
    expect(selectPromotion(variants, ctx)).toBe(expected);
    expect(selectPromotion([...variants].reverse(), ctx)).toBe(expected);
    expect(selectPromotion(variants.slice(0, 4), ctx)).toBe(base);
    expect(selectPromotion(variants.slice(0, 2), ctx)).toBe(variants[1]);
  });
});

describe('customerStatusForPromotions', () => {
  const customerWith = (newClient: boolean): Customer => ({
    id: 'c1',
    email: 'a@b.fr',
    firstName: 'Ada',
    lastName: 'Lovelace',
    externalId: undefined,
    company: undefined,
    vatNumber: undefined,
    premium: { premium: false },
    metadata: { userCategory: 'private', subscribed: false, newClient },
    addresses: {
      shippingAddresses: [],
      billingAddresses: [],
      defaultShippingAddressId: undefined,
      defaultBillingAddressId: undefined,
    },
    hasWallet: false,
    walletCredit: { cents: 0, currency: 'EUR' },
  });

  test.prop([fc.boolean(), promotionArb, promotionContextArb])(
    'a new-customer promotion reaches guests and new customers, never returning ones',
    (newClient, p, ctx) => {
      const promotion: Promotion = { ...p, customerTarget: 'newCustomer' };
      const { customerTarget: _, ...untargeted } = p;
      for (const customer of [null, undefined, customerWith(newClient)]) {
        const status = customerStatusForPromotions(customer);
        const targeted = isPromotionApplicable(promotion, { ...ctx, customer: status });
        const open = isPromotionApplicable(untargeted, { ...ctx, customer: status });
        expect(targeted).toBe(open && (customer == null || newClient));
      }
    },
  );

  it('names guests unknown, customers without an order new, others returning', () => {
    expect(customerStatusForPromotions(null)).toBe('unknown');
    expect(customerStatusForPromotions(undefined)).toBe('unknown');
    expect(customerStatusForPromotions(customerWith(true))).toBe('new');
    expect(customerStatusForPromotions(customerWith(false))).toBe('returning');
  });
});

describe('promotionRefusalReason', () => {
  const now = Temporal.Instant.from('2026-11-20T12:00:00Z');
  const running = {
    id: 'p',
    filterDateStart: now.subtract({ hours: 24 }),
    filterDateEnd: now.add({ hours: 24 }),
    priority: 0,
  };

  it('says a welcome code is for new customers to one who has ordered', () => {
    const welcome = { ...running, customerTarget: 'newCustomer' as const };
    expect(promotionRefusalReason([welcome], { now, customer: 'returning' })).toBe('newCustomersOnly');
    expect(promotionRefusalReason([welcome], { now, customer: 'new' })).toBeUndefined();
  });

  it('says a campaign’s code is for its visitors to one who came another way', () => {
    const campaign = { ...running, campaignParameter: 'black-friday' };
    expect(promotionRefusalReason([campaign], { now, customer: 'unknown' })).toBe('campaignOnly');
    expect(promotionRefusalReason([campaign], { now, customer: 'unknown', activeCampaign: 'noel' })).toBe(
      'campaignOnly',
    );
    expect(
      promotionRefusalReason([campaign], { now, customer: 'unknown', activeCampaign: 'black-friday' }),
    ).toBeUndefined();
  });

  it('says nothing when no promotion is in its dates, or when the reasons differ', () => {
    const ended = {
      ...running,
      filterDateEnd: now.subtract({ hours: 1 }),
      customerTarget: 'newCustomer' as const,
    };
    expect(promotionRefusalReason([ended], { now, customer: 'returning' })).toBeUndefined();
    const mixed = [
      { ...running, id: 'a', customerTarget: 'newCustomer' as const },
      { ...running, id: 'b', campaignParameter: 'noel' },
    ];
    expect(promotionRefusalReason(mixed, { now, customer: 'returning' })).toBeUndefined();
  });
});
