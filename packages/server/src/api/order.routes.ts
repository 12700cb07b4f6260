import { routes } from '@tirage/api-client/contract';
import { assertNever, ORDERS_PER_PAGE } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import { answer, mountRoute, Refusal, type RouteOutcome, refuse } from '../http/route.js';
import { transactionOutcome } from '../http/transaction-outcome.js';
import { orderAnswer } from '../orders/order-answer.js';
import { applyOrderEdit, draftLineEdit, type OrderEditFailure } from '../orders/order-edit.js';
import {
  findCustomerOrder,
  findCustomerOrderByNumber,
  listCustomerOrders,
  orderSummaryToWire,
  resetPaymentMethod,
} from '../orders/order-store.js';
import { CAMPAIGN_HEADER } from '../promotions/index.js';
import type { ShopApiOptions } from './shop-api-options.js';

const ORDER_NOT_FOUND = () => refuse(404, 'Order not found', { kind: 'order.notFound' });
const LINE_NOT_FOUND = () => refuse(404, 'Line item not found', { kind: 'order.lineNotFound' });

/** A refused order edit, as the API answers it. */
function orderEditRefusalAnswer(failure: OrderEditFailure): RouteOutcome<never> {
  switch (failure.kind) {
    case 'order.notFound':
      return ORDER_NOT_FOUND();
    case 'order.lineNotFound':
      return LINE_NOT_FOUND();
    case 'order.editNotFound':
      return refuse(404, 'Order edit not found', { kind: failure.kind });
    case 'order.editNotDraft':
      return refuse(409, `This edit is already ${failure.status}`, { kind: failure.kind });
    case 'order.notEditable':
      return refuse(409, `Order ${failure.orderNumber} is ${failure.status} and can no longer be changed`, {
        kind: failure.kind,
      });
    case 'order.fileCheckReviewed':
      return refuse(409, 'The file of this line was already reviewed: its file check can no longer change', {
        kind: failure.kind,
      });
    case 'order.linePriceRefused':
      return failure.outcome;
    default:
      return assertNever(failure);
  }
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
      const drafted = await draftLineEdit(db, { customerId, tenantCode: tenant.tenant.code }, body, {
        tenant,
        customerId,
        campaign: c.req.header(CAMPAIGN_HEADER),
        now: options.clock.now(),
        calendar: options.calendar,
        references: reads,
      });
      if (!drafted.ok) return orderEditRefusalAnswer(drafted.error);
      return answer({
        orderEditId: drafted.value.draftId,
        orderDto: await orderAnswer(db, drafted.value.order),
      });
    });

    mountRoute(api, routes['order.finalizeEdit'], deps, async ({ body, tenant, customerId }) => {
      const applied = await applyOrderEdit(db, { customerId, tenantCode: tenant.tenant.code }, body);
      return applied.ok
        ? answer(await orderAnswer(db, applied.value))
        : orderEditRefusalAnswer(applied.error);
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
