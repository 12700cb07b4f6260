import type { CatalogProduct } from '@tirage/domain';
import { createCatalogStore, type StoredPage } from '../catalog/catalog-store.js';
import type { Database, Queryable } from '../db/database.js';
import { CHANGES_CHANNEL } from '../db/migrations/0008-change-notifications.js';
import type { Logger } from '../logging/logger.js';
import { loadTenancy, type Tenancy } from '../tenancy/tenancy.js';

/** The reference data every priced request reads: the shops and currencies, the products and pages. */
export interface ReferenceReads {
  tenancy(): Promise<Tenancy>;
  /**
   * A product by id or SKU. Inside a transaction pass it as `via`: on a miss the product is read
   * through it (on the embedded database a read outside the open transaction would wait for it).
   */
  productById(id: string, via?: Queryable): Promise<CatalogProduct | undefined>;
  productByMcpSku(mcpSku: string, via?: Queryable): Promise<CatalogProduct | undefined>;
  /** A content page by id (the page a cart line is priced on); `via` as for products. */
  pageById(id: string, via?: Queryable): Promise<StoredPage | undefined>;
  /** Every product, by when it was added, then by id (home and category pages list them). */
  listProducts(): Promise<readonly CatalogProduct[]>;
  /**
   * Forgets what is held, for a change this process has just committed: its next request reads
   * it, without waiting for the database's announcement (which still reaches the other processes).
   */
  forget(): void;
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
    pageById: (id, via) => (via === undefined ? catalog : createCatalogStore(via)).pageById(id),
    listProducts: () => catalog.listProducts(),
    forget: () => undefined,
  };
}

// Products and pages are few; the bound only stops a flood of distinct lookups from growing the map.
const MAX_CACHED_ENTRIES = 1000;

/**
 * Keeps the reference data in memory and forgets it whenever the database announces a change to
 * it (migrations 0008 and 0021: a trigger on each table notifies, whatever wrote). While the subscription
 * is not established, or after it broke, nothing is cached: a stale shop or price is never served
 * for want of a notification.
 */
export interface ReferenceCacheOptions {
  /**
   * How long to wait before listening again once the subscription is lost or refused, attempt
   * after attempt (the last delay repeats). Default: 1, 2, 5, 10, then every 30 seconds.
   */
  readonly relistenDelaysMs?: readonly number[];
}

const RELISTEN_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

export async function createReferenceCache(
  db: Database,
  logger?: Logger,
  options: ReferenceCacheOptions = {},
): Promise<ReferenceCache> {
  const direct = uncachedReferenceReads(db);
  const entries = new Map<string, Promise<unknown>>();
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
    entries.clear();
  };
  // A lost subscription (the database restarted, a connection dropped) is opened again with
  // backoff; meanwhile nothing is cached, so nothing stale is served.
  const delays = options.relistenDelaysMs ?? RELISTEN_DELAYS_MS;
  let unlisten: (() => Promise<void>) | undefined;
  let subscription = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const subscribe = async (): Promise<boolean> => {
    const current = ++subscription;
    try {
      const stop = await db.listen(CHANGES_CHANNEL, forget, (error) => lost(current, error));
      if (closed || current !== subscription) {
        await stop().catch(() => undefined);
        return false;
      }
      unlisten = stop;
      // What was read while deaf was not kept; start from nothing all the same.
      forget();
      live = true;
      return true;
    } catch (error) {
      logger?.warn({ err: error }, 'cannot listen to reference data changes: reading without cache');
      return false;
    }
  };
  const listenAgain = (attempt: number) => {
    if (closed || retry !== undefined) return;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 30_000;
    retry = setTimeout(async () => {
      retry = undefined;
      if (closed) return;
      if (await subscribe()) logger?.info('reference data changes are heard again: the cache is back on');
      else listenAgain(attempt + 1);
    }, delay);
    retry.unref?.();
  };
  function lost(which: number, error: Error) {
    if (which !== subscription || !live) return;
    live = false;
    forget();
    const broken = unlisten;
    unlisten = undefined;
    void broken?.().catch(() => undefined);
    logger?.warn({ err: error }, 'reference data changes are no longer heard: reading without cache');
    listenAgain(0);
  }
  if (!(await subscribe())) listenAgain(0);

  /** Shares one read per key; a failed read or an absent product or page is not remembered. */
  const entry = <T>(key: string, read: () => Promise<T | undefined>): Promise<T | undefined> => {
    if (!live) return read();
    const known = entries.get(key) as Promise<T | undefined> | undefined;
    if (known !== undefined) return known;
    if (entries.size >= MAX_CACHED_ENTRIES) entries.clear();
    const reading = read();
    entries.set(key, reading);
    reading.then(
      (found) => {
        if (found === undefined && entries.get(key) === reading) entries.delete(key);
      },
      () => {
        if (entries.get(key) === reading) entries.delete(key);
      },
    );
    return reading;
  };

  return {
    live: () => live,
    tenancy: () => tenancy.get(),
    listProducts: () => productList.get(),
    productById: (id, via) => entry(`id:${id}`, () => direct.productById(id, via)),
    productByMcpSku: (mcpSku, via) => entry(`sku:${mcpSku}`, () => direct.productByMcpSku(mcpSku, via)),
    pageById: (id, via) => entry(`page:${id}`, () => direct.pageById(id, via)),
    forget,
    async close() {
      closed = true;
      live = false;
      if (retry !== undefined) clearTimeout(retry);
      forget();
      await unlisten?.();
    },
  };
}
