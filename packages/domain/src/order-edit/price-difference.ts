import type { MoneyError } from '../errors/errors.js';
import type { Order } from '../model/order.js';
import { type Money, subtract } from '../money/money.js';
import type { Result } from '../shared/result.js';

/**
 * What the edit changes in the order's price including VAT: positive when the shopper has more
 * to pay, negative when the edited order is cheaper.
 */
export function priceDifference(
  original: Pick<Order, 'taxedPrice'>,
  draft: Pick<Order, 'taxedPrice'>,
): Result<Money, MoneyError> {
  return subtract(draft.taxedPrice, original.taxedPrice);
}
