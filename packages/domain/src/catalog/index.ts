export type * from './catalog.js';
export { DEMO_CATALOG, DEMO_LEGACY_PATHS, DEMO_PRODUCT_IDS } from './demo-catalog.js';
export {
  printOnDemandOffer,
  READY_MADE_PICTURES_PATH,
  READY_MADE_VIEWS,
  type ReadyMadeView,
  readyMadeDocument,
  readyMadePictureAlt,
  readyMadePicturePath,
} from './print-on-demand.js';
export {
  defaultAttributes,
  defaultFileFlow,
  findPage,
  findProduct,
  offersDesignEditor,
  productConfiguration,
  toProductConfiguration,
} from './product-configuration.js';
