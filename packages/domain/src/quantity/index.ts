export {
  MAX_QUANTITY_OPTIONS,
  type QuantityRule,
  quantityOptions,
  toHundredths,
  validateQuantity,
  withFreeQuantity,
} from './quantity.js';
