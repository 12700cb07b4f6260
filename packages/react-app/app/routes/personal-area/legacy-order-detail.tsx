import { formatDate, formatMoney } from '@tirage/domain';
import { loginAgainIfSessionEnded } from '../../auth.server.js';
import { LegacyOrderDetail } from '../../features/account/components/legacy-order-detail.js';
import { t } from '../../i18n/translate.js';
import { quantity as formatQuantity } from '../../lib/format.js';
import { notFound } from '../../lib/not-found.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/legacy-order-detail';

const middlewares = routeMiddlewares('routes/personal-area/legacy-order-detail.tsx', 'auth');

export function meta() {
  return [{ title: t('legacyOrders.detailTitle') }, { name: 'robots', content: 'noindex' }];
}

/**
 * One of the customer's orders of the previous site, by its number (`?order_number=`); anyone
 * else's, and a number no order has, is the 404 screen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const url = new URL(request.url);
  const number = (url.searchParams.get('order_number') ?? '').trim().slice(0, 64);
  const found = number === '' ? undefined : await context.ports.legacyOrder.getByNumber(number);
  if (found?.ok === false) await loginAgainIfSessionEnded(found.error, { request, context });
  if (found === undefined || !found.ok) throw await notFound(context, url.pathname);
  const order = found.value;
  const { locale } = context.shop;
  return {
    orderNumber: order.orderNumber,
    date: formatDate(order.placedOn),
    status: order.status,
    lines: order.lines.map((line) => ({
      productName: line.productName,
      quantity: formatQuantity(line.quantity, locale),
      attributes: line.attributes,
      excl: formatMoney(line.totalPrice, locale),
      incl: formatMoney(line.taxedPrice, locale),
    })),
    shipping: order.shippingAddress,
    billing: order.billingAddress,
    totalExcl: formatMoney(order.totalPrice, locale),
    totalIncl: formatMoney(order.taxedPrice, locale),
  };
}

export default function LegacyOrderDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <LegacyOrderDetail order={loaderData} />
    </main>
  );
}
