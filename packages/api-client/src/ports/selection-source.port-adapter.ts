import {
  assertNever,
  type DomainError,
  err,
  initError,
  type LineItem,
  lossLeaderSelection,
  ok,
  type Result,
  type SelectionDraft,
  type SelectionSourcePort,
} from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import type { ApiError } from '../client/api-error.js';
import { lossLeaderKeyParamsSchema } from '../contract/content.js';
import { designIdParamsSchema } from '../contract/design.js';
import { customConfigKeyParamsSchema } from '../contract/product.js';
import { fromAnswer } from './answers.js';
import { cartOf, selectionOfLine } from './cart.mapping.js';
import { lossLeaderOf } from './content.port-adapter.js';
import { selectionOfConfig } from './design.mapping.js';
import { domainErrorOf } from './domain-errors.js';
import { orderOf } from './order.mapping.js';

/** A cart, order or key that is not there (404) is a selection that cannot be found. */
const missingAsNoSelection = (error: ApiError): DomainError =>
  error.kind === 'http.status' && error.status === 404 ? initError.noCustomSelection() : domainErrorOf(error);

/** The stored line's selection, or 'No custom product selection found' when the line is gone. */
function selectionOf(
  lines: Result<readonly LineItem[], DomainError>,
  lineId: string,
): Result<SelectionDraft, DomainError> {
  if (!lines.ok) return lines;
  const line = lines.value.find((candidate) => candidate.id === lineId);
  return line === undefined ? err(initError.noCustomSelection()) : ok(selectionOfLine(line));
}

/**
 * Stored selections: a line of the visitor's open cart (found through the session, which knows
 * the cart's id), an item of one of the customer's orders, a short preconfigured key, one of the
 * customer's saved designs, a loss leader's offer. One that is not there (or not the visitor's)
 * answers 'No custom product selection found' ('No loss leader key found' for an offer), which
 * sends the product page to its init error.
 */
export function createSelectionSourcePort(client: ApiClient): SelectionSourcePort {
  return {
    async loadSelection(source) {
      switch (source.kind) {
        case 'cartLine': {
          const session = await client.call('session.get');
          if (!session.ok) return err(domainErrorOf(session.error));
          const cartId = session.value.cartId;
          if (cartId === null) return err(initError.noCustomSelection());
          const answer = await client.call('cart.get', { params: { id: cartId } });
          const lines = fromAnswer(
            'cart.get',
            answer,
            (cart) => Object.values(cartOf(cart).lineItems),
            missingAsNoSelection,
          );
          return selectionOf(lines, source.lineId);
        }
        case 'orderItem': {
          const answer = await client.call('order.get', { params: { id: source.orderId } });
          const lines = fromAnswer(
            'order.get',
            answer,
            (order) => orderOf(order).lineItems,
            missingAsNoSelection,
          );
          return selectionOf(lines, source.lineItemId);
        }
        case 'shortKey': {
          // A key no link can have is known missing without asking.
          if (!customConfigKeyParamsSchema.safeParse({ key: source.key }).success) {
            return err(initError.noCustomSelection());
          }
          const answer = await client.call('product.customConfigFromKey', { params: { key: source.key } });
          return fromAnswer(
            'product.customConfigFromKey',
            answer,
            ({ config }): SelectionDraft => selectionOfConfig(config),
            missingAsNoSelection,
          );
        }
        case 'design': {
          // An id no design can have is known missing without asking.
          if (!designIdParamsSchema.safeParse({ id: source.designId }).success) {
            return err(initError.noCustomSelection());
          }
          const answer = await client.call('design.get', { params: { id: source.designId } });
          return fromAnswer(
            'design.get',
            answer,
            ({ config }): SelectionDraft => selectionOfConfig(config),
            missingAsNoSelection,
          );
        }
        case 'lossLeader': {
          // A key no link can have is known missing without asking.
          if (!lossLeaderKeyParamsSchema.safeParse({ key: source.key }).success) {
            return err(initError.noLossLeaderKey());
          }
          const answer = await client.call('content.lossLeaderInfo', { params: { key: source.key } });
          const offer = fromAnswer('content.lossLeaderInfo', answer, lossLeaderOf, (error) =>
            error.kind === 'http.status' && error.status === 404
              ? initError.noLossLeaderKey()
              : domainErrorOf(error),
          );
          // The page's product is not known here: the storefront's server checks it (`lossLeaderSelection`).
          return offer.ok ? lossLeaderSelection(offer.value, undefined) : offer;
        }
        default:
          return assertNever(source, 'stored selection source');
      }
    },
  };
}
