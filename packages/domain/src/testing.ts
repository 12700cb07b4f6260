/**
 * Test material of the domain's models for the packages that test or show them (tests, stories):
 * the demo catalogue's products and one shopper's addresses. Not used by any package at run time.
 */
import type { CatalogProduct } from './catalog/catalog.js';
import { DEMO_CATALOG, type DEMO_PRODUCT_IDS } from './catalog/demo-catalog.js';
import { findProduct, toProductConfiguration } from './catalog/product-configuration.js';
import type { Address } from './model/customer.js';
import type { ProductConfiguration } from './model/product.js';

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

/** Claire Martin's address in Paris, as the checkout form holds it (no id, no type yet). */
export const PARIS_ADDRESS = {
  country: 'FR',
  postalCode: '75011',
  firstName: 'Claire',
  lastName: 'Martin',
  company: undefined,
  street: '12 rue Oberkampf',
  streetComplement: undefined,
  city: 'Paris',
  phone: undefined,
  email: undefined,
  vatNumber: undefined,
} as const satisfies Omit<Address, 'id' | 'type'>;

/** An address of Claire Martin's book, in Paris unless `overrides` say otherwise. */
export const address = (overrides: Partial<Address> & Pick<Address, 'id' | 'type'>): Address => ({
  ...PARIS_ADDRESS,
  ...overrides,
});
