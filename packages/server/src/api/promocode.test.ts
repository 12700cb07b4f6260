import { errorEnvelopeSchema, type RouteName, routes } from '@tirage/api-client/contract';
import { cents } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CAMPAIGN_HEADER, FLYERS_DISCOVERY_PROMOTION_ID, insertPromotion } from '../promotions/index.js';
import { authCookie } from '../storefront/auth-cookie.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { openShop, rowCounts, type ShopClient, WEDNESDAY_9AM_PARIS } from './test-support/shop-client.js';

type Answer = { status: number; json: Record<string, unknown> };
type Check = { isValid: boolean; promocodeStatus?: string; code: string | null; discount: unknown };

const FLYERS = { mcpSku: 'TIR-FLY', variant: 'default', currency: 'EUR', country: 'FR', zip: '75001' };
const BUSINESS_CARDS = { ...FLYERS, mcpSku: 'TIR-BCD' };
const ROLL_LABELS = { ...FLYERS, mcpSku: 'TIR-RLB' };

const at = (iso: string) => Temporal.Instant.from(iso);

function checkOf(name: RouteName, answer: Answer): Check {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return (routes[name].response.parse(answer.json) as { data: Check }).data;
}

function errorOf(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  return errorEnvelopeSchema.parse(answer.json);
}

const PASSWORD = 'correct horse battery staple';
let counter = 0;

reportPostgresSkipped('promo code checks');

describe.each(eachDatabase)('promo code checks on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  const checkInput = async (
    code: string,
    product: Record<string, string> = FLYERS,
    headers: Record<string, string> = {},
  ) =>
    checkOf(
      'promocode.checkInput',
      await shop.call('promocode.checkInput', { body: { code, ...product }, headers }),
    );
  const checkId = async (
    promocodeId: string,
    product: Record<string, string> = FLYERS,
    headers: Record<string, string> = {},
  ) =>
    checkOf(
      'promocode.checkId',
      await shop.call('promocode.checkId', { body: { promocodeId, ...product }, headers }),
    );

  /** A registered, logged-in customer: the bearer header and the customer's id. */
  async function customer(): Promise<{ headers: Record<string, string>; id: string }> {
    const email = `client.${Date.now()}.${++counter}@example.fr`;
    const created = await shop.call('customer.create', {
      body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const login = await shop.call('auth.login', { body: { email, password: PASSWORD } });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const data = login.json.data as { access_token: string; user: { id: string } };
    return { headers: { authorization: `Bearer ${data.access_token}` }, id: data.user.id };
  }

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterEach(() => shop.clock.set(WEDNESDAY_9AM_PARIS));
  afterAll(async () => {
    await handle?.cleanup();
  });

  describe('statuses', () => {
    test('valid: a running code for this product, with what it takes off', async () => {
      expect(await checkInput('DECOUVERTE-FLYERS')).toEqual({
        isValid: true,
        promocodeStatus: 'valid',
        code: 'DECOUVERTE-FLYERS',
        discount: { kind: 'percent', percent: 20 },
      });
      // By id (the loss leader's offer), the answer names the promotion's code.
      expect(await checkId(FLYERS_DISCOVERY_PROMOTION_ID)).toEqual({
        isValid: true,
        promocodeStatus: 'valid',
        code: 'DECOUVERTE-FLYERS',
        discount: { kind: 'percent', percent: 20 },
      });
    });

    test('generic_error: a code or an id the shop does not know', async () => {
      expect(await checkInput('INCONNU')).toEqual({
        isValid: false,
        promocodeStatus: 'generic_error',
        code: 'INCONNU',
        discount: null,
      });
      expect(await checkId('promo-inconnue')).toEqual({
        isValid: false,
        promocodeStatus: 'generic_error',
        code: null,
        discount: null,
      });
    });

    test('invalid_selection: a running code for other products', async () => {
      expect(await checkInput('DECOUVERTE-FLYERS', BUSINESS_CARDS)).toEqual({
        isValid: false,
        promocodeStatus: 'invalid_selection',
        code: 'DECOUVERTE-FLYERS',
        discount: null,
      });
      // By id, a refusal does not give the code away.
      expect(await checkId(FLYERS_DISCOVERY_PROMOTION_ID, BUSINESS_CARDS)).toMatchObject({
        isValid: false,
        promocodeStatus: 'invalid_selection',
        code: null,
      });
    });

    test('no_longer_valid: an ended code, even for a product it was not for', async () => {
      expect(await checkInput('RENTREE2026')).toMatchObject({
        isValid: false,
        promocodeStatus: 'no_longer_valid',
      });
      expect(await checkInput('RENTREE2026', BUSINESS_CARDS)).toMatchObject({
        promocodeStatus: 'no_longer_valid',
      });
      expect(await checkId('promo-rentree-2026')).toMatchObject({
        promocodeStatus: 'no_longer_valid',
        code: null,
      });
    });

    test('a code still to come is not revealed: generic_error until it starts', async () => {
      expect(await checkInput('NOEL2026')).toMatchObject({
        isValid: false,
        promocodeStatus: 'generic_error',
      });
      expect(await checkId('promo-noel-2026')).toMatchObject({
        promocodeStatus: 'generic_error',
        code: null,
      });
    });
  });

  describe('validity window (Paris time, both ends included)', () => {
    const edges: readonly [string, string, string][] = [
      ['one second before the start', '2026-11-30T23:59:59+01:00', 'generic_error'],
      ['at the first second', '2026-12-01T00:00:00+01:00', 'valid'],
      ['at the last second', '2026-12-24T23:59:59+01:00', 'valid'],
      ['a millisecond after the end', '2026-12-24T23:59:59.001+01:00', 'no_longer_valid'],
      ['a year later', '2027-12-24T12:00:00+01:00', 'no_longer_valid'],
    ];
    test.each(edges)('NOEL2026 %s: %s', async (_label, now, status) => {
      shop.clock.set(at(now));
      expect(await checkInput('NOEL2026')).toMatchObject({
        promocodeStatus: status,
        isValid: status === 'valid',
      });
    });

    test('a fixed amount is given in the currency asked for', async () => {
      shop.clock.set(at('2026-12-10T10:00:00+01:00'));
      expect((await checkInput('NOEL2026')).discount).toEqual({
        kind: 'amount',
        amount: { currencyCode: 'EUR', centAmount: 1000 },
      });
      // 0.94 CHF and 0.85 GBP to the euro in the demo shop.
      expect((await checkInput('NOEL2026', { ...FLYERS, currency: 'CHF' })).discount).toEqual({
        kind: 'amount',
        amount: { currencyCode: 'CHF', centAmount: 940 },
      });
      expect((await checkInput('NOEL2026', { ...FLYERS, currency: 'GBP' })).discount).toEqual({
        kind: 'amount',
        amount: { currencyCode: 'GBP', centAmount: 850 },
      });
    });
  });

  describe('campaign (header fe-x-campaign)', () => {
    test('a campaign code is valid only with its campaign active', async () => {
      // Refused with the reason the shopper is told: the code is for the campaign's visitors.
      expect(await checkInput('BLACKFRIDAY')).toMatchObject({
        isValid: false,
        promocodeStatus: 'invalid_selection',
        refusalReason: 'campaignOnly',
      });
      expect(await checkInput('BLACKFRIDAY', FLYERS, { [CAMPAIGN_HEADER]: 'noel' })).toMatchObject({
        promocodeStatus: 'invalid_selection',
        refusalReason: 'campaignOnly',
      });
      expect(await checkInput('BLACKFRIDAY', FLYERS, { [CAMPAIGN_HEADER]: 'black-friday' })).toEqual({
        isValid: true,
        promocodeStatus: 'valid',
        code: 'BLACKFRIDAY',
        discount: { kind: 'percent', percent: 25 },
      });
      // As a link may write it; something that cannot be a campaign is no campaign.
      expect(
        await checkInput('BLACKFRIDAY', BUSINESS_CARDS, { [CAMPAIGN_HEADER]: ' Black-Friday ' }),
      ).toMatchObject({
        isValid: true,
      });
      expect(await checkInput('BLACKFRIDAY', FLYERS, { [CAMPAIGN_HEADER]: 'black friday' })).toMatchObject({
        promocodeStatus: 'invalid_selection',
      });
    });

    test('after its window, the campaign does not bring it back', async () => {
      shop.clock.set(at('2026-12-01T00:00:00+01:00'));
      expect(await checkInput('BLACKFRIDAY', FLYERS, { [CAMPAIGN_HEADER]: 'black-friday' })).toMatchObject({
        promocodeStatus: 'no_longer_valid',
      });
    });

    test('a code without campaign is valid whatever the campaign', async () => {
      expect(
        await checkInput('DECOUVERTE-FLYERS', FLYERS, { [CAMPAIGN_HEADER]: 'black-friday' }),
      ).toMatchObject({
        isValid: true,
      });
    });
  });

  describe('new customers', () => {
    test('a guest and a customer who has not ordered yet may use it; one who has ordered may not', async () => {
      expect(await checkInput('BIENVENUE10')).toMatchObject({ isValid: true, discount: { percent: 10 } });
      const client = await customer();
      expect(await checkInput('BIENVENUE10', FLYERS, client.headers)).toMatchObject({ isValid: true });
      await handle.db.query('update customers set new_client = false where id = $1::uuid', [client.id]);
      expect(await checkInput('BIENVENUE10', FLYERS, client.headers)).toEqual({
        isValid: false,
        promocodeStatus: 'invalid_selection',
        code: 'BIENVENUE10',
        discount: null,
        // The shopper is told why: it is for a first order.
        refusalReason: 'newCustomersOnly',
      });
      expect(await checkId('promo-bienvenue', FLYERS, client.headers)).toMatchObject({
        promocodeStatus: 'invalid_selection',
      });
      // Other codes are not for new customers only.
      expect(await checkInput('DECOUVERTE-FLYERS', FLYERS, client.headers)).toMatchObject({ isValid: true });
    });

    test("the browser's check, which carries the auth cookie and no token, is the customer's too", async () => {
      const client = await customer();
      const accessToken = (client.headers.authorization ?? '').replace('Bearer ', '');
      const setCookie = authCookie(
        {
          access: { value: accessToken, expiresAt: shop.clock.now().add({ seconds: 86_400 }) },
          refresh: undefined,
        },
        false,
      );
      const cookie = { cookie: setCookie.split(';')[0] ?? '' };
      expect(await checkInput('BIENVENUE10', FLYERS, cookie)).toMatchObject({ isValid: true });
      await handle.db.query('update customers set new_client = false where id = $1::uuid', [client.id]);
      // A returning customer is told on the product page, not after adding to the cart.
      expect(await checkInput('BIENVENUE10', FLYERS, cookie)).toMatchObject({
        isValid: false,
        promocodeStatus: 'invalid_selection',
      });
      expect(await checkInput('BIENVENUE10', FLYERS, { cookie: 'tirage_auth=not-json' })).toMatchObject({
        isValid: true,
      });
    });

    test('a token that does not verify is a guest, not a refusal (the checks are open to guests)', async () => {
      const answer = await shop.call('promocode.checkInput', {
        body: { code: 'BIENVENUE10', ...FLYERS },
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(checkOf('promocode.checkInput', answer)).toMatchObject({ isValid: true });
    });
  });

  describe('priority', () => {
    test('one code, two promotions: the better rate for labels wins by priority, the everyday one elsewhere', async () => {
      expect((await checkInput('IMPRESSION', ROLL_LABELS)).discount).toEqual({
        kind: 'percent',
        percent: 12,
      });
      expect((await checkInput('IMPRESSION', FLYERS)).discount).toEqual({ kind: 'percent', percent: 5 });
      // By id, the promotion named is the one checked, whatever its priority.
      expect((await checkId('promo-impression', ROLL_LABELS)).discount).toEqual({
        kind: 'percent',
        percent: 5,
      });
    });

    test('a campaign edition of a code outranks the everyday one only while its campaign is active', async () => {
      const window = {
        filterDateStart: at('2026-11-01T00:00:00+01:00'),
        filterDateEnd: at('2026-11-30T23:59:59+01:00'),
      };
      await insertPromotion(handle.db, {
        id: 'test-priorite-courante',
        code: 'PRIORITE',
        label: 'Priorité : -5 %',
        discount: { kind: 'percent', percent: 5 },
        ...window,
        priority: 1,
      });
      await insertPromotion(handle.db, {
        id: 'test-priorite-campagne',
        code: 'PRIORITE',
        label: 'Priorité Black Friday : 20 € offerts',
        discount: { kind: 'amount', amount: cents(2000, 'EUR') },
        ...window,
        campaignParameter: 'black-friday',
        priority: 50,
      });
      expect((await checkInput('PRIORITE')).discount).toEqual({ kind: 'percent', percent: 5 });
      expect((await checkInput('PRIORITE', FLYERS, { [CAMPAIGN_HEADER]: 'black-friday' })).discount).toEqual({
        kind: 'amount',
        amount: { currencyCode: 'EUR', centAmount: 2000 },
      });
    });

    test('at equal priority, the smallest id wins, whatever was written first', async () => {
      const common = {
        code: 'EGALITE',
        label: 'Égalité',
        filterDateStart: at('2026-01-01T00:00:00+01:00'),
        filterDateEnd: at('2027-01-01T00:00:00+01:00'),
        priority: 3,
      };
      await insertPromotion(handle.db, {
        ...common,
        id: 'test-egalite-b',
        discount: { kind: 'percent', percent: 30 },
      });
      await insertPromotion(handle.db, {
        ...common,
        id: 'test-egalite-a',
        discount: { kind: 'percent', percent: 10 },
      });
      expect((await checkInput('EGALITE')).discount).toEqual({ kind: 'percent', percent: 10 });
    });
  });

  describe('bad input', () => {
    const snapshot = async () => ({
      counts: await rowCounts(handle),
      promotions: await handle.db.query('select * from promotions order by id'),
      customers: await handle.db.query('select id, new_client, updated_at from customers order by id'),
    });

    test('is refused 400 naming the field, and nothing is written', async () => {
      const before = await snapshot();
      const refused: readonly [RouteName, Record<string, unknown>, string][] = [
        ['promocode.checkInput', { ...FLYERS, code: 'bienvenue10' }, 'code'],
        ['promocode.checkInput', { ...FLYERS, code: '   ' }, 'code'],
        ['promocode.checkInput', { ...FLYERS, code: 'A'.repeat(51) }, 'code'],
        ['promocode.checkInput', { ...FLYERS, code: 'BIENVENUE10', discount: 50 }, 'discount'],
        ['promocode.checkInput', { ...FLYERS, code: 'BIENVENUE10', mcpSku: 'TIR-XXX' }, 'mcpSku'],
        ['promocode.checkInput', { ...FLYERS, code: 'BIENVENUE10', variant: 'ancienne' }, 'variant'],
        ['promocode.checkInput', { ...FLYERS, code: 'BIENVENUE10', country: 'DE' }, 'country'],
        ['promocode.checkInput', { ...FLYERS, code: 'BIENVENUE10', currency: 'USD' }, 'currency'],
        ['promocode.checkId', { ...FLYERS }, 'promocodeId'],
        ['promocode.checkId', { ...FLYERS, promocodeId: '' }, 'promocodeId'],
        [
          'promocode.checkId',
          { ...FLYERS, promocodeId: FLYERS_DISCOVERY_PROMOTION_ID, zip: undefined },
          'zip',
        ],
      ];
      for (const [name, body, path] of refused) {
        const error = errorOf(await shop.call(name, { body }), 400);
        expect(
          error.errors?.map((e) => e.path),
          JSON.stringify(body),
        ).toContain(path);
      }
      expect(errorOf(await shop.call('promocode.checkInput', { rawBody: '{"code": ' }), 400).message).toBe(
        'Malformed JSON body',
      );
      expect(await snapshot()).toEqual(before);
    });

    test('a check writes nothing either, valid or not', async () => {
      const client = await customer();
      const before = await snapshot();
      await checkInput('BIENVENUE10', FLYERS, client.headers);
      await checkInput('RENTREE2026');
      await checkId(FLYERS_DISCOVERY_PROMOTION_ID);
      expect(await snapshot()).toEqual(before);
    });
  });
});
