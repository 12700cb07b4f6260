import { Form } from 'react-router';
import { t } from '../../../i18n/translate.js';

/** Paying on invoice (billing addresses the shop allows it for): the order is confirmed now. */
export function DeferredPayment({
  orderId,
  idempotencyKey,
  disabled,
}: {
  readonly orderId: string;
  readonly idempotencyKey: string;
  readonly disabled: boolean;
}) {
  return (
    <Form method="post" replace className="deferred-payment">
      <input type="hidden" name="method" value="deferred" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <p>{t('payment.deferred.text')}</p>
      <button type="submit" className="button-primary" disabled={disabled}>
        {t('payment.deferred.submit')}
      </button>
    </Form>
  );
}
