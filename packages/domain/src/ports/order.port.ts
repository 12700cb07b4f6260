import type { DomainError } from '../errors/errors.js';
import type { EmailVerificationSent, LegacyOrder, LegacyOrderPage } from '../model/legacy-order.js';
import type { EditedLineItem, Order, OrderEditDraft, OrderPage, OrderPageRequest } from '../model/order.js';
import type { Result } from '../shared/result.js';

export interface EditOrderItemRequest {
  readonly orderId: string;
  readonly lineItem: EditedLineItem;
  /** The page the shopper came from, to return there after the edit. */
  readonly refererUrl: string;
}

export interface FinalizeOrderEditRequest {
  readonly orderId: string;
  readonly orderEditId: string;
}

export interface OrderPort {
  get(orderId: string): Promise<Result<Order, DomainError>>;
  /**
   * The customer's orders, newest first, a page at a time. A page past the last one holds no
   * order (the total still says how many there are).
   */
  list(request: OrderPageRequest): Promise<Result<OrderPage, DomainError>>;
  /**
   * One of the customer's orders by the number they quote (the personal area's order detail). An
   * unknown number and another customer's are the same not-found error, as with `get`.
   */
  getByNumber(orderNumber: string): Promise<Result<Order, DomainError>>;
  /** Saves an edited line as a draft of the order; the order itself is unchanged until finalized. */
  editItem(request: EditOrderItemRequest): Promise<Result<OrderEditDraft, DomainError>>;
  /** Replaces the order by its draft. */
  finalizeEdit(request: FinalizeOrderEditRequest): Promise<Result<Order, DomainError>>;
  /** After an edit the shopper chooses again how to pay the difference. */
  resetPaymentMethod(orderId: string): Promise<Result<Order, DomainError>>;
}

/**
 * The orders imported from the shop's previous system for the customer's email: read only. An
 * unknown number and another customer's are the same not-found error. They are shown only once
 * the customer has proven they own that email, through the link of a verification mail; until
 * then the list is empty (`emailVerified` false) and every number is not found.
 */
export interface LegacyOrderPort {
  /** Newest first, a page at a time, as the orders list (a page past the last one is empty). */
  list(request: OrderPageRequest): Promise<Result<LegacyOrderPage, DomainError>>;
  getByNumber(orderNumber: string): Promise<Result<LegacyOrder, DomainError>>;
  /** Mails a single-use verification link to the customer's current email. */
  requestEmailVerification(): Promise<Result<EmailVerificationSent, DomainError>>;
  /**
   * Confirms the customer owns their email with the token of the mail's link. A token of another
   * customer, of an email the customer no longer has, expired or used is refused.
   */
  confirmEmail(token: string): Promise<Result<void, DomainError>>;
}
