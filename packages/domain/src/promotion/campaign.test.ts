import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  activeCampaignOf,
  CAMPAIGN_COOKIE_MAX_AGE_S,
  campaignName,
  campaignOfLink,
  campaignParameters,
  UTM_CAMPAIGN_PARAMETER,
} from './campaign.js';
import { isPromotionApplicable, type Promotion } from './promotion.js';

/** A campaign as promotions store it: lower-case letters, digits and `._~-`, 1 to 100 of them. */
const storedCampaignArb = fc.stringMatching(/^[a-z0-9._~-]{1,100}$/);

/** The same campaign as a link may write it: any letter upper-cased, spaces around. */
const asWrittenArb = (campaign: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: campaign.length, maxLength: campaign.length }),
      fc.constantFrom('', ' ', '  '),
      fc.constantFrom('', ' '),
    )
    .map(
      ([upper, before, after]) =>
        `${before}${[...campaign].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join('')}${after}`,
    );

describe('campaignName', () => {
  test.prop([storedCampaignArb.chain((campaign) => fc.tuple(fc.constant(campaign), asWrittenArb(campaign)))])(
    'reads a campaign as stored, whatever its case and the spaces around it',
    ([campaign, written]) => {
      expect(campaignName(written)).toBe(campaign);
    },
  );

  test.prop([fc.string()])('is the same once read again (a kept campaign reads as it was kept)', (value) => {
    const once = campaignName(value);
    expect(campaignName(once)).toBe(once);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty value', ''],
    ['spaces only', '   '],
    ['a space inside', 'black friday'],
    ['101 characters', 'a'.repeat(101)],
    ['an accent', 'noël'],
    ['markup', '<script>'],
    ['a separator of query strings', 'a&b=c'],
  ])('is no campaign for %s', (_label, value) => {
    expect(campaignName(value)).toBeUndefined();
  });
});

describe('campaignParameters', () => {
  it('is utm_campaign alone for a shop without a parameter of its own', () => {
    expect(campaignParameters({})).toEqual([UTM_CAMPAIGN_PARAMETER]);
    expect(campaignParameters({ campaign_parameter: '  ' })).toEqual([UTM_CAMPAIGN_PARAMETER]);
    expect(campaignParameters({ campaign_parameter: 'utm_campaign' })).toEqual([UTM_CAMPAIGN_PARAMETER]);
  });

  it("is utm_campaign, then the shop's own", () => {
    expect(campaignParameters({ campaign_parameter: 'campagne' })).toEqual(['utm_campaign', 'campagne']);
  });
});

describe('campaignOfLink', () => {
  const parameters = ['utm_campaign', 'campagne'];
  const link = (query: string) => campaignOfLink(new URLSearchParams(query), parameters);

  it('reads utm_campaign, lower-cased', () => {
    expect(link('utm_source=mail&utm_campaign=Black-Friday')).toBe('black-friday');
  });

  it("reads the shop's own parameter when utm_campaign names none", () => {
    expect(link('campagne=noel')).toBe('noel');
    expect(link('utm_campaign=&campagne=noel')).toBe('noel');
    expect(link('utm_campaign=black%20friday&campagne=noel')).toBe('noel');
  });

  it("prefers utm_campaign to the shop's own, and the first value that is a campaign", () => {
    expect(link('campagne=noel&utm_campaign=black-friday')).toBe('black-friday');
    expect(link('utm_campaign=%3Cx%3E&utm_campaign=soldes')).toBe('soldes');
  });

  it('is undefined for a link that names no campaign, or only malformed ones', () => {
    expect(link('')).toBeUndefined();
    expect(link('utm_source=mail')).toBeUndefined();
    expect(link('utm_campaign=black%20friday')).toBeUndefined();
    expect(campaignOfLink(new URLSearchParams('campagne=noel'), ['utm_campaign'])).toBeUndefined();
  });
});

describe('activeCampaignOf', () => {
  it('is the campaign of the link, over the one kept', () => {
    expect(activeCampaignOf('soldes', 'black-friday')).toBe('soldes');
  });

  it('is the kept one, read with the same rule, when the link names none', () => {
    expect(activeCampaignOf(undefined, 'black-friday')).toBe('black-friday');
    expect(activeCampaignOf(undefined, 'Black-Friday')).toBe('black-friday');
    expect(activeCampaignOf(undefined, 'black friday')).toBeUndefined();
    expect(activeCampaignOf(undefined, undefined)).toBeUndefined();
  });

  it('is kept for 30 days', () => {
    expect(CAMPAIGN_COOKIE_MAX_AGE_S).toBe(2_592_000);
  });
});

describe('a campaign link and the promotion reserved to it', () => {
  const now = Temporal.Instant.from('2026-11-27T10:00:00Z');
  const promotion = (campaign: string): Promotion => ({
    id: 'campaign-only',
    filterDateStart: now.subtract({ hours: 24 }),
    filterDateEnd: now.add({ hours: 24 }),
    campaignParameter: campaign,
    priority: 1,
  });
  const fromLink = (query: URLSearchParams, kept?: string) =>
    activeCampaignOf(campaignOfLink(query, [UTM_CAMPAIGN_PARAMETER]), kept);

  test.prop([storedCampaignArb.chain((campaign) => fc.tuple(fc.constant(campaign), asWrittenArb(campaign)))])(
    'applies to a visit that came by a link naming its campaign, however the link writes it',
    ([campaign, written]) => {
      const activeCampaign = fromLink(new URLSearchParams({ utm_campaign: written }));
      expect(isPromotionApplicable(promotion(campaign), { now, activeCampaign, customer: 'unknown' })).toBe(
        true,
      );
    },
  );

  test.prop([storedCampaignArb, storedCampaignArb])(
    'applies to a later visit that kept it, and to no other campaign',
    (campaign, other) => {
      const kept = fromLink(new URLSearchParams(), campaign);
      expect(
        isPromotionApplicable(promotion(campaign), { now, activeCampaign: kept, customer: 'unknown' }),
      ).toBe(true);
      const elsewhere = fromLink(new URLSearchParams({ utm_campaign: other }), campaign);
      expect(
        isPromotionApplicable(promotion(campaign), { now, activeCampaign: elsewhere, customer: 'unknown' }),
      ).toBe(other === campaign);
    },
  );
});
