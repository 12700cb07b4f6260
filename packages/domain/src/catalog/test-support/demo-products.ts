import type { ProductConfiguration } from '../../model/product.js';
import type { CatalogProduct } from '../catalog.js';
import { DEMO_CATALOG, type DEMO_PRODUCT_IDS } from '../demo-catalog.js';
import { findProduct, toProductConfiguration } from '../product-configuration.js';

/** The configuration id of a product of the demo catalogue. */
export type DemoProductId = (typeof DEMO_PRODUCT_IDS)[number];

/** A product of the demo catalogue, as the server's seed stores it. */
export function demoProduct(id: DemoProductId): CatalogProduct {
  const product = findProduct(DEMO_CATALOG, id);
  if (product === undefined) throw new Error(`the demo catalogue has no product ${id}`);
  return product;
}

/** A product of the demo catalogue as the product page receives it, its defaults selected. */
export const demoProductConfiguration = (id: DemoProductId): ProductConfiguration =>
  toProductConfiguration(demoProduct(id));
