import type { CartError } from '../errors/errors.js';
import { add, type Money, subtract } from '../money/money.js';
import { err, ok, type Result, unwrap } from '../shared/result.js';

/** A cart holds at most this many line items (specification section 9). */
export const MAX_CART_LINES = 15;
/** 100 000.00 incl VAT, in hundredths of the cart currency. */
export const MAX_CART_TAXED_CENTS = 10_000_000;

export const tooManyLines = (): CartError => ({
  kind: 'cart.tooManyLines',
  message: `A cart holds at most ${MAX_CART_LINES} line items`,
  maxLines: MAX_CART_LINES,
});

export const maxPriceExceeded = (): CartError => ({
  kind: 'cart.maxPriceExceeded',
  message: `The cart total including VAT cannot exceed ${(MAX_CART_TAXED_CENTS / 100).toFixed(2)}`,
  maxTaxedCents: MAX_CART_TAXED_CENTS,
});

/**
 * True when the product on the page would take the cart above the maximum price (incl VAT).
 * When a line is being edited its current total is already in `cartTaxed`, so it is taken out
 * rather than counted twice. All amounts share the cart currency; a mix is a bug and throws.
 */
export function exceedsMaxCartPrice(input: {
  readonly productTaxed: Money;
  readonly cartTaxed: Money;
  readonly editedLineTaxed?: Money;
}): boolean {
  const withProduct = unwrap(add(input.cartTaxed, input.productTaxed));
  const total =
    input.editedLineTaxed === undefined ? withProduct : unwrap(subtract(withProduct, input.editedLineTaxed));
  return total.cents > MAX_CART_TAXED_CENTS;
}

/** May a new line (a product added or a line duplicated) join a cart? The line count is checked first. */
export function checkAddLine(input: {
  readonly lineCount: number;
  readonly productTaxed: Money;
  readonly cartTaxed: Money;
}): Result<void, CartError> {
  if (input.lineCount >= MAX_CART_LINES) return err(tooManyLines());
  if (exceedsMaxCartPrice(input)) return err(maxPriceExceeded());
  return ok(undefined);
}

/** May a line be replaced by its edited version? Editing never adds a line, so only the price counts. */
export function checkEditLine(input: {
  readonly productTaxed: Money;
  readonly cartTaxed: Money;
  readonly editedLineTaxed: Money;
}): Result<void, CartError> {
  return exceedsMaxCartPrice(input) ? err(maxPriceExceeded()) : ok(undefined);
}

export const designMissing = (): CartError => ({
  kind: 'cart.designMissing',
  message: 'The design of a line no longer exists: make it again or choose another artwork',
});
