import { t } from '../../../i18n/translate.js';

/** A saved edit of an order item, as the product page shows it before it is confirmed. */
export interface OrderEditSummary {
  readonly orderId: string;
  readonly orderEditId: string;
  /** The difference incl. VAT, formatted, without its sign (the direction says it). */
  readonly difference: string;
  readonly direction: 'more' | 'less' | 'same';
  readonly newTotal: string;
}

/** What saving an edited order item answers the product page: the draft to confirm, or why not. */
export type OrderEditAnswer = { readonly orderEdit: OrderEditSummary } | { readonly orderEditError: string };

/**
 * What an edit of an order item changes in the order's price, and the button that confirms it
 * (the order is replaced and its payment method reset only then).
 */
export function OrderEditConfirmation({
  edit,
  backPath,
  busy,
  error,
}: {
  readonly edit: OrderEditSummary;
  /** The order's detail. */
  readonly backPath: string;
  readonly busy: boolean;
  readonly error: string | undefined;
}) {
  const message =
    edit.direction === 'same'
      ? t('orderEdit.same', { total: edit.newTotal })
      : t(edit.direction === 'more' ? 'orderEdit.more' : 'orderEdit.less', {
          amount: edit.difference,
          total: edit.newTotal,
        });
  return (
    <section className="order-edit-confirmation" aria-labelledby="order-edit-title">
      <h2 id="order-edit-title">{t('orderEdit.title')}</h2>
      <p role="status" data-testid="order-edit-difference">
        {message}
      </p>
      <p>{t('orderEdit.paymentReset')}</p>
      {error === undefined ? null : (
        <p role="alert" className="alert alert-danger">
          {error}
        </p>
      )}
      <form method="post">
        <input type="hidden" name="intent" value="finalizeOrderEdit" />
        <input type="hidden" name="orderId" value={edit.orderId} />
        <input type="hidden" name="orderEditId" value={edit.orderEditId} />
        <button type="submit" className="button-primary" disabled={busy}>
          {t('orderEdit.confirm')}
        </button>
      </form>
      <a href={backPath}>{t('orderEdit.back')}</a>
    </section>
  );
}
