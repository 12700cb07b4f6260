import { sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';

/** The stock behind one configuration of a product made from stock. */
export interface ConfigurationStock {
  /** What can leave at once. */
  readonly onHand: number;
  /** Deliveries expected after `today`, earliest first. */
  readonly restocks: readonly { readonly date: Temporal.PlainDate; readonly quantity: number }[];
}

/** A stock row as the seed (or a shop owner's tool) writes it; restocks in days from today. */
export interface StockSeed {
  readonly mcpSku: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly onHand: number;
  readonly restocks: readonly { readonly inDays: number; readonly quantity: number }[];
}

/**
 * Gives a product its first stock, restocks dated from today in Paris. A product that has stock
 * rows already is left alone: the shop owner keeps them (a row they removed stays removed).
 */
export async function seedStock(db: Queryable, stock: readonly StockSeed[]): Promise<void> {
  const qb = queryBuilder(db);
  const products = [...new Set(stock.map((row) => row.mcpSku))];
  for (const mcpSku of products) {
    const held = await qb
      .selectFrom('productStock')
      .select('id')
      .where('mcpSku', '=', mcpSku)
      .limit(1)
      .executeTakeFirst();
    if (held !== undefined) continue;
    for (const row of stock.filter((candidate) => candidate.mcpSku === mcpSku)) {
      const inserted = await qb
        .insertInto('productStock')
        .values({ mcpSku: row.mcpSku, attributes: jsonb(row.attributes), onHand: row.onHand })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted === undefined) continue;
      for (const restock of row.restocks) {
        await qb
          .insertInto('productRestocks')
          .values({
            stockId: inserted.id,
            arrivesOn: sql<string>`(now() at time zone 'Europe/Paris')::date + ${restock.inDays}::int`,
            quantity: restock.quantity,
          })
          .execute();
      }
    }
  }
}

/**
 * The stock of a configuration: the row of the product whose attributes the configuration
 * includes, the one naming the most attributes first; `undefined` when none applies.
 */
export async function configurationStock(
  db: Queryable,
  request: {
    readonly mcpSku: string;
    readonly attributes: Readonly<Record<string, string>>;
    readonly today: Temporal.PlainDate;
  },
): Promise<ConfigurationStock | undefined> {
  const qb = queryBuilder(db);
  const stock = await qb
    .selectFrom('productStock')
    .select(['id', 'onHand'])
    .where('mcpSku', '=', request.mcpSku)
    .where('attributes', '<@', jsonb(request.attributes))
    .orderBy(sql`(select count(*) from jsonb_object_keys(attributes))`, 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (stock === undefined) return undefined;
  const restocks = await qb
    .selectFrom('productRestocks')
    .select((eb) => [
      eb.fn<string>('to_char', ['arrivesOn', eb.val('YYYY-MM-DD')]).as('arrivesOn'),
      'quantity',
    ])
    .where('stockId', '=', stock.id)
    .where('arrivesOn', '>', sql<Date>`${request.today.toString()}::date`)
    .orderBy('arrivesOn')
    .orderBy('id')
    .execute();
  return {
    onHand: stock.onHand,
    restocks: restocks.map((row) => ({
      date: Temporal.PlainDate.from(row.arrivesOn),
      quantity: row.quantity,
    })),
  };
}
