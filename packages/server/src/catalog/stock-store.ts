import { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';

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
  const products = [...new Set(stock.map((row) => row.mcpSku))];
  for (const mcpSku of products) {
    const held = await db.query('select 1 from product_stock where mcp_sku = $1 limit 1', [mcpSku]);
    if (held.length > 0) continue;
    for (const row of stock.filter((candidate) => candidate.mcpSku === mcpSku)) {
      const [inserted] = await db.query<{ id: string }>(
        `insert into product_stock (mcp_sku, attributes, on_hand) values ($1, $2::jsonb, $3)
         on conflict do nothing returning id`,
        [row.mcpSku, JSON.stringify(row.attributes), row.onHand],
      );
      if (inserted === undefined) continue;
      for (const restock of row.restocks) {
        await db.query(
          `insert into product_restocks (stock_id, arrives_on, quantity)
           values ($1, (now() at time zone 'Europe/Paris')::date + $2::int, $3)`,
          [inserted.id, restock.inDays, restock.quantity],
        );
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
  const [stock] = await db.query<{ id: string; on_hand: number }>(
    `select id, on_hand from product_stock
     where mcp_sku = $1 and attributes <@ $2::jsonb
     order by (select count(*) from jsonb_object_keys(attributes)) desc, id
     limit 1`,
    [request.mcpSku, JSON.stringify(request.attributes)],
  );
  if (stock === undefined) return undefined;
  const restocks = await db.query<{ arrives_on: string; quantity: number }>(
    `select to_char(arrives_on, 'YYYY-MM-DD') as arrives_on, quantity from product_restocks
     where stock_id = $1 and arrives_on > $2::date
     order by arrives_on, id`,
    [stock.id, request.today.toString()],
  );
  return {
    onHand: stock.on_hand,
    restocks: restocks.map((row) => ({
      date: Temporal.PlainDate.from(row.arrives_on),
      quantity: row.quantity,
    })),
  };
}
