export {
  isQuantityListTruncated,
  MAX_QUANTITY_OPTIONS,
  type QuantityRule,
  quantityOptions,
  sameQuantity,
  toHundredths,
  validateQuantity,
  withFreeQuantity,
} from './quantity.js';
