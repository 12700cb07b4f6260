import { loginAgainIfSessionEnded } from '../auth.server.js';
import { paymentPath } from '../features/payment/payment-paths.js';
import { isPayable, paymentResultOf } from '../features/payment/payment-result.js';
import { t } from '../i18n/translate.js';
import { money } from '../lib/format.js';
import { notFound } from '../lib/not-found.server.js';
import { routeMiddlewares } from '../middlewares.server.js';
import type { Route } from './+types/order-sent';

const middlewares = routeMiddlewares('routes/order-sent.tsx', 'auth');

export function meta() {
  return [{ title: t('orderSent.title') }, { name: 'robots', content: 'noindex' }];
}

/** The order just placed (`?order=`), read back from the server: only its owner sees it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const orderId = new URL(request.url).searchParams.get('order') ?? '';
  const order = orderId === '' ? undefined : await context.ports.order.get(orderId);
  if (order?.ok === false) await loginAgainIfSessionEnded(order.error, { request, context });
  if (order === undefined || !order.ok) {
    throw await notFound(context, new URL(request.url).pathname);
  }
  const payable = isPayable(paymentResultOf(order.value));
  return {
    orderId: order.value.id,
    orderNumber: order.value.orderNumber,
    total: money(order.value.taxedPrice, context.shop.locale),
    due: payable ? money(order.value.pendingAmount, context.shop.locale) : undefined,
  };
}

/** The cart order sent screen: the order number, and the way to pay it while it awaits payment. */
export default function OrderSent({ loaderData }: Route.ComponentProps) {
  return (
    <main className="order-sent">
      <h1>{t('orderSent.title')}</h1>
      <p className="alert alert-success" role="status">
        {t('orderSent.thanks', { number: loaderData.orderNumber })}
      </p>
      <p>{t('orderSent.total', { amount: loaderData.total })}</p>
      {loaderData.due === undefined ? null : (
        <>
          <p>{t('orderSent.awaitingPayment', { amount: loaderData.due })}</p>
          {/* A full page load: the payment screen is served with its own Content-Security-Policy. */}
          <p>
            <a className="button-primary" href={paymentPath(loaderData.orderId)}>
              {t('orderSent.pay')}
            </a>
          </p>
        </>
      )}
      <a href="/personal-area/">{t('orderSent.account')}</a>
    </main>
  );
}
