import type { DomainError } from '../errors/errors.js';
import type { Cart, CheckoutOptions, LineItemDraft } from '../model/cart.js';
import type { Address, AddressType } from '../model/customer.js';
import type { PlacedOrder } from '../model/order.js';
import type { CurrencyCode } from '../money/money.js';
import type { Result } from '../shared/result.js';

/**
 * Whose cart: a guest's (by anonymous id cookie) or the logged-in customer's (by token). A
 * customer who was a guest until now names the guest's anonymous id: that cart joins theirs.
 */
export type CartOwner =
  | { readonly kind: 'guest'; readonly anonymousId: string }
  | { readonly kind: 'customer'; readonly mergeAnonymousId?: string };

/** Where the cart is opened: prices and VAT depend on them. */
export interface CartLocale {
  readonly currency: CurrencyCode;
  /** ISO 3166-1 alpha-2 country of the tenant, e.g. "FR". */
  readonly country: string;
  readonly locale: string;
}

export interface CartPort {
  /** The owner's open cart, created when there is none (or always, with `forceCreate`). */
  open(
    owner: CartOwner,
    where: CartLocale,
    options?: { readonly forceCreate?: boolean },
  ): Promise<Result<Cart, DomainError>>;
  fetch(cartId: string): Promise<Result<Cart, DomainError>>;
  /** Adds a line, or replaces the line `lineItemId` when editing a job already in the cart. */
  putLineItem(cartId: string, line: LineItemDraft, lineItemId?: string): Promise<Result<Cart, DomainError>>;
  duplicateLineItem(cartId: string, lineItemId: string): Promise<Result<Cart, DomainError>>;
  deleteLineItem(cartId: string, lineItemId: string): Promise<Result<Cart, DomainError>>;
  setAddress(cartId: string, type: AddressType, address: Address): Promise<Result<Cart, DomainError>>;
  /** Turns the cart into an order. */
  checkout(cartId: string, options: CheckoutOptions): Promise<Result<PlacedOrder, DomainError>>;
}
