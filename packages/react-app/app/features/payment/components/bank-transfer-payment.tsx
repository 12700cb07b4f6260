import { Form } from 'react-router';
import { t } from '../../../i18n/translate.js';

/**
 * Paying by bank transfer: the mandate's text, the box that accepts it (required) and "Valider le
 * virement", a form post (it works before the page is hydrated). The order then waits for the
 * transfer, whose details the next screen gives.
 */
export function BankTransferPayment({
  orderId,
  orderNumber,
  amount,
  idempotencyKey,
  disabled,
}: {
  readonly orderId: string;
  readonly orderNumber: string;
  /** The amount due, formatted. */
  readonly amount: string;
  readonly idempotencyKey: string;
  readonly disabled: boolean;
}) {
  return (
    <Form method="post" replace className="bank-transfer-payment">
      <input type="hidden" name="method" value="bankTransfer" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <h3>{t('payment.bankTransfer.mandateTitle')}</h3>
      <p id="bank-transfer-mandate" className="mandate-text">
        {t('payment.bankTransfer.mandate', { number: orderNumber, amount })}
      </p>
      <label className="choice">
        <input type="checkbox" name="mandateAccepted" required aria-describedby="bank-transfer-mandate" />
        {t('payment.bankTransfer.accept')}
      </label>
      <button type="submit" className="button-primary" disabled={disabled}>
        {t('payment.bankTransfer.submit')}
      </button>
    </Form>
  );
}
