import { assertNever } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';
import { paymentPath, paymentResultPath, recapPath, thankYouPath } from '../payment-paths.js';
import type { PaymentResultView } from '../payment-views.js';
import { BankTransferInstructions } from './bank-transfer-instructions.js';

/**
 * After a payment: where the order stands, as the server says. Paid (or confirmed) leads on to the
 * recap and the thank-you screen; something still due, back to the payment screen.
 */
export function PaymentResultPanel({
  orderId,
  orderNumber,
  result,
}: {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly result: PaymentResultView;
}) {
  const onward = (
    <p className="funnel-links">
      <a className="button-primary" href={thankYouPath(orderId)}>
        {t('paymentResult.continue')}
      </a>{' '}
      <a href={recapPath(orderId)}>{t('paymentResult.recap')}</a>
    </p>
  );
  switch (result.kind) {
    case 'paid':
      return (
        <>
          <h1>{t('paymentResult.paid')}</h1>
          <p className="alert alert-success" role="status">
            {t('paymentResult.paidText', { number: orderNumber })}
          </p>
          {onward}
        </>
      );
    case 'deferred':
      return (
        <>
          <h1>{t('paymentResult.deferred')}</h1>
          <p className="alert alert-success" role="status">
            {t('paymentResult.deferredText', { number: orderNumber })}
          </p>
          {onward}
        </>
      );
    case 'bankTransfer':
      return (
        <>
          <h1>{t('paymentResult.bankTransfer')}</h1>
          <p className="alert alert-info" role="status">
            {t('paymentResult.bankTransferText', { number: orderNumber })}
          </p>
          <BankTransferInstructions instructions={result.instructions} />
          {onward}
        </>
      );
    case 'inProgress':
      return (
        <>
          <h1>{t('paymentResult.inProgress')}</h1>
          <p className="alert alert-info" role="status">
            {t('paymentResult.inProgressText', { number: orderNumber })}
          </p>
          <a href={paymentResultPath(orderId)}>{t('paymentResult.refresh')}</a>
        </>
      );
    case 'partlyPaid':
      return (
        <>
          <h1>{t('paymentResult.partlyPaid')}</h1>
          <p className="alert alert-info" role="status">
            {t('paymentResult.partlyPaidText', { number: orderNumber, paid: result.paid, due: result.due })}
          </p>
          <a className="button-primary" href={paymentPath(orderId)}>
            {t('paymentResult.payRest')}
          </a>
        </>
      );
    case 'notPaid':
      return (
        <>
          <h1>{t('paymentResult.notPaid')}</h1>
          <p className="alert alert-danger" role="alert">
            {t('paymentResult.notPaidText', { number: orderNumber, due: result.due })}
          </p>
          <a className="button-primary" href={paymentPath(orderId)}>
            {t('paymentResult.retry')}
          </a>
        </>
      );
    case 'cancelled':
      return (
        <>
          <h1>{t('paymentResult.cancelled')}</h1>
          <p className="alert alert-warning">{t('paymentResult.cancelledText', { number: orderNumber })}</p>
        </>
      );
    default:
      return assertNever(result, 'payment result');
  }
}
