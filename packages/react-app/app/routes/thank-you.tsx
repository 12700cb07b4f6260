import { data } from 'react-router';
import { guard } from '../auth.server.js';
import { ThankYouPanel } from '../features/payment/components/thank-you-panel.js';
import { paymentResultOf } from '../features/payment/payment-result.js';
import { paymentResultView } from '../features/payment/payment-views.js';
import { t } from '../i18n/translate.js';
import { funnelOrderId } from '../lib/last-order.server.js';
import type { Route } from './+types/thank-you';

export function meta() {
  return [{ title: t('thankYou.title') }, { name: 'robots', content: 'noindex' }];
}

/** The end of the funnel for one of the customer's orders (`?order=`, else the last one placed). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  const orderId = await funnelOrderId(request);
  const found = orderId === undefined ? undefined : await context.ports.order.get(orderId);
  if (found === undefined || !found.ok) {
    throw data({ path: new URL(request.url).pathname }, { status: 404, statusText: 'Not Found' });
  }
  const order = found.value;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    result: paymentResultView(paymentResultOf(order), context.shop.locale),
  };
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return (
    <main className="thank-you">
      <ThankYouPanel
        orderId={loaderData.orderId}
        orderNumber={loaderData.orderNumber}
        result={loaderData.result}
      />
    </main>
  );
}
