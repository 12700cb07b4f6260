import { routes } from '@tirage/api-client/contract';
import { isOrderEditable, ORDERS_PER_PAGE } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import { isUuid } from '../cart/cart-store.js';
import type { WireLine } from '../cart/line-pricing.js';
import { priceInput } from '../cart/price-input.js';
import { answer, mountRoute, Refusal, refuse } from '../http/route.js';
import { transactionOutcome } from '../http/transaction-outcome.js';
import { orderAnswer } from '../orders/order-answer.js';
import {
  findCustomerOrder,
  findCustomerOrderByNumber,
  listCustomerOrders,
  type OrderRow,
  orderSummaryToWire,
  resetPaymentMethod,
  updateOrderLines,
} from '../orders/order-store.js';
import { CAMPAIGN_HEADER } from '../promotions/index.js';
import type { ShopApiOptions } from './shop-api-options.js';

const ORDER_NOT_FOUND = () => refuse(404, 'Order not found', { kind: 'order.notFound' });
const LINE_NOT_FOUND = () => refuse(404, 'Line item not found', { kind: 'order.lineNotFound' });
const NOT_EDITABLE = (order: OrderRow) =>
  refuse(409, `Order ${order.orderNumber} is ${order.status} and can no longer be changed`, {
    kind: 'order.notEditable',
  });

/** A line's amount excluding VAT: the job's price plus its services (a coupon counts negative). */
const lineExclCents = (line: WireLine) =>
  line.services.reduce((total, service) => total + service.unitPrice.centAmount, line.price.centAmount);

/** The order's lines with one replaced, and the totals they add up to. */
function withLine(order: OrderRow, replacement: WireLine) {
  const lines = order.lines.map((line) => (line.id === replacement.id ? replacement : line));
  return {
    lines,
    totalCents: lines.reduce((total, line) => total + lineExclCents(line), 0),
    taxedCents: lines.reduce((total, line) => total + line.taxedTotalPriceWithServices.centAmount, 0),
  };
}

/**
 * A customer's orders: list them, read one by id or by number, edit a line through a draft, and
 * choose again how to pay.
 */
export const orderRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, tokenSigningKey, reads }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'order'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };
    mountRoute(api, routes['order.get'], deps, async ({ params, tenant, customerId }) => {
      const order = await findCustomerOrder(db, params.id, { customerId, tenantCode: tenant.tenant.code });
      return order === undefined ? ORDER_NOT_FOUND() : answer(await orderAnswer(db, order));
    });

    mountRoute(api, routes['order.getByNumber'], deps, async ({ params, tenant, customerId }) => {
      const order = await findCustomerOrderByNumber(db, params.orderNumber, {
        customerId,
        tenantCode: tenant.tenant.code,
      });
      return order === undefined ? ORDER_NOT_FOUND() : answer(await orderAnswer(db, order));
    });

    mountRoute(api, routes['order.list'], deps, async ({ query, tenant, customerId }) => {
      const page = query.page ?? 1;
      const perPage = query.perPage ?? ORDERS_PER_PAGE;
      const { orders, total } = await listCustomerOrders(
        db,
        { customerId, tenantCode: tenant.tenant.code },
        { page, perPage },
      );
      return answer({ orders: orders.map(orderSummaryToWire), page, perPage, total });
    });

    mountRoute(api, routes['order.editItem'], deps, async ({ body, tenant, customerId, c }) => {
      const owner = { customerId, tenantCode: tenant.tenant.code };
      const order = await findCustomerOrder(db, body.orderId, owner);
      if (order === undefined) return ORDER_NOT_FOUND();
      if (!isOrderEditable(order.status)) return NOT_EDITABLE(order);
      const { id: lineId, ...requested } = body.lineItem;
      const stored = order.lines.find((line) => line.id === lineId);
      if (stored === undefined) return LINE_NOT_FOUND();
      const priced = await priceInput(db, requested, {
        tenant,
        currency: order.currency,
        customerId,
        campaign: c.req.header(CAMPAIGN_HEADER),
        now: options.clock.now(),
        calendar: options.calendar,
        products: reads,
        shipTo:
          order.shippingAddress === null
            ? undefined
            : { country: order.shippingAddress.country, postalCode: order.shippingAddress.postalCode },
      });
      if (!priced.ok) return priced.outcome;
      const line: WireLine = {
        ...priced.priced.line,
        id: lineId,
        lineItemCreationTimestamp: stored.lineItemCreationTimestamp,
      };
      const [draft] = await db.query<{ id: string }>(
        `insert into order_edits (order_id, line_id, input, line, total_cents, taxed_cents, referer_url)
         values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7)
         returning id::text as id`,
        [
          order.id,
          lineId,
          JSON.stringify(priced.input),
          JSON.stringify(line),
          priced.priced.total.cents,
          priced.priced.taxedTotal.cents,
          body.refererUrl,
        ],
      );
      if (draft === undefined) throw new Error('insert into order_edits returned no row');
      const edited = withLine(order, line);
      return answer({
        orderEditId: draft.id,
        orderDto: await orderAnswer(db, { ...order, ...edited }),
      });
    });

    mountRoute(api, routes['order.finalizeEdit'], deps, async ({ body, tenant, customerId }) => {
      const owner = { customerId, tenantCode: tenant.tenant.code };
      return transactionOutcome(db, async (tx) => {
        const order = await findCustomerOrder(tx, body.orderId, owner, { lock: true });
        if (order === undefined) throw new Refusal(ORDER_NOT_FOUND());
        const [draft] = isUuid(body.orderEditId)
          ? await tx.query<{ line_id: string; line: WireLine; status: string }>(
              'select line_id, line, status from order_edits where id = $1 and order_id = $2',
              [body.orderEditId, order.id],
            )
          : [];
        if (draft === undefined) {
          throw new Refusal(refuse(404, 'Order edit not found', { kind: 'order.editNotFound' }));
        }
        if (draft.status !== 'draft') {
          throw new Refusal(
            refuse(409, `This edit is already ${draft.status}`, { kind: 'order.editNotDraft' }),
          );
        }
        if (!isOrderEditable(order.status)) throw new Refusal(NOT_EDITABLE(order));
        if (!order.lines.some((line) => line.id === draft.line_id)) throw new Refusal(LINE_NOT_FOUND());
        const edited = withLine(order, draft.line);
        await updateOrderLines(tx, order.id, edited.lines, edited);
        // Other drafts of the order were made from the order before this edit: they are void.
        await tx.query(
          `update order_edits set status = case when id = $2 then 'finalized' else 'superseded' end
           where order_id = $1 and status = 'draft'`,
          [order.id, body.orderEditId],
        );
        return orderAnswer(tx, { ...order, ...edited });
      });
    });

    mountRoute(api, routes['order.resetPaymentMethod'], deps, async ({ body, tenant, customerId }) => {
      const owner = { customerId, tenantCode: tenant.tenant.code };
      return transactionOutcome(db, async (tx) => {
        const order = await findCustomerOrder(tx, body.orderId, owner, { lock: true });
        if (order === undefined) throw new Refusal(ORDER_NOT_FOUND());
        await resetPaymentMethod(tx, order);
        const updated = await findCustomerOrder(tx, order.id, owner);
        if (updated === undefined) throw new Error('the order just updated cannot be read');
        return orderAnswer(tx, updated);
      });
    });
  };
