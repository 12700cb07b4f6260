import type { CatalogProduct } from '../catalog/catalog.js';
import { createCatalogStore } from '../catalog/catalog-store.js';
import type { Database, Queryable } from '../db/database.js';
import { CHANGES_CHANNEL } from '../db/migrations/0008-change-notifications.js';
import type { Logger } from '../logging/logger.js';
import { loadTenancy, type Tenancy } from '../tenancy/tenancy.js';

/** The reference data every priced request reads: the shops and currencies, and the products. */
export interface ReferenceReads {
  tenancy(): Promise<Tenancy>;
  /**
   * A product by id or SKU. Inside a transaction pass it as `via`: on a miss the product is read
   * through it (on the embedded database a read outside the open transaction would wait for it).
   */
  productById(id: string, via?: Queryable): Promise<CatalogProduct | undefined>;
  productByMcpSku(mcpSku: string, via?: Queryable): Promise<CatalogProduct | undefined>;
  /** Every product, by when it was added, then by id (home and category pages list them). */
  listProducts(): Promise<readonly CatalogProduct[]>;
}

export interface ReferenceCache extends ReferenceReads {
  /** True while changes are being listened to; else every read goes to the database. */
  readonly live: () => boolean;
  close(): Promise<void>;
}

/** Reads straight from the database, every time. */
export function uncachedReferenceReads(db: Database): ReferenceReads {
  const catalog = createCatalogStore(db);
  return {
    tenancy: () => loadTenancy(db),
    productById: (id, via) => (via === undefined ? catalog : createCatalogStore(via)).productById(id),
    productByMcpSku: (mcpSku, via) =>
      (via === undefined ? catalog : createCatalogStore(via)).productByMcpSku(mcpSku),
    listProducts: () => catalog.listProducts(),
  };
}

// Products are few; the bound only stops a flood of distinct lookups from growing the map.
const MAX_CACHED_PRODUCTS = 1000;

/**
 * Keeps the reference data in memory and forgets it whenever the database announces a change to
 * it (migration 0008: a trigger on each table notifies, whatever wrote). While the subscription
 * is not established, or after it broke, nothing is cached: a stale shop or price is never served
 * for want of a notification.
 */
export async function createReferenceCache(db: Database, logger?: Logger): Promise<ReferenceCache> {
  const direct = uncachedReferenceReads(db);
  const products = new Map<string, Promise<CatalogProduct | undefined>>();
  let live = false;

  /** One shared read of a whole table's worth, kept until a change is announced; a failure is not kept. */
  const remembered = <T>(read: () => Promise<T>) => {
    let held: Promise<T> | undefined;
    return {
      get(): Promise<T> {
        if (!live) return read();
        if (held !== undefined) return held;
        const reading = read();
        held = reading;
        reading.catch(() => {
          if (held === reading) held = undefined;
        });
        return reading;
      },
      forget() {
        held = undefined;
      },
    };
  };
  const tenancy = remembered(() => direct.tenancy());
  const productList = remembered(() => direct.listProducts());
  const forget = () => {
    tenancy.forget();
    productList.forget();
    products.clear();
  };
  let unlisten: (() => Promise<void>) | undefined;
  try {
    unlisten = await db.listen(CHANGES_CHANNEL, forget, (error) => {
      live = false;
      forget();
      logger?.warn({ err: error }, 'reference data changes are no longer heard: reading without cache');
    });
    live = true;
  } catch (error) {
    logger?.warn({ err: error }, 'cannot listen to reference data changes: reading without cache');
  }

  /** Shares one read per key; a failed read or an absent product is not remembered. */
  const product = (key: string, read: () => Promise<CatalogProduct | undefined>) => {
    if (!live) return read();
    const known = products.get(key);
    if (known !== undefined) return known;
    if (products.size >= MAX_CACHED_PRODUCTS) products.clear();
    const reading = read();
    products.set(key, reading);
    reading.then(
      (found) => {
        if (found === undefined && products.get(key) === reading) products.delete(key);
      },
      () => {
        if (products.get(key) === reading) products.delete(key);
      },
    );
    return reading;
  };

  return {
    live: () => live,
    tenancy: () => tenancy.get(),
    listProducts: () => productList.get(),
    productById: (id, via) => product(`id:${id}`, () => direct.productById(id, via)),
    productByMcpSku: (mcpSku, via) => product(`sku:${mcpSku}`, () => direct.productByMcpSku(mcpSku, via)),
    async close() {
      live = false;
      forget();
      await unlisten?.();
    },
  };
}
