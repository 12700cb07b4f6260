import { assertNever, type OrderStatus } from '@tirage/domain';
import { t } from '../../i18n/translate.js';

/** An order's status in the shopper's words. */
export function orderStatusLabel(status: OrderStatus): string {
  switch (status) {
    case 'pendingPayment':
      return t('orders.status.pendingPayment');
    case 'paid':
      return t('orders.status.paid');
    case 'fileReview':
      return t('orders.status.fileReview');
    case 'inProduction':
      return t('orders.status.inProduction');
    case 'shipped':
      return t('orders.status.shipped');
    case 'delivered':
      return t('orders.status.delivered');
    case 'cancelled':
      return t('orders.status.cancelled');
    default:
      return assertNever(status, 'order status');
  }
}
