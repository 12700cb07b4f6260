import { Form } from 'react-router';
import { t } from '../../../i18n/translate.js';
import type { WalletView } from '../payment-views.js';

/**
 * Paying with the wallet credit: all of the order when the credit covers it, else the whole credit
 * and the rest by another method on the same screen. The amount offered is posted as the most the
 * shopper agrees to take from the wallet.
 */
export function WalletPayment({
  orderId,
  wallet,
  idempotencyKey,
  disabled,
}: {
  readonly orderId: string;
  readonly wallet: WalletView;
  readonly idempotencyKey: string;
  readonly disabled: boolean;
}) {
  return (
    <Form method="post" replace className="wallet-payment">
      <input type="hidden" name="method" value="wallet" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="amountCents" value={wallet.offer.cents} />
      <input type="hidden" name="currency" value={wallet.offer.currency} />
      <p>{t('payment.wallet.credit', { amount: wallet.credit })}</p>
      <p>
        {wallet.rest === undefined
          ? t('payment.wallet.coversAll', { amount: wallet.offerLabel })
          : t('payment.wallet.coversPart', { amount: wallet.offerLabel, rest: wallet.rest })}
      </p>
      <button type="submit" className="button-primary" disabled={disabled}>
        {t('payment.wallet.use')}
      </button>
    </Form>
  );
}
