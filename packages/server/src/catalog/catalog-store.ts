import type { Catalog, CatalogPage, CatalogProduct } from '@tirage/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { jsonb, preparedQuery, queryBuilder } from '../db/query-builder.js';
import { parseStoredPage, parseStoredProduct } from './catalog-schema.js';

/**
 * A printing guide or template attached to a page, offered by the product-instruction call.
 * Held in the page's payload, so a shop owner adds them without a release.
 */
interface PageInstruction {
  readonly title: string;
  readonly fileUrl: string;
}

/** A content page as stored: the catalogue page plus what only the database holds. */
export interface StoredPage extends CatalogPage {
  readonly instructions?: readonly PageInstruction[];
}

/**
 * Copies a catalogue into the database, adding only the products and pages it lacks: a
 * product or page a shop owner changed is kept as changed.
 */
export async function seedCatalog(db: Queryable, catalog: Catalog): Promise<void> {
  const qb = queryBuilder(db);
  for (const product of catalog.products) {
    await qb
      .insertInto('products')
      .values({ id: product.id, mcpSku: product.configurationGraph.mcpSku, payload: jsonb(product) })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  for (const page of catalog.pages) {
    await qb
      .insertInto('contentPages')
      .values({ id: page.id, path: page.path, payload: jsonb(page) })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

// Payloads are written by the seed or by the shop owner's tools: checked on every read.
const asProduct = (row: { payload: unknown }): CatalogProduct => parseStoredProduct(row.payload);
const asPage = (row: { payload: unknown }): StoredPage => parseStoredPage(row.payload);

/** Reads the catalogue from the database, one query per lookup (the reference cache keeps products). */
export interface CatalogStore {
  productById(id: string): Promise<CatalogProduct | undefined>;
  productByMcpSku(mcpSku: string): Promise<CatalogProduct | undefined>;
  pageById(id: string): Promise<StoredPage | undefined>;
  pageByPath(path: string): Promise<StoredPage | undefined>;
  pagesByIds(ids: readonly string[]): Promise<readonly StoredPage[]>;
  /** Every product, by when it was added, then by id (the seeded ones come in id order). */
  listProducts(): Promise<readonly CatalogProduct[]>;
  /** The page that replaced a path of the previous site, if the path is one. */
  pageByLegacyPath(path: string): Promise<StoredPage | undefined>;
  /** Every page's path, layout and last change, by path. */
  pageListing(): Promise<readonly ListedPage[]>;
  /** The pages of one layout (the category pages), by path. */
  pagesWithLayout(layout: StoredPage['layout']): Promise<readonly StoredPage[]>;
  /** The previous site's paths, with when their page last changed, by path. */
  legacyPathListing(): Promise<readonly { readonly path: string; readonly updatedAt: Date }[]>;
}

interface ListedPage {
  readonly path: string;
  readonly layout: StoredPage['layout'];
  readonly updatedAt: Date;
}

// The lookups by key, on the pricing of every cart line: built and compiled once.
const productById = preparedQuery((qb, params: { id: string }) =>
  qb.selectFrom('products').select('payload').where('id', '=', params.id),
);
const productByMcpSku = preparedQuery((qb, params: { mcpSku: string }) =>
  qb.selectFrom('products').select('payload').where('mcpSku', '=', params.mcpSku),
);
const pageById = preparedQuery((qb, params: { id: string }) =>
  qb.selectFrom('contentPages').select('payload').where('id', '=', params.id),
);
const pageByPath = preparedQuery((qb, params: { path: string }) =>
  qb.selectFrom('contentPages').select('payload').where('path', '=', params.path),
);

export function createCatalogStore(db: Queryable): CatalogStore {
  const qb = queryBuilder(db);
  const products = qb.selectFrom('products').select('payload');
  const pages = qb.selectFrom('contentPages').select('payload');
  return {
    productById: async (id) => {
      const row = await productById.executeTakeFirst(db, { id });
      return row === undefined ? undefined : asProduct(row);
    },
    productByMcpSku: async (mcpSku) => {
      const row = await productByMcpSku.executeTakeFirst(db, { mcpSku });
      return row === undefined ? undefined : asProduct(row);
    },
    pageById: async (id) => {
      const row = await pageById.executeTakeFirst(db, { id });
      return row === undefined ? undefined : asPage(row);
    },
    pageByPath: async (path) => {
      const row = await pageByPath.executeTakeFirst(db, { path });
      return row === undefined ? undefined : asPage(row);
    },
    async pagesByIds(ids) {
      if (ids.length === 0) return [];
      // One bound parameter holding a JSON array keeps the statement the same whatever the count.
      const rows = await pages
        .where('id', 'in', sql<string>`(select jsonb_array_elements_text(${jsonb(ids)}::jsonb))`)
        .execute();
      return rows.map(asPage);
    },
    async listProducts() {
      const rows = await products.orderBy('createdAt').orderBy('id').execute();
      return rows.map(asProduct);
    },
    pageByLegacyPath: async (path) => {
      const row = await qb
        .selectFrom('legacyPaths as l')
        .innerJoin('contentPages as p', 'p.id', 'l.pageId')
        .select('p.payload')
        .where('l.path', '=', path)
        .executeTakeFirst();
      return row === undefined ? undefined : asPage(row);
    },
    async pageListing() {
      const rows = await qb
        .selectFrom('contentPages')
        .select(['payload', 'updatedAt'])
        .orderBy('path')
        .execute();
      return rows.map((row) => {
        const page = asPage(row);
        return { path: page.path, layout: page.layout, updatedAt: row.updatedAt };
      });
    },
    async pagesWithLayout(layout) {
      const rows = await pages.where(sql<string>`payload->>'layout'`, '=', layout).orderBy('path').execute();
      return rows.map(asPage);
    },
    async legacyPathListing() {
      return qb
        .selectFrom('legacyPaths as l')
        .innerJoin('contentPages as p', 'p.id', 'l.pageId')
        .select(['l.path', 'p.updatedAt'])
        .orderBy('l.path')
        .execute();
    },
  };
}
