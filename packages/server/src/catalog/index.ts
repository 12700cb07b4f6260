export type * from './catalog.js';
export { DEMO_CATALOG, DEMO_PRODUCT_IDS } from './demo-catalog.js';
export {
  defaultAttributes,
  findPage,
  findProduct,
  productConfiguration,
  toProductConfiguration,
} from './product-configuration.js';
