import type { DomainError } from '../errors/errors.js';
import type { EditedLineItem, Order, OrderEditDraft } from '../model/order.js';
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
  /** Saves an edited line as a draft of the order; the order itself is unchanged until finalized. */
  editItem(request: EditOrderItemRequest): Promise<Result<OrderEditDraft, DomainError>>;
  /** Replaces the order by its draft. */
  finalizeEdit(request: FinalizeOrderEditRequest): Promise<Result<Order, DomainError>>;
  /** After an edit the shopper chooses again how to pay the difference. */
  resetPaymentMethod(orderId: string): Promise<Result<Order, DomainError>>;
}
