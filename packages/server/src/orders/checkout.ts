import type { checkoutRequestSchema } from '@tirage/api-client/contract';
import {
  type CheckoutRefusal,
  type CheckoutRequest,
  checkoutOptionsRefusal,
  checkoutRefusal,
  err,
  ok,
  orderTotals,
  type Result,
} from '@tirage/domain';
import type * as z from 'zod';
import { endNewCustomer, isPremiumReseller } from '../auth/customer-store.js';
import { type LineRow, lockCartWithLines, setCartStatus } from '../cart/cart-store.js';
import type { Database, Queryable } from '../db/database.js';
import { claimIdempotencyKey, recordIdempotentAnswer, requestFingerprint } from '../http/idempotency.js';
import { findOrderByCart, insertOrder } from './order-store.js';

type CheckoutBody = z.output<typeof checkoutRequestSchema>;

/** What the checkout of a cart asks: whose cart, in which shop, with which key and choices. */
export interface CheckoutCommand {
  readonly cartId: string;
  readonly customerId: string;
  readonly tenantCode: string;
  readonly idempotencyKey: string;
  readonly body: CheckoutBody;
  /** A staff member acts as the customer (login-as). */
  readonly actingStaff: boolean;
  /**
   * Writes what comes with the order in its transaction, once it is inserted (the print files of
   * the lines' designs); a failure it answers refuses the checkout and rolls it all back.
   */
  readonly withOrder?: (
    tx: Queryable,
    order: PlacedOrder,
    lines: readonly LineRow[],
  ) => Promise<CheckoutFailure | undefined>;
}

export interface PlacedOrder {
  readonly id: string;
  readonly orderNumber: string;
}

export type CheckoutFailure =
  | CheckoutRefusal
  | { readonly kind: 'request.idempotencyKeyReused' }
  /** A line's design was removed, or a line was added, while the order was being prepared. */
  | { readonly kind: 'cart.designMissing' };

/** The reads and writes the checkout needs, each inside the checkout's one transaction. */
export interface CheckoutStores {
  readonly lockCartWithLines: typeof lockCartWithLines;
  readonly findOrderByCart: typeof findOrderByCart;
  readonly isPremiumReseller: typeof isPremiumReseller;
  readonly insertOrder: typeof insertOrder;
  readonly setCartStatus: typeof setCartStatus;
  readonly endNewCustomer: typeof endNewCustomer;
  readonly claimIdempotencyKey: typeof claimIdempotencyKey;
  readonly recordIdempotentAnswer: typeof recordIdempotentAnswer;
}

const DATABASE_CHECKOUT_STORES: CheckoutStores = {
  lockCartWithLines,
  findOrderByCart,
  isPremiumReseller,
  insertOrder,
  setCartStatus,
  endNewCustomer,
  claimIdempotencyKey,
  recordIdempotentAnswer,
};

/** Thrown inside the transaction so that a refused checkout rolls back and writes nothing. */
class CheckoutRefused extends Error {
  constructor(readonly failure: CheckoutFailure) {
    super(failure.kind);
  }
}

/**
 * Turns a cart into an order, once: the cart's row is locked first (it serialises every checkout
 * of it, whatever their keys), then the idempotency key is claimed (a retry answers the first
 * order), then the domain decides whether the cart may be ordered; the order is written, the
 * cart closed and the customer is no longer a new customer, all in one transaction.
 */
export async function placeOrder(
  db: Database,
  command: CheckoutCommand,
  stores: CheckoutStores = DATABASE_CHECKOUT_STORES,
): Promise<Result<PlacedOrder, CheckoutFailure>> {
  const { body } = command;
  const request: CheckoutRequest = {
    internalCheckout: body.internalCheckout === true,
    skipDocReview: body.skipDocReview === true,
    customSender: body.sender_type === 'custom',
    actingStaff: command.actingStaff,
  };
  const optionsRefusal = checkoutOptionsRefusal(request);
  if (optionsRefusal !== undefined) return err(optionsRefusal);
  const scope = { customerId: command.customerId, key: command.idempotencyKey, operation: 'cart.checkout' };
  const fingerprint = requestFingerprint({ cartId: command.cartId, body });
  try {
    return ok(
      await db.transaction(async (tx: Queryable) => {
        const locked = await stores.lockCartWithLines(tx, command.cartId);
        const claim = await stores.claimIdempotencyKey(tx, scope, fingerprint);
        if (claim.kind === 'replay') return claim.data as PlacedOrder;
        if (claim.kind === 'mismatch') throw new CheckoutRefused({ kind: 'request.idempotencyKeyReused' });
        const cart = locked?.cart;
        const lines = locked?.lines ?? [];
        const owned =
          cart !== undefined &&
          cart.customerId === command.customerId &&
          cart.tenantCode === command.tenantCode;
        const decision = checkoutRefusal(
          {
            owned,
            status: cart?.status ?? 'open',
            lineCount: lines.length,
            hasShippingAddress: cart?.shippingAddress != null,
            hasBillingAddress: cart?.billingAddress != null,
            orderNumber:
              owned && cart.status === 'ordered'
                ? (await stores.findOrderByCart(tx, cart.id))?.orderNumber
                : undefined,
          },
          request,
          request.customSender && owned && (await stores.isPremiumReseller(tx, command.customerId)),
        );
        if (!decision.ok) throw new CheckoutRefused(decision.error);
        if (cart === undefined || cart.shippingAddress === null || cart.billingAddress === null) {
          throw new Error('checkoutRefusal lets only a cart with both addresses through');
        }
        const placed = await stores.insertOrder(tx, {
          cartId: cart.id,
          customerId: command.customerId,
          tenantCode: cart.tenantCode,
          currency: cart.currency,
          lines: lines.map((line) => line.line),
          shippingAddress: cart.shippingAddress,
          billingAddress: cart.billingAddress,
          ...orderTotals(lines),
          checkout: {
            sender:
              body.sender_type === 'custom'
                ? { type: 'custom', customSender: body.custom_sender ?? '' }
                : { type: 'product' },
            userNotes: {
              invoiceRequested: body.user_notes.invoiceRequested,
              comment: body.user_notes.comment ?? null,
            },
            internalCheckout: request.internalCheckout,
            skipDocReview: request.skipDocReview,
            recapChecks: body.recapChecks ?? {},
          },
        });
        const refused = await command.withOrder?.(tx, placed, lines);
        if (refused !== undefined) throw new CheckoutRefused(refused);
        await stores.setCartStatus(tx, cart.id, 'ordered');
        // A customer with an order is no longer a new customer (promotions for new customers).
        await stores.endNewCustomer(tx, command.customerId);
        const data: PlacedOrder = { id: placed.id, orderNumber: placed.orderNumber };
        await stores.recordIdempotentAnswer(tx, scope, 201, data);
        return data;
      }),
    );
  } catch (error) {
    if (error instanceof CheckoutRefused) return err(error.failure);
    throw error;
  }
}
