export type * from './catalog.js';
export { DEMO_CATALOG, DEMO_LEGACY_PATHS, DEMO_PRODUCT_IDS } from './demo-catalog.js';
export {
  defaultAttributes,
  findPage,
  findProduct,
  offersDesignEditor,
  productConfiguration,
  toProductConfiguration,
} from './product-configuration.js';
