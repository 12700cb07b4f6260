import type { Money } from '@tirage/domain';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/translate.js';
import type { CardFields, ProviderNonce } from '../provider/payment-provider.js';
import type { ProviderState } from '../use-payment-provider.js';

/** The element the provider draws its card frames in (browser tests find it by this id). */
const CARD_FIELDS_TEST_ID = 'card-fields';

/**
 * Paying by card: the provider draws the card fields in its own frames inside our container, once
 * the page runs in the browser; our page never holds a card input. "Payer" reads the fields
 * through the provider (3-D Secure included) and hands its nonce on; it is disabled while the
 * fields load and while a payment is on its way.
 */
export function CardPayment({
  provider,
  amount,
  email,
  disabled,
  onPay,
}: {
  readonly provider: ProviderState;
  /** What 3-D Secure shows: the amount to pay. */
  readonly amount: Money;
  readonly email: string | undefined;
  /** A payment is on its way. */
  readonly disabled: boolean;
  readonly onPay: (obtain: () => Promise<ProviderNonce>) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [fields, setFields] = useState<CardFields | 'failed' | undefined>(undefined);
  const client = provider.status === 'ready' ? provider.client : undefined;
  const { cents, currency } = amount;
  useEffect(() => {
    const element = container.current;
    if (client === undefined || element === null) return;
    let live = true;
    let drawn: CardFields | undefined;
    const teardown = (mounted: CardFields) => {
      mounted.teardown().catch(() => undefined);
    };
    client.mountCardFields(element, { amount: { cents, currency }, email }).then(
      (mounted) => {
        if (!live) {
          teardown(mounted);
          return;
        }
        drawn = mounted;
        setFields(mounted);
      },
      () => {
        if (live) setFields('failed');
      },
    );
    return () => {
      live = false;
      setFields(undefined);
      if (drawn !== undefined) teardown(drawn);
    };
  }, [client, cents, currency, email]);

  const unavailable = provider.status === 'unavailable' || fields === 'failed';
  const ready = typeof fields === 'object';
  return (
    <div className="card-payment">
      <p>{t('payment.secure')}</p>
      {unavailable ? (
        <p className="alert alert-warning">{t('payment.error.unavailable')}</p>
      ) : ready ? null : (
        <p className="payment-loading skeleton-block" role="status">
          {t('payment.loading')}
        </p>
      )}
      <fieldset className="card-fields-group" aria-busy={!ready && !unavailable} hidden={unavailable}>
        <legend className="visually-hidden">{t('payment.card.fields')}</legend>
        {/* The provider draws its frames in here; React never renders into it. */}
        <div ref={container} className="card-fields" data-testid={CARD_FIELDS_TEST_ID} />
      </fieldset>
      <button
        type="button"
        className="button-primary"
        disabled={disabled || !ready}
        onClick={() => {
          if (typeof fields === 'object') onPay(() => fields.tokenize());
        }}
      >
        {t('payment.card.pay')}
      </button>
    </div>
  );
}
