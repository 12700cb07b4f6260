import { data } from 'react-router';
import { guard } from '../auth.server.js';
import { orderStatusLabel } from '../features/account/order-status.js';
import { addressLine } from '../features/checkout/components/address-choice.js';
import { OrderRecap } from '../features/payment/components/order-recap.js';
import { isPayable, paymentResultOf } from '../features/payment/payment-result.js';
import { orderRecapView } from '../features/payment/payment-views.js';
import { t } from '../i18n/translate.js';
import { funnelOrderId } from '../lib/last-order.server.js';
import type { Route } from './+types/recap';

export function meta() {
  return [{ title: t('recap.title') }, { name: 'robots', content: 'noindex' }];
}

/** The recap of one of the customer's orders (`?order=`, else the last one placed). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  const orderId = await funnelOrderId(request);
  const found = orderId === undefined ? undefined : await context.ports.order.get(orderId);
  if (found === undefined || !found.ok) {
    throw data({ path: new URL(request.url).pathname }, { status: 404, statusText: 'Not Found' });
  }
  const order = found.value;
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
