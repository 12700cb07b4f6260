import type { SavedPaymentMethod } from '@tirage/domain';
import { Form } from 'react-router';
import { t } from '../../../i18n/translate.js';

/**
 * The cards and PayPal accounts the provider keeps for the customer, each with "Supprimer" (a form
 * post; its accessible name says which method it removes).
 */
export function SavedPaymentMethods({
  methods,
  busy = false,
}: {
  readonly methods: readonly SavedPaymentMethod[];
  /** A removal is on its way. */
  readonly busy?: boolean;
}) {
  if (methods.length === 0) return <p className="empty-state">{t('paymentMethods.none')}</p>;
  return (
    <ul className="saved-payment-methods" aria-label={t('paymentMethods.list')}>
      {methods.map((method) => (
        <li key={method.token}>
          <span>
            {t(method.kind === 'card' ? 'paymentMethods.kind.card' : 'paymentMethods.kind.paypal')} ·{' '}
            {method.label}
          </span>
          {method.isDefault ? <span className="badge">{t('paymentMethods.default')}</span> : null}
          <Form method="post">
            <input type="hidden" name="token" value={method.token} />
            <button type="submit" disabled={busy}>
              {t('paymentMethods.remove')}
              <span className="visually-hidden"> {method.label}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
