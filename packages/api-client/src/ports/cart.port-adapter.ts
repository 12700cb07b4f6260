import type {
  CartPort,
  CheckoutOptions,
  DomainError,
  DuplicationError,
  IdGeneratorPort,
} from '@tirage/domain';
import { isRequestRefusal } from '@tirage/domain';
import type * as z from 'zod';
import type { ApiClient } from '../client/api-client.js';
import type { ApiError } from '../client/api-error.js';
import type { checkoutRequestSchema } from '../contract/cart.js';
import { fromAnswer } from './answers.js';
import { cartOf, lineItemToWire } from './cart.mapping.js';
import { addressFieldsToWire } from './customer.mapping.js';
import { domainErrorOf } from './domain-errors.js';
import { randomIds } from './random-ids.js';

export interface CartPortOptions {
  /** Idempotency keys of checkouts: a fresh UUID per attempt (`crypto.randomUUID` by default). */
  readonly ids?: IdGeneratorPort;
}

/** The checkout body (section 7): the sender, the notes, and the staff options only when set. */
export function checkoutToWire(options: CheckoutOptions): z.input<typeof checkoutRequestSchema> {
  const { sender, userNotes } = options;
  return {
    sender_type: sender.type,
    ...(sender.type === 'custom' ? { custom_sender: sender.customSender } : {}),
    user_notes: {
      invoiceRequested: userNotes.invoiceRequested,
      ...(userNotes.comment === undefined ? {} : { comment: userNotes.comment }),
    },
    // Only staff may send these as true (403 otherwise); false is what the server assumes.
    ...(options.internalCheckout ? { internalCheckout: true } : {}),
    ...(options.skipDocReview ? { skipDocReview: true } : {}),
    recapChecks: { ...options.recapChecks },
  };
}

/**
 * A failed duplication (section 8): a cart limit stays the cart's error; any other refusal is
 * `duplication.failed` carrying the server's message, which the app shows when its dictionary
 * has an entry for it. Transport failures and an expired session stay what they are.
 */
function duplicationErrorOf(lineId: string) {
  return (error: ApiError): DomainError => {
    const mapped = domainErrorOf(error, { lineId });
    // Only a refusal the domain has no kind of its own for becomes `duplication.failed`.
    if (error.kind !== 'http.status' || !isRequestRefusal(mapped)) return mapped;
    const failed: DuplicationError = {
      kind: 'duplication.failed',
      serverMessage: error.message,
      message: `The line item ${lineId} could not be duplicated`,
    };
    return failed;
  };
}

export function createCartPort(client: ApiClient, options: CartPortOptions = {}): CartPort {
  const ids = options.ids ?? randomIds;
  return {
    async open(owner, where, openOptions) {
      const answer = await client.call('cart.open', {
        body: {
          ...(openOptions?.forceCreate === undefined ? {} : { forceCreate: openOptions.forceCreate }),
          ...(owner.kind === 'guest' ? { anonymousUserId: owner.anonymousId } : {}),
          ...(owner.kind === 'customer' && owner.mergeAnonymousId !== undefined
            ? { anonymousUserId: owner.mergeAnonymousId }
            : {}),
          currency: where.currency,
          country: where.country,
          locale: where.locale,
        },
      });
      return fromAnswer('cart.open', answer, cartOf);
    },

    async fetch(cartId) {
      return fromAnswer('cart.get', await client.call('cart.get', { params: { id: cartId } }), cartOf);
    },

    async putLineItem(cartId, line, lineItemId) {
      const answer = await client.call('cart.putItem', {
        params: { id: cartId },
        body: { ...lineItemToWire(line), ...(lineItemId === undefined ? {} : { cartItemId: lineItemId }) },
      });
      return fromAnswer('cart.putItem', answer, cartOf, (error) =>
        domainErrorOf(error, lineItemId === undefined ? {} : { lineId: lineItemId }),
      );
    },

    async duplicateLineItem(cartId, lineItemId) {
      const answer = await client.call('cart.duplicateItem', {
        params: { id: cartId },
        body: { cartItemId: lineItemId },
      });
      return fromAnswer('cart.duplicateItem', answer, cartOf, duplicationErrorOf(lineItemId));
    },

    async deleteLineItem(cartId, lineItemId) {
      const answer = await client.call('cart.deleteItem', { query: { cartId, cartItemId: lineItemId } });
      return fromAnswer('cart.deleteItem', answer, cartOf, (error) =>
        domainErrorOf(error, { lineId: lineItemId }),
      );
    },

    async setAddress(cartId, type, address) {
      // An address of the book is sent with its id (the server uses its stored version) and its
      // fields, which the contract requires either way.
      const sent = { id: address.id, ...addressFieldsToWire(address) };
      const answer = await client.call('cart.setAddress', {
        params: { id: cartId },
        body: type === 'shipping' ? { shippingAddress: sent } : { billingAddress: sent },
      });
      return fromAnswer('cart.setAddress', answer, cartOf);
    },

    async checkout(cartId, checkoutOptions) {
      const answer = await client.call('cart.checkout', {
        params: { id: cartId },
        body: checkoutToWire(checkoutOptions),
        // One key per attempt: the client never resends a POST, so a key is only reused by the
        // server's replay of this very attempt.
        idempotencyKey: ids.newId(),
      });
      return fromAnswer('cart.checkout', answer, (placed) => ({
        id: placed.id,
        orderNumber: placed.orderNumber,
      }));
    },
  };
}
