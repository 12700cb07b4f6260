import { ThankYouPanel } from '../features/payment/components/thank-you-panel.js';
import { orderPaymentView } from '../features/payment/payment-views.js';
import { t } from '../i18n/translate.js';
import { funnelOrder } from '../lib/last-order.server.js';
import { routeMiddlewares } from '../middlewares.server.js';
import type { Route } from './+types/thank-you';

const middlewares = routeMiddlewares('routes/thank-you.tsx', 'auth');

export function meta() {
  return [{ title: t('thankYou.title') }, { name: 'robots', content: 'noindex' }];
}

/** The end of the funnel for one of the customer's orders (`?order=`, else the last one placed). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  return orderPaymentView(await funnelOrder(request, context), context.shop.locale);
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
