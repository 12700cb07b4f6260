import type { Temporal } from 'temporal-polyfill';

/** A restock the shop expects: on `date`, `quantity` more can leave. */
export interface Restock {
  readonly date: Temporal.PlainDate;
  readonly quantity: number;
}

/**
 * The stock behind a configuration of a product made from goods the shop keeps (blank
 * envelopes, textiles): what can leave at once and the restocks to come, earliest first.
 * `hasInventory` false: this configuration is printed to order, there is no stock to show.
 */
export interface Inventory {
  readonly hasInventory: boolean;
  readonly immediateQuantity: number;
  readonly futureAvailability: readonly Restock[];
}

/**
 * What the product page says about the stock of the chosen quantity:
 * - `inStock`: the whole quantity can leave at once;
 * - `partial`: some can leave at once, not all;
 * - `outOfStock`: nothing can leave at once.
 * `completeOn` is the first restock date by which the whole quantity is available (counting
 * what is in stock now and every restock until then); `undefined` when no planned restock
 * makes up the quantity.
 */
export type StockStatus =
  | { readonly kind: 'inStock'; readonly immediateQuantity: number }
  | {
      readonly kind: 'partial';
      readonly immediateQuantity: number;
      readonly completeOn: Temporal.PlainDate | undefined;
    }
  | { readonly kind: 'outOfStock'; readonly completeOn: Temporal.PlainDate | undefined };

/** The stock status of `quantity` copies; `undefined` for a configuration printed to order. */
export function stockStatus(inventory: Inventory, quantity: number): StockStatus | undefined {
  if (!inventory.hasInventory) return undefined;
  const immediateQuantity = Math.max(0, inventory.immediateQuantity);
  if (immediateQuantity >= quantity) return { kind: 'inStock', immediateQuantity };
  let available = immediateQuantity;
  let completeOn: Temporal.PlainDate | undefined;
  // ISO dates (YYYY-MM-DD) sort as text: no Temporal needed where the page runs.
  const restocks = [...inventory.futureAvailability].sort((a, b) =>
    a.date.toString().localeCompare(b.date.toString()),
  );
  for (const restock of restocks) {
    available += restock.quantity;
    if (available >= quantity) {
      completeOn = restock.date;
      break;
    }
  }
  return immediateQuantity > 0
    ? { kind: 'partial', immediateQuantity, completeOn }
    : { kind: 'outOfStock', completeOn };
}
