import { assertNever, type PaymentMethod, type PaymentStatus } from '@tirage/domain';
import { t } from '../../i18n/translate.js';

/** A payment method in the shopper's words. */
export function paymentMethodLabel(method: PaymentMethod): string {
  switch (method) {
    case 'card':
      return t('payment.method.card');
    case 'paypal':
      return t('payment.method.paypal');
    case 'bankTransfer':
      return t('payment.method.bankTransfer');
    case 'wallet':
      return t('payment.method.wallet');
    case 'deferred':
      return t('payment.method.deferred');
    default:
      return assertNever(method, 'payment method');
  }
}

/** A payment's status in the shopper's words. */
export function paymentStatusLabel(status: PaymentStatus): string {
  switch (status) {
    case 'pending':
      return t('paymentStatus.pending');
    case 'authorized':
      return t('paymentStatus.authorized');
    case 'paid':
      return t('paymentStatus.paid');
    case 'failed':
      return t('paymentStatus.failed');
    case 'refunded':
      return t('paymentStatus.refunded');
    default:
      return assertNever(status, 'payment status');
  }
}
