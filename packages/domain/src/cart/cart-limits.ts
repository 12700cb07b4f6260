import type { CartError } from '../errors/errors.js';
import { add, type Money, subtract } from '../money/money.js';
import { err, ok, type Result, unwrap } from '../shared/result.js';

/** A cart holds at most this many line items (specification section 9); a shop may set fewer. */
export const MAX_CART_LINES = 15;
/** 100 000.00 incl VAT, in hundredths of the cart currency. */
export const MAX_CART_TAXED_CENTS = 10_000_000;

/**
 * A shop's cart limits (part of its `ShopRules`): how many lines a cart holds and the highest
 * total incl VAT, in hundredths of the cart currency.
 */
export interface CartLimits {
  readonly maxLines: number;
  readonly maxTaxedCents: number;
}

/** The specification's cart limits, for a caller that has no shop (tests, a shop not yet read). */
export const DEFAULT_CART_LIMITS: CartLimits = {
  maxLines: MAX_CART_LINES,
  maxTaxedCents: MAX_CART_TAXED_CENTS,
};

export const tooManyLines = (limits: CartLimits = DEFAULT_CART_LIMITS): CartError => ({
  kind: 'cart.tooManyLines',
  message: `A cart holds at most ${limits.maxLines} line items`,
  maxLines: limits.maxLines,
});

export const maxPriceExceeded = (limits: CartLimits = DEFAULT_CART_LIMITS): CartError => ({
  kind: 'cart.maxPriceExceeded',
  message: `The cart total including VAT cannot exceed ${(limits.maxTaxedCents / 100).toFixed(2)}`,
  maxTaxedCents: limits.maxTaxedCents,
});

/**
 * True when the product on the page would take the cart above the maximum price (incl VAT).
 * When a line is being edited its current total is already in `cartTaxed`, so it is taken out
 * rather than counted twice. All amounts share the cart currency; a mix is a bug and throws.
 */
export function exceedsMaxCartPrice(
  input: {
    readonly productTaxed: Money;
    readonly cartTaxed: Money;
    readonly editedLineTaxed?: Money;
  },
  limits: CartLimits = DEFAULT_CART_LIMITS,
): boolean {
  const withProduct = unwrap(add(input.cartTaxed, input.productTaxed));
  const total =
    input.editedLineTaxed === undefined ? withProduct : unwrap(subtract(withProduct, input.editedLineTaxed));
  return total.cents > limits.maxTaxedCents;
}

/** May a new line (a product added or a line duplicated) join a cart? The line count is checked first. */
export function checkAddLine(
  input: {
    readonly lineCount: number;
    readonly productTaxed: Money;
    readonly cartTaxed: Money;
  },
  limits: CartLimits = DEFAULT_CART_LIMITS,
): Result<void, CartError> {
  if (input.lineCount >= limits.maxLines) return err(tooManyLines(limits));
  if (exceedsMaxCartPrice(input, limits)) return err(maxPriceExceeded(limits));
  return ok(undefined);
}

/** May a line be replaced by its edited version? Editing never adds a line, so only the price counts. */
export function checkEditLine(
  input: {
    readonly productTaxed: Money;
    readonly cartTaxed: Money;
    readonly editedLineTaxed: Money;
  },
  limits: CartLimits = DEFAULT_CART_LIMITS,
): Result<void, CartError> {
  return exceedsMaxCartPrice(input, limits) ? err(maxPriceExceeded(limits)) : ok(undefined);
}

export const designMissing = (): CartError => ({
  kind: 'cart.designMissing',
  message: 'The design of a line no longer exists: make it again or choose another artwork',
});
