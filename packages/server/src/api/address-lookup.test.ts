import { errorEnvelopeSchema, routes } from '@tirage/api-client/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { openShop, rowCounts, type ShopClient } from './test-support/shop-client.js';

reportPostgresSkipped('towns of a postal code');

describe.each(eachDatabase)('towns of a postal code on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  /** The raw answer of `GET /api/v1/address/towns/` with this query string. */
  const towns = (query: string) => shop.app.request(`http://localhost/api/v1/address/towns/?${query}`);

  test('a postal code of one commune answers it, cacheable by anyone', async () => {
    const response = await towns('country=FR&postalCode=76000');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = routes['address.towns'].response.parse(await response.json());
    expect(body.data.towns).toEqual([{ name: 'Rouen', postalLabel: 'ROUEN', inseeCode: '76540' }]);
  });

  test('an arrondissement of Paris is named Paris, as an address writes it', async () => {
    const answer = await shop.call('address.towns', { query: { country: 'FR', postalCode: '75011' } });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({
      towns: [{ name: 'Paris', postalLabel: 'PARIS', inseeCode: '75111' }],
    });
  });

  test('a postal code shared by several communes answers each of them', async () => {
    const answer = await shop.call('address.towns', { query: { country: 'FR', postalCode: '01000' } });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({
      towns: [
        { name: 'Bourg-en-Bresse', postalLabel: 'BOURG-EN-BRESSE', inseeCode: '01053' },
        { name: 'Saint-Denis-lès-Bourg', postalLabel: 'SAINT-DENIS-LES-BOURG', inseeCode: '01344' },
      ],
    });
  });

  test('overseas postal codes are answered too (Mayotte)', async () => {
    const answer = await shop.call('address.towns', { query: { country: 'FR', postalCode: '97600' } });
    expect(answer.json.data).toEqual({
      towns: [
        { name: 'Koungou', postalLabel: 'KOUNGOU', inseeCode: '97610' },
        { name: 'Mamoudzou', postalLabel: 'MAMOUDZOU', inseeCode: '97611' },
      ],
    });
  });

  test('an unknown postal code answers an empty list', async () => {
    const response = await towns('country=FR&postalCode=12345');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.json()).toEqual({ status: 'success', code: 200, data: { towns: [] } });
  });

  test.each([
    ['four digits', 'country=FR&postalCode=7501', 'postalCode'],
    ['letters', 'country=FR&postalCode=75O11', 'postalCode'],
    ['six digits', 'country=FR&postalCode=750111', 'postalCode'],
    ['no postal code', 'country=FR', 'postalCode'],
    ['a country whose towns are not known', 'country=BE&postalCode=10000', 'country'],
    ['no country', 'postalCode=75011', 'country'],
  ])('%s is refused with 400 naming the field, and is not cached', async (_case, query, field) => {
    const before = await rowCounts(handle);
    const response = await towns(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const error = errorEnvelopeSchema.parse(await response.json());
    expect(error.kind).toBe('request.invalid');
    expect(error.errors?.map((fieldError) => fieldError.path)).toEqual([field]);
    expect(await rowCounts(handle)).toEqual(before);
  });

  test('an unexpected parameter is refused', async () => {
    const response = await towns('country=FR&postalCode=75011&limit=3');
    expect(response.status).toBe(400);
  });
});

describe.each(eachDatabase)('the Loqate key of the basic configuration on %s', (_name, target) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const loqateOf = async (shop: ShopClient) => {
    const answer = await shop.call('config.basic', { query: { host: 'localhost' } });
    expect(answer.status).toBe(200);
    return routes['config.basic'].response.parse(answer.json).data.loqate;
  };

  test('is the configured key, and null without one', async () => {
    expect(await loqateOf(await openShop(handle, { loqateKey: 'KJ91-MR18-XM94-ZT49' }))).toEqual({
      key: 'KJ91-MR18-XM94-ZT49',
    });
    expect(await loqateOf(await openShop(handle, { loqateKey: null }))).toEqual({ key: null });
  });
});
