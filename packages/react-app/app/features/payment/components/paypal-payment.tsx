import type { Money } from '@tirage/domain';
import { useRef } from 'react';
import { t } from '../../../i18n/translate.js';
import type { ProviderNonce } from '../provider/payment-provider.js';
import type { ProviderState } from '../use-payment-provider.js';

/** Where the provider draws the PayPal approval over the page (browser tests find it by this id). */
const PAYPAL_APPROVAL_TEST_ID = 'paypal-approval';

/**
 * Paying with PayPal: "Payer avec PayPal" opens the provider's approval; once the shopper
 * approves, its nonce is handed on (a closed approval charges nothing).
 */
export function PayPalPayment({
  provider,
  amount,
  disabled,
  onPay,
}: {
  readonly provider: ProviderState;
  readonly amount: Money;
  /** A payment is on its way. */
  readonly disabled: boolean;
  readonly onPay: (obtain: () => Promise<ProviderNonce | 'cancelled'>) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  return (
    <div className="paypal-payment">
      <p>{t('payment.paypal.intro')}</p>
      {provider.status === 'unavailable' ? (
        <p className="alert alert-warning">{t('payment.error.unavailable')}</p>
      ) : provider.status === 'loading' ? (
        <p className="payment-loading skeleton-block" role="status">
          {t('payment.loading')}
        </p>
      ) : null}
      <button
        type="button"
        className="button-primary"
        disabled={disabled || provider.status !== 'ready'}
        onClick={() => {
          const element = container.current;
          if (provider.status === 'ready' && element !== null)
            onPay(() => provider.client.approveWithPayPal({ amount, container: element }));
        }}
      >
        {t('payment.paypal.pay')}
      </button>
      <div ref={container} className="paypal-approval" data-testid={PAYPAL_APPROVAL_TEST_ID} />
    </div>
  );
}
