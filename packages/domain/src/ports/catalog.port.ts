import type { DomainError } from '../errors/errors.js';
import type { PageContent, PageRef } from '../model/content.js';
import type { ConfigurationGraph, ProductConfiguration } from '../model/product.js';
import type { Inventory } from '../product/stock.js';
import type { Result } from '../shared/result.js';

/** What the server needs to check a configuration (POST /product/validate). */
export interface ConfigurationValidationRequest {
  readonly configurationGraph: ConfigurationGraph;
  readonly selectedAttributes: Readonly<Record<string, string>>;
}

/** The stock of one configuration (POST /product/inventory). */
export interface InventoryRequest {
  readonly mcpSku: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly quantity: number;
  readonly productionTime: string;
}

/** The catalogue: pages, product configurations and their validation by the server. */
export interface CatalogPort {
  /** A page's content; an unknown page is `page.notFound`. */
  pageContent(ref: PageRef): Promise<Result<PageContent, DomainError>>;
  /**
   * A product configuration by id; `undefined` when the server answers without data (the page
   * then shows 'No data retrieved from product configuration.' and goes into maintenance).
   */
  productConfiguration(
    configurationId: string,
  ): Promise<Result<ProductConfiguration | undefined, DomainError>>;
  /**
   * Checks the selected attributes; the answer is the attributes as the server settles them
   * (it may adjust attributes that depend on the one changed).
   */
  validateConfiguration(
    request: ConfigurationValidationRequest,
  ): Promise<Result<Readonly<Record<string, string>>, DomainError>>;
  /** The stock behind a configuration of a product made from stock. */
  inventory(request: InventoryRequest): Promise<Result<Inventory, DomainError>>;
}
