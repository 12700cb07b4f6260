import { formatDate, formatMoney, ORDERS_PER_PAGE, orderPageCount } from '@tirage/domain';
import { Link } from 'react-router';
import { required } from '../../auth.server.js';
import { orderStatusLabel } from '../../features/account/order-status.js';
import { t } from '../../i18n/translate.js';
import { notFound } from '../../lib/not-found.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/orders';

const middlewares = routeMiddlewares('routes/personal-area/orders.tsx', 'auth');

export function meta() {
  return [{ title: t('orders.title') }, { name: 'robots', content: 'noindex' }];
}

/** The customer's orders, newest first, `?page=` at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const asked = new URL(request.url).searchParams.get('page') ?? '1';
  const page = /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : Number.NaN;
  if (Number.isNaN(page)) throw await notFound(context, '/personal-area/orders/');
  const list = await context.ports.order.list({ page, perPage: ORDERS_PER_PAGE });
  const listValue = await required(list, 'orders', { request, context });
  const { locale } = context.shop;
  return {
    page,
    pages: orderPageCount(listValue),
    total: listValue.total,
    orders: listValue.orders.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      date: formatDate(order.createdAt),
      status: order.status,
      lines: order.lineItemCount,
      total: formatMoney(order.taxedPrice, locale),
    })),
  };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { page, pages, total, orders } = loaderData;
  return (
    <main>
      <h1>{t('orders.title')}</h1>
      {total === 0 ? (
        <p>
          {t('orders.none')} <Link to="/">{t('cart.continue')}</Link>
        </p>
      ) : (
        <>
          <table className="orders-table">
            <caption>{t('orders.caption', { total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.lines')}</th>
                <th scope="col">{t('orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link
                      to={`/personal-area/order-detail/?order_number=${encodeURIComponent(order.orderNumber)}`}
                    >
                      {order.orderNumber}
                    </Link>
                  </th>
                  <td>{order.date}</td>
                  <td>{orderStatusLabel(order.status)}</td>
                  <td>{order.lines}</td>
                  <td>{order.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? (
            <nav className="pagination" aria-label={t('orders.pagination')}>
              {page > 1 ? <Link to={`?page=${page - 1}`}>{t('orders.previous')}</Link> : null}
              <span>{t('orders.pageOf', { page, pages })}</span>
              {page < pages ? <Link to={`?page=${page + 1}`}>{t('orders.next')}</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </main>
  );
}
