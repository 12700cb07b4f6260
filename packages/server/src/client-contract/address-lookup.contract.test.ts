import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { expectOk, type ServedShop, serveShop, visitorOf } from './test-support/served-shop.js';

/** The API client's towns port and the address lookup key against the real server. */
reportPostgresSkipped('the API client against the shop: address lookup');

describe.each(eachDatabase)('the API client against the shop: address lookup on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ServedShop;

  beforeAll(async () => {
    handle = await target.open();
    shop = await serveShop(handle);
  });
  afterAll(async () => {
    await shop?.close();
    await handle?.cleanup();
  });

  test('the towns of a postal code: one, several, none', async () => {
    const { ports } = visitorOf(shop);
    expect(expectOk(await ports.towns.ofPostalCode('FR', '76000'))).toEqual([
      { name: 'Rouen', postalLabel: 'ROUEN' },
    ]);
    expect(expectOk(await ports.towns.ofPostalCode('FR', '01000')).map((town) => town.name)).toEqual([
      'Bourg-en-Bresse',
      'Saint-Denis-lès-Bourg',
    ]);
    expect(expectOk(await ports.towns.ofPostalCode('FR', '12345'))).toEqual([]);
  });

  test('the shop has no address lookup key unless one is configured', async () => {
    expect(expectOk(await visitorOf(shop).ports.content.addressLookupKey('localhost'))).toBeNull();
    const configured = await serveShop(handle, { loqateKey: 'KJ91-MR18-XM94-ZT49' });
    try {
      expect(expectOk(await visitorOf(configured).ports.content.addressLookupKey('localhost'))).toBe(
        'KJ91-MR18-XM94-ZT49',
      );
    } finally {
      await configured.close();
    }
  });
});
