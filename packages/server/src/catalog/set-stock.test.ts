import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../db/migrations.js';
import { seed } from '../db/seed.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { createCatalogStore } from './catalog-store.js';
import { type StockSetting, setStock } from './set-stock.js';
import { configurationStock } from './stock-store.js';

const TODAY = Temporal.PlainDate.from('2026-11-18');

reportPostgresSkipped('setting stock (npm run stock:set)');

describe.each(eachDatabase)('setting stock (npm run stock:set) on %s', (_name, target) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    await seed(handle.db);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const set = (setting: Partial<StockSetting>) =>
    setStock(
      handle.db,
      createCatalogStore(handle.db),
      { mcpSku: 'TIR-ENV', attributes: 'format=dl,paper=kraft-90', onHand: '800', ...setting },
      TODAY,
    );
  const stockOf = (attributes: Record<string, string>) =>
    configurationStock(handle.db, { mcpSku: 'TIR-ENV', attributes, today: TODAY });
  const rows = () => handle.db.query('select * from product_stock order by id');
  const restockRows = () => handle.db.query('select * from product_restocks order by id');

  test('sets what leaves at once and the restocks expected, earliest first', async () => {
    const outcome = await set({ onHand: '1200', restocks: ['20-12-2026:3000', '03-12-2026:500'] });
    expect(outcome).toEqual({
      ok: true,
      productName: 'Enveloppes personnalisées',
      attributes: { format: 'dl', paper: 'kraft-90' },
      onHand: 1200,
      restocks: [
        { date: Temporal.PlainDate.from('2026-12-03'), quantity: 500 },
        { date: Temporal.PlainDate.from('2026-12-20'), quantity: 3000 },
      ],
    });
    // The product page reads it for a configuration the row covers.
    const stock = await stockOf({ format: 'dl', paper: 'kraft-90', window: 'gauche', printing: 'face' });
    expect(stock?.onHand).toBe(1200);
    expect(stock?.restocks.map((r) => [r.date.toString(), r.quantity])).toEqual([
      ['2026-12-03', 500],
      ['2026-12-20', 3000],
    ]);
  });

  test('without --restock the restocks are kept; --no-restocks (an empty list) removes them', async () => {
    await set({ onHand: '900', restocks: ['05-12-2026:100'] });
    const kept = await set({ onHand: '950' });
    expect(kept.ok && kept.restocks.map((r) => r.quantity)).toEqual([100]);
    const removed = await set({ onHand: '950', restocks: [] });
    expect(removed.ok && removed.restocks).toEqual([]);
    expect((await stockOf({ format: 'dl', paper: 'kraft-90' }))?.restocks).toEqual([]);
  });

  test('a new set of attributes adds a row of its own; no attributes covers every configuration', async () => {
    const before = (await rows()).length;
    expect((await set({ attributes: 'format=c4, window=gauche', onHand: '40' })).ok).toBe(true);
    expect(await rows()).toHaveLength(before + 1);
    expect((await stockOf({ format: 'c4', paper: 'blanc-120', window: 'gauche' }))?.onHand).toBe(40);
    expect((await set({ attributes: '', onHand: '2500' })).ok).toBe(true);
    expect((await stockOf({ format: 'c5', paper: 'blanc-120' }))?.onHand).toBe(2500);
  });

  test.each([
    [{ mcpSku: 'TIR-XXX' }, 'No product has the mcp_sku TIR-XXX'],
    [
      { mcpSku: 'TIR-FLY' },
      'Flyers is printed to order (its catalogue entry is not madeFromStock): it has no stock',
    ],
    [{ attributes: 'colour=gold' }, /has no attribute colour/],
    [{ attributes: 'format=a3' }, /format of Enveloppes personnalisées has no value a3/],
    [{ attributes: 'format' }, 'Write the attributes as key=value: format'],
    [{ attributes: 'format=dl,format=c5' }, 'The attribute format is given twice'],
    [{ onHand: '-1' }, /The quantity on hand must be a whole number from 0/],
    [{ onHand: '12.5' }, /The quantity on hand must be a whole number/],
    [{ onHand: '99999999999' }, /The quantity on hand must be a whole number/],
    [{ restocks: ['2026-12-07:100'] }, 'Write a restock as DD-MM-YYYY:quantity: 2026-12-07:100'],
    [{ restocks: ['18-11-2026:100'] }, 'A restock is expected after today: 18-11-2026:100'],
    [{ restocks: ['07-12-2026:0'] }, /A restock quantity must be a whole number from 1/],
    [{ restocks: ['07-12-2026:5:6'] }, 'Write a restock as DD-MM-YYYY:quantity: 07-12-2026:5:6'],
  ])('%j is refused with a clear message, and nothing changes', async (setting, message) => {
    const [stockBefore, restocksBefore] = [await rows(), await restockRows()];
    const outcome = await set(setting);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(message);
    expect(await rows()).toEqual(stockBefore);
    expect(await restockRows()).toEqual(restocksBefore);
  });
});
