import type { CatalogProduct } from '@tirage/domain';
import { parseDate } from '@tirage/domain';
import { sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';
import type { CatalogStore } from './catalog-store.js';

/** At most this many copies in one stock row or one restock: a typo's extra zeros are refused. */
const MAX_STOCK_QUANTITY = 10_000_000;

/** What `npm run stock:set` was asked, as typed. */
export interface StockSetting {
  /** The product's `mcp_sku` (`TIR-ENV`). */
  readonly mcpSku: string;
  /** The configurations the row covers, `key=value` pairs (`format=dl,paper=kraft-90`); empty: all. */
  readonly attributes: string;
  /** What can leave at once. */
  readonly onHand: string;
  /**
   * The deliveries expected, `DD-MM-YYYY:quantity` each; they replace the row's restocks. Absent:
   * the row's restocks are kept.
   */
  readonly restocks?: readonly string[] | undefined;
}

export type StockSetOutcome =
  | {
      readonly ok: true;
      readonly productName: string;
      readonly attributes: Readonly<Record<string, string>>;
      readonly onHand: number;
      readonly restocks: readonly { readonly date: Temporal.PlainDate; readonly quantity: number }[];
    }
  | { readonly ok: false; readonly message: string };

const refuse = (message: string): StockSetOutcome => ({ ok: false, message });

function quantityOf(text: string, what: string, minimum: number): number | string {
  const value = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!Number.isInteger(value) || value < minimum || value > MAX_STOCK_QUANTITY) {
    return `${what} must be a whole number from ${minimum} to ${MAX_STOCK_QUANTITY}: ${text}`;
  }
  return value;
}

/** `format=dl,paper=kraft-90` as attributes of the product, each key and value checked. */
function attributesOf(product: CatalogProduct, text: string): Record<string, string> | string {
  const attributes: Record<string, string> = {};
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const [key = '', value = '', ...rest] = pair.split('=').map((part) => part.trim());
    const attribute = product.attributes.find((candidate) => candidate.key === key);
    if (rest.length > 0 || key === '' || value === '') return `Write the attributes as key=value: ${pair}`;
    if (attribute === undefined) {
      return `${product.name} has no attribute ${key} (it has ${product.attributes.map((a) => a.key).join(', ')})`;
    }
    if (!attribute.options.some((option) => option.value === value)) {
      return `${attribute.key} of ${product.name} has no value ${value} (it has ${attribute.options.map((o) => o.value).join(', ')})`;
    }
    if (Object.hasOwn(attributes, key)) return `The attribute ${key} is given twice`;
    attributes[key] = value;
  }
  return attributes;
}

/**
 * Sets the stock of a product made from stock, for the configurations a set of attributes
 * covers: what can leave at once and, when given, the restocks expected (after `today`, Paris).
 * One transaction; nothing is written when anything is refused. Shop staff do it with
 * `npm run stock:set`; the product page reads it through `POST /product/inventory/`.
 */
export async function setStock(
  db: Database,
  catalog: Pick<CatalogStore, 'productByMcpSku'>,
  setting: StockSetting,
  today: Temporal.PlainDate,
): Promise<StockSetOutcome> {
  const product = await catalog.productByMcpSku(setting.mcpSku.trim());
  if (product === undefined) return refuse(`No product has the mcp_sku ${setting.mcpSku}`);
  if (product.madeFromStock !== true) {
    return refuse(
      `${product.name} is printed to order (its catalogue entry is not madeFromStock): it has no stock`,
    );
  }
  const attributes = attributesOf(product, setting.attributes);
  if (typeof attributes === 'string') return refuse(attributes);
  const onHand = quantityOf(setting.onHand, 'The quantity on hand', 0);
  if (typeof onHand === 'string') return refuse(onHand);
  const restocks: { date: Temporal.PlainDate; quantity: number }[] = [];
  for (const text of setting.restocks ?? []) {
    const [dateText = '', quantityText = '', ...rest] = text.split(':');
    const date = parseDate(dateText.trim());
    if (date === null || rest.length > 0) return refuse(`Write a restock as DD-MM-YYYY:quantity: ${text}`);
    if (Temporal.PlainDate.compare(date, today) <= 0)
      return refuse(`A restock is expected after today: ${text}`);
    const quantity = quantityOf(quantityText, 'A restock quantity', 1);
    if (typeof quantity === 'string') return refuse(quantity);
    restocks.push({ date, quantity });
  }
  restocks.sort((a, b) => Temporal.PlainDate.compare(a.date, b.date));

  const kept = await db.transaction(async (tx) => {
    const qb = queryBuilder(tx);
    const { id } = await qb
      .insertInto('productStock')
      .values({ mcpSku: product.configurationGraph.mcpSku, attributes: jsonb(attributes), onHand })
      .onConflict((conflict) =>
        conflict
          .columns(['mcpSku', 'attributes'])
          .doUpdateSet((eb) => ({ onHand: eb.ref('excluded.onHand') })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    if (setting.restocks !== undefined) {
      await qb.deleteFrom('productRestocks').where('stockId', '=', id).execute();
      for (const restock of restocks) {
        await qb
          .insertInto('productRestocks')
          .values({ stockId: id, arrivesOn: restock.date.toString(), quantity: restock.quantity })
          .execute();
      }
      return restocks;
    }
    const rows = await qb
      .selectFrom('productRestocks')
      .select((eb) => [
        eb.fn<string>('to_char', ['arrivesOn', eb.val('YYYY-MM-DD')]).as('arrivesOn'),
        'quantity',
      ])
      .where('stockId', '=', id)
      .where('arrivesOn', '>', sql<Date>`${today.toString()}::date`)
      .orderBy('arrivesOn')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ date: Temporal.PlainDate.from(r.arrivesOn), quantity: r.quantity }));
  });
  return { ok: true, productName: product.name, attributes, onHand, restocks: kept };
}
