import { finalizeOrderEditRequestSchema } from '@tirage/api-client/contract';
import {
  type DomainError,
  formatMoney,
  isOrderEditable,
  type PageContent,
  priceDifference,
} from '@tirage/domain';
import { redirect } from 'react-router';
import * as z from 'zod';
import { t } from '../../i18n/translate.js';
import { parseForm } from '../../lib/form-schema.js';
import { type Refusal, refusal, responseStatus } from '../../lib/refusal.js';
import type { StorefrontContext } from '../../load-context.js';
import { postedDesignBrief, pricedLineItemDraft, readPostedSelection } from './add-to-cart.server.js';
import type { OrderEditAnswer } from './components/order-edit-confirmation.js';

/** The order item the product page edits (its `order_id` and `order_line_item_id` hooks). */
export interface EditedOrderItem {
  readonly orderId: string;
  readonly lineItemId: string;
}

/** "Confirmer la modification": the draft's ids, the contract's finalize request. */
const finalizeOrderEditFormSchema = z.object(finalizeOrderEditRequestSchema.shape);

/** The French message of a failed edit: the order may have moved on (in production) meanwhile. */
function editErrorMessage(error: DomainError): string {
  if (error.kind === 'orderEdit.notEditable') return t('orderEdit.error.notEditable');
  if (error.kind === 'request.notFound') return t('orderEdit.error.notFound');
  return t('orderEdit.error.failed');
}

/** A refused edit: the message the page shows, answered with the status of its kind. */
const refused = (refusedEdit: Refusal) => ({
  status: responseStatus(refusedEdit),
  answer: { orderEditError: refusedEdit.message },
});

/**
 * Saves the product page's selection as an edit of the order item: the server prices it and
 * answers a draft of the order (nothing changes until it is confirmed); the page shows the price
 * difference and the button that confirms it.
 */
export async function saveOrderItemEdit(
  context: StorefrontContext,
  page: PageContent,
  item: EditedOrderItem,
  form: FormData,
  refererUrl: string,
): Promise<{ readonly status: number; readonly answer: OrderEditAnswer }> {
  const order = await context.ports.order.get(item.orderId);
  if (!order.ok) return refused(refusal('request.notFound', t('orderEdit.error.notFound')));
  if (!isOrderEditable(order.value.status)) {
    return refused(refusal('request.conflict', t('orderEdit.error.notEditable')));
  }
  const selection = readPostedSelection(form);
  // An item made by the shop's designer keeps its brief: the page posts it with the selection.
  const designBrief = postedDesignBrief(selection, form.get('designBrief'));
  if (!designBrief.ok) return refused(designBrief.error);
  const draft = await pricedLineItemDraft(context, page, selection, designBrief.value);
  if (!draft.ok) return refused(refusal(draft.error.kind, draft.error.message));
  const edit = await context.ports.order.editItem({
    orderId: item.orderId,
    lineItem: { ...draft.value, id: item.lineItemId },
    refererUrl,
  });
  if (!edit.ok) return refused(refusal('request.conflict', editErrorMessage(edit.error)));
  const difference = priceDifference(order.value, edit.value.order);
  if (!difference.ok) return refused(refusal('request.conflict', t('orderEdit.error.failed')));
  const { locale } = context.shop;
  const cents = difference.value.cents;
  return {
    status: 200,
    answer: {
      orderEdit: {
        orderId: item.orderId,
        orderEditId: edit.value.orderEditId,
        difference: formatMoney({ ...difference.value, cents: Math.abs(cents) }, locale),
        direction: cents > 0 ? 'more' : cents < 0 ? 'less' : 'same',
        newTotal: formatMoney(edit.value.order.taxedPrice, locale),
      },
    },
  };
}

/**
 * Confirms a draft: the order is replaced by it, its payment method is reset (the shopper chooses
 * again how to pay a difference), and the order's detail opens with a word about it.
 */
export async function finalizeOrderItemEdit(
  context: StorefrontContext,
  form: FormData,
): Promise<{ readonly status: number; readonly answer: OrderEditAnswer }> {
  const submission = parseForm(form, finalizeOrderEditFormSchema, {});
  if (submission.status !== 'success')
    return refused(refusal('request.invalid', t('orderEdit.error.failed')));
  const { orderId, orderEditId } = submission.value;
  const finalized = await context.ports.order.finalizeEdit({ orderId, orderEditId });
  if (!finalized.ok) return refused(refusal('request.conflict', editErrorMessage(finalized.error)));
  const reset = await context.ports.order.resetPaymentMethod(orderId);
  if (!reset.ok) console.warn('the payment method of an edited order was not reset', reset.error.kind);
  throw redirect(
    `/personal-area/order-detail/?order_number=${encodeURIComponent(finalized.value.orderNumber)}&edited=1`,
  );
}
