import type { Catalog, CatalogPage, CatalogProduct } from '@tirage/domain';
import type { Queryable } from '../db/database.js';
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
  for (const product of catalog.products) {
    await db.query(
      `insert into products (id, mcp_sku, payload) values ($1, $2, $3::jsonb)
       on conflict do nothing`,
      [product.id, product.configurationGraph.mcpSku, JSON.stringify(product)],
    );
  }
  for (const page of catalog.pages) {
    await db.query(
      `insert into content_pages (id, path, payload) values ($1, $2, $3::jsonb)
       on conflict do nothing`,
      [page.id, page.path, JSON.stringify(page)],
    );
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

export function createCatalogStore(db: Queryable): CatalogStore {
  const one = async <T>(sql: string, value: string, as: (row: { payload: unknown }) => T) => {
    const [row] = await db.query<{ payload: unknown }>(sql, [value]);
    return row === undefined ? undefined : as(row);
  };
  return {
    productById: (id) => one('select payload from products where id = $1', id, asProduct),
    productByMcpSku: (mcpSku) => one('select payload from products where mcp_sku = $1', mcpSku, asProduct),
    pageById: (id) => one('select payload from content_pages where id = $1', id, asPage),
    pageByPath: (path) => one('select payload from content_pages where path = $1', path, asPage),
    async pagesByIds(ids) {
      if (ids.length === 0) return [];
      // One bound parameter holding a JSON array keeps the query parameterised whatever the count.
      const rows = await db.query<{ payload: unknown }>(
        `select payload from content_pages
         where id in (select jsonb_array_elements_text($1::jsonb))`,
        [JSON.stringify(ids)],
      );
      return rows.map(asPage);
    },
    async listProducts() {
      const rows = await db.query<{ payload: unknown }>(
        'select payload from products order by created_at, id',
      );
      return rows.map(asProduct);
    },
    pageByLegacyPath: (path) =>
      one(
        `select p.payload from legacy_paths l join content_pages p on p.id = l.page_id where l.path = $1`,
        path,
        asPage,
      ),
    async pageListing() {
      const rows = await db.query<{ payload: unknown; updated_at: Date | string }>(
        'select payload, updated_at from content_pages order by path',
      );
      return rows.map((row) => {
        const page = asPage(row);
        return { path: page.path, layout: page.layout, updatedAt: new Date(row.updated_at) };
      });
    },
    async pagesWithLayout(layout) {
      const rows = await db.query<{ payload: unknown }>(
        `select payload from content_pages where payload->>'layout' = $1 order by path`,
        [layout],
      );
      return rows.map(asPage);
    },
    async legacyPathListing() {
      const rows = await db.query<{ path: string; updated_at: Date | string }>(
        `select l.path, p.updated_at from legacy_paths l join content_pages p on p.id = l.page_id
         order by l.path`,
      );
      return rows.map((row) => ({ path: row.path, updatedAt: new Date(row.updated_at) }));
    },
  };
}
