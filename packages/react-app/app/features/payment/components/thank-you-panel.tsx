import { assertNever } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';
import { orderDetailPath, paymentPath, recapPath } from '../payment-paths.js';
import type { PaymentResultView } from '../payment-views.js';
import { BankTransferInstructions } from './bank-transfer-instructions.js';

/**
 * The end of the funnel: thanks, the order's number and, for a bank transfer, where to send it;
 * the way to follow the order in the personal area.
 */
export function ThankYouPanel({
  orderId,
  orderNumber,
  result,
}: {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly result: PaymentResultView;
}) {
  const next = () => {
    switch (result.kind) {
      case 'paid':
        return <p>{t('thankYou.paid')}</p>;
      case 'deferred':
        return <p>{t('thankYou.deferred')}</p>;
      case 'bankTransfer':
        return (
          <>
            <p>{t('thankYou.bankTransfer')}</p>
            <BankTransferInstructions instructions={result.instructions} />
          </>
        );
      case 'inProgress':
        return <p>{t('paymentResult.inProgressText', { number: orderNumber })}</p>;
      case 'partlyPaid':
      case 'notPaid':
        return (
          <p>
            {t('thankYou.due', { amount: result.due })}{' '}
            <a className="button-primary" href={paymentPath(orderId)}>
              {t('recap.pay')}
            </a>
          </p>
        );
      case 'cancelled':
        return <p>{t('paymentResult.cancelledText', { number: orderNumber })}</p>;
      default:
        return assertNever(result, 'payment result');
    }
  };
  return (
    <>
      <h1>{t('thankYou.heading')}</h1>
      <p className="alert alert-success" role="status">
        {t('thankYou.number', { number: orderNumber })}
      </p>
      {next()}
      <p className="funnel-links">
        <a href={orderDetailPath(orderNumber)}>{t('thankYou.orderDetail')}</a>{' '}
        <a href={recapPath(orderId)}>{t('paymentResult.recap')}</a>
      </p>
    </>
  );
}
