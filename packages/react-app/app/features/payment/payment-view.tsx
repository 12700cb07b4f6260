import { assertNever, type PaymentMethod } from '@tirage/domain';
import { useEffect, useState } from 'react';
import { t } from '../../i18n/translate.js';
import { BankTransferInstructions } from './components/bank-transfer-instructions.js';
import { BankTransferPayment } from './components/bank-transfer-payment.js';
import { CardPayment } from './components/card-payment.js';
import { DeferredPayment } from './components/deferred-payment.js';
import { PayPalPayment } from './components/paypal-payment.js';
import { WalletPayment } from './components/wallet-payment.js';
import { paymentMethodLabel } from './payment-labels.js';
import type { PaymentScreenData } from './payment-views.js';
import {
  type PaymentProviderFactory,
  ProviderError,
  type ProviderNonce,
} from './provider/payment-provider.js';
import { usePaymentProvider } from './use-payment-provider.js';

/** The fields the screen posts for a card or PayPal payment, once the provider gave its nonce. */
export type ProviderPaymentFields = Readonly<Record<string, string>>;

type Message = { readonly tone: 'danger' | 'info'; readonly text: string };

/** Why the provider gave no nonce, in the shopper's words. */
function providerFailure(error: unknown): string {
  const reason = error instanceof ProviderError ? error.reason : 'unavailable';
  switch (reason) {
    case 'invalidCard':
      return t('payment.error.invalidCard');
    case 'authenticationFailed':
      return t('payment.error.authenticationFailed');
    case 'unavailable':
      return t('payment.error.unavailable');
    default:
      return assertNever(reason, 'provider error');
  }
}

/**
 * The payment screen: the amount due, the order's number, the choice among the methods the order
 * allows, and one panel per method. Card and PayPal go through the provider in the browser, then
 * post its nonce (`submit`); the others are form posts. Every post carries the attempt's
 * Idempotency-Key; a refusal (`error`) leaves the order payable, with a new key, for another try.
 */
export function PaymentView({
  screen,
  error,
  notice,
  busy,
  submit,
  loadProvider,
}: {
  readonly screen: PaymentScreenData;
  /** Why the last attempt was refused. */
  readonly error: string | undefined;
  /** What the last attempt did (wallet credit that paid part of the order). */
  readonly notice: string | undefined;
  /** A post is on its way. */
  readonly busy: boolean;
  readonly submit: (fields: ProviderPaymentFields) => void;
  readonly loadProvider: PaymentProviderFactory;
}) {
  const { methods } = screen;
  const [chosen, setChosen] = useState<PaymentMethod | undefined>(methods[0]);
  const method = chosen !== undefined && methods.includes(chosen) ? chosen : methods[0];
  const [tokenizing, setTokenizing] = useState(false);
  const [providerMessage, setProviderMessage] = useState<Message | undefined>(undefined);
  const provider = usePaymentProvider(
    screen.provider,
    loadProvider,
    methods.includes('card') || methods.includes('paypal'),
  );
  const inFlight = busy || tokenizing;
  // A new post answers for itself: the provider's last word no longer applies.
  useEffect(() => {
    if (busy) setProviderMessage(undefined);
  }, [busy]);

  const payWithProvider = async (
    payment: 'card' | 'paypal',
    obtain: () => Promise<ProviderNonce | 'cancelled'>,
  ) => {
    if (inFlight) return;
    setProviderMessage(undefined);
    setTokenizing(true);
    try {
      const approved = await obtain();
      if (approved === 'cancelled') {
        setProviderMessage({ tone: 'info', text: t('payment.paypal.cancelled') });
        return;
      }
      submit({
        method: payment,
        orderId: screen.orderId,
        idempotencyKey: screen.idempotencyKey,
        amountCents: String(screen.due.cents),
        currency: screen.due.currency,
        nonce: approved.nonce,
        deviceData: approved.deviceData ?? '',
      });
    } catch (failure) {
      setProviderMessage({ tone: 'danger', text: providerFailure(failure) });
    } finally {
      setTokenizing(false);
    }
  };

  const panel = (shown: PaymentMethod) => {
    switch (shown) {
      case 'card':
        return (
          <CardPayment
            provider={provider}
            amount={screen.due}
            email={screen.email}
            disabled={inFlight}
            onPay={(obtain) => void payWithProvider('card', obtain)}
          />
        );
      case 'paypal':
        return (
          <PayPalPayment
            provider={provider}
            amount={screen.due}
            disabled={inFlight}
            onPay={(obtain) => void payWithProvider('paypal', obtain)}
          />
        );
      case 'bankTransfer':
        return (
          <BankTransferPayment
            orderId={screen.orderId}
            orderNumber={screen.orderNumber}
            amount={screen.dueLabel}
            idempotencyKey={screen.idempotencyKey}
            disabled={inFlight}
          />
        );
      case 'wallet':
        return screen.wallet === undefined ? null : (
          <WalletPayment
            orderId={screen.orderId}
            wallet={screen.wallet}
            idempotencyKey={screen.idempotencyKey}
            disabled={inFlight}
          />
        );
      case 'deferred':
        return (
          <DeferredPayment
            orderId={screen.orderId}
            idempotencyKey={screen.idempotencyKey}
            disabled={inFlight}
          />
        );
      default:
        return assertNever(shown, 'payment method');
    }
  };

  const alert: Message | undefined =
    providerMessage ?? (error === undefined ? undefined : { tone: 'danger', text: error });
  return (
    <div className="payment-view">
      <h1>{t('payment.heading', { number: screen.orderNumber })}</h1>
      <dl className="payment-due">
        <div>
          <dt>{t('payment.due')}</dt>
          <dd data-testid="payment-due">{screen.dueLabel}</dd>
        </div>
      </dl>
      {screen.paidLabel === undefined ? null : (
        <p>{t('payment.alreadyPaid', { amount: screen.paidLabel })}</p>
      )}
      {notice === undefined ? null : (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      )}
      {screen.inProgress ? <p className="alert alert-info">{t('payment.inProgress')}</p> : null}
      {alert === undefined ? null : alert.tone === 'danger' ? (
        <p className="alert alert-danger" role="alert">
          {alert.text}
        </p>
      ) : (
        <p className="alert alert-info" role="status">
          {alert.text}
        </p>
      )}
      {screen.bankTransfer === undefined ? null : (
        <>
          <p>{t('payment.bankTransfer.chosen')}</p>
          <BankTransferInstructions instructions={screen.bankTransfer} />
        </>
      )}
      {methods.length === 0 ? <p>{t('payment.noMethod')}</p> : null}
      {methods.length > 1 ? (
        <fieldset className="payment-methods">
          <legend>{t('payment.methods')}</legend>
          {methods.map((option) => (
            <label className="choice" key={option}>
              <input
                type="radio"
                name="paymentMethod"
                value={option}
                checked={option === method}
                onChange={() => setChosen(option)}
                disabled={inFlight}
              />
              {paymentMethodLabel(option)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {methods.map((option) => (
        <section
          key={option}
          className="payment-panel"
          aria-labelledby={`payment-panel-${option}`}
          hidden={option !== method}
        >
          <h2 id={`payment-panel-${option}`}>{paymentMethodLabel(option)}</h2>
          {panel(option)}
        </section>
      ))}
      {inFlight ? (
        <p className="payment-processing" role="status">
          {t('payment.processing')}
        </p>
      ) : null}
    </div>
  );
}
