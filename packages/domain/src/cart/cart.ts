import type { CartError } from '../errors/errors.js';
import { type CurrencyCode, type Money, sum } from '../money/money.js';
import { err, ok, type Result, unwrap } from '../shared/result.js';
import { type CartLimits, checkAddLine, checkEditLine, DEFAULT_CART_LIMITS } from './cart-limits.js';

/** What the cart rules need to know of a line item; the app's line type carries more. */
export interface CartLineLike {
  readonly id: string;
  readonly taxedTotal: Money;
}

/** A cart reduced to its line items, in one currency. Every operation keeps the cart limits. */
export interface CartLines<L extends CartLineLike> {
  readonly currency: CurrencyCode;
  readonly lines: readonly L[];
}

export function emptyCart<L extends CartLineLike>(currency: CurrencyCode): CartLines<L> {
  return { currency, lines: [] };
}

/** Total incl VAT of all line items. A line in another currency is a bug and throws. */
export function cartTaxedTotal<L extends CartLineLike>(cart: CartLines<L>): Money {
  return unwrap(
    sum(
      cart.lines.map((line) => line.taxedTotal),
      cart.currency,
    ),
  );
}

const lineNotFound = (lineId: string): CartError => ({
  kind: 'cart.lineNotFound',
  message: `No line item ${lineId} in the cart`,
  lineId,
});

// Ids come from the server or an id generator; a clash means the caller has a bug.
function assertNewId<L extends CartLineLike>(cart: CartLines<L>, id: string): void {
  if (cart.lines.some((line) => line.id === id)) throw new Error(`Line item id ${id} is already in the cart`);
}

/** Adds a line item at the end, refused at the shop's line limit or above its maximum cart price. */
export function addLine<L extends CartLineLike>(
  cart: CartLines<L>,
  line: L,
  limits: CartLimits = DEFAULT_CART_LIMITS,
): Result<CartLines<L>, CartError> {
  assertNewId(cart, line.id);
  const allowed = checkAddLine(
    {
      lineCount: cart.lines.length,
      productTaxed: line.taxedTotal,
      cartTaxed: cartTaxedTotal(cart),
    },
    limits,
  );
  return allowed.ok ? ok({ ...cart, lines: [...cart.lines, line] }) : allowed;
}

/** Replaces the line item with the same id by its edited version, in place; only the price can refuse it. */
export function replaceLine<L extends CartLineLike>(
  cart: CartLines<L>,
  line: L,
  limits: CartLimits = DEFAULT_CART_LIMITS,
): Result<CartLines<L>, CartError> {
  const stored = cart.lines.find((candidate) => candidate.id === line.id);
  if (stored === undefined) return err(lineNotFound(line.id));
  const allowed = checkEditLine(
    {
      productTaxed: line.taxedTotal,
      cartTaxed: cartTaxedTotal(cart),
      editedLineTaxed: stored.taxedTotal,
    },
    limits,
  );
  if (!allowed.ok) return allowed;
  return ok({ ...cart, lines: cart.lines.map((candidate) => (candidate.id === line.id ? line : candidate)) });
}

export function removeLine<L extends CartLineLike>(
  cart: CartLines<L>,
  lineId: string,
): Result<CartLines<L>, CartError> {
  const lines = cart.lines.filter((line) => line.id !== lineId);
  return lines.length === cart.lines.length ? err(lineNotFound(lineId)) : ok({ ...cart, lines });
}

/** Copies a line item under a new id, at the end, like any new line: the same limits apply. */
export function duplicateLine<L extends CartLineLike>(
  cart: CartLines<L>,
  lineId: string,
  newId: string,
  limits: CartLimits = DEFAULT_CART_LIMITS,
): Result<CartLines<L>, CartError> {
  const original = cart.lines.find((line) => line.id === lineId);
  if (original === undefined) return err(lineNotFound(lineId));
  return addLine(cart, { ...original, id: newId }, limits);
}
