/**
 * Test material of the domain's models for the packages that test or show them (tests, stories):
 * the demo catalogue's products, the flyers page with ports that price it without a network, and
 * one shopper's addresses. Not used by any package at run time.
 */
import type { Address } from './model/customer.js';

export {
  type DemoProductId,
  demoProduct,
  demoProductConfiguration,
} from './catalog/test-support/demo-products.js';
export { a5 as a5Format, designArb } from './designer/design.arb.js';
export {
  fakePriceSet,
  fakeProductPorts,
  flyersConfiguration,
  flyersPage,
} from './product-page/test-support/demo-flyers.js';

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
