import { rememberPaidOrder } from '@tirage/domain';
import { data } from 'react-router';
import { PaymentResultPanel } from '../features/payment/components/payment-result-panel.js';
import { orderPaymentView } from '../features/payment/payment-views.js';
import { t } from '../i18n/translate.js';
import { funnelOrder, lastOrderCookie, readLastOrder } from '../lib/last-order.server.js';
import { routeMiddlewares } from '../middlewares.server.js';
import type { Route } from './+types/payment-result';

const middlewares = routeMiddlewares('routes/payment-result.tsx', 'auth');

export function meta() {
  return [{ title: t('paymentResult.title') }, { name: 'robots', content: 'noindex' }];
}

/**
 * Where the order's payment stands, read from the server (never from what the browser said): every
 * payment attempt ends here. A paid order is remembered as the last one paid.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const order = await funnelOrder(request, context);
  const answer = orderPaymentView(order, context.shop.locale);
  const store = await readLastOrder(request);
  if (answer.result.kind !== 'paid' || store.lastPayedOrder === order.orderNumber) return answer;
  const remembered = rememberPaidOrder(store, order.orderNumber);
  return data(answer, { headers: { 'Set-Cookie': await lastOrderCookie(remembered, request) } });
}

export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  return (
    <main className="payment-result">
      <PaymentResultPanel
        orderId={loaderData.orderId}
        orderNumber={loaderData.orderNumber}
        result={loaderData.result}
      />
    </main>
  );
}
