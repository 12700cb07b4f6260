import { orderStatusLabel } from '../features/account/order-status.js';
import { addressLine } from '../features/checkout/components/address-choice.js';
import { OrderRecap } from '../features/payment/components/order-recap.js';
import { isPayable, paymentResultOf } from '../features/payment/payment-result.js';
import { orderRecapView } from '../features/payment/payment-views.js';
import { t } from '../i18n/translate.js';
import { funnelOrder } from '../lib/last-order.server.js';
import { routeMiddlewares } from '../middlewares.server.js';
import type { Route } from './+types/recap';

const middlewares = routeMiddlewares('routes/recap.tsx', 'auth');

export function meta() {
  return [{ title: t('recap.title') }, { name: 'robots', content: 'noindex' }];
}

/** The recap of one of the customer's orders (`?order=`, else the last one placed). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const order = await funnelOrder(request, context);
  const { locale } = context.shop;
  return orderRecapView(order, {
    locale,
    status: orderStatusLabel(order.status),
    addressText: (address) => addressLine(address, locale),
    payable: isPayable(paymentResultOf(order)),
  });
}

export default function Recap({ loaderData }: Route.ComponentProps) {
  return (
    <main className="order-recap">
      <OrderRecap recap={loaderData} />
    </main>
  );
}
