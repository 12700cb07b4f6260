export {
  addLine,
  type CartLineLike,
  type CartLines,
  cartTaxedTotal,
  duplicateLine,
  emptyCart,
  removeLine,
  replaceLine,
} from './cart.js';
export {
  type CartLimits,
  checkAddLine,
  checkEditLine,
  DEFAULT_CART_LIMITS,
  designMissing,
  exceedsMaxCartPrice,
  MAX_CART_LINES,
  MAX_CART_TAXED_CENTS,
  maxPriceExceeded,
  tooManyLines,
} from './cart-limits.js';
export {
  type CheckoutCart,
  type CheckoutRefusal,
  type CheckoutRequest,
  checkoutOptionsRefusal,
  checkoutRefusal,
  orderTotals,
} from './checkout.js';
