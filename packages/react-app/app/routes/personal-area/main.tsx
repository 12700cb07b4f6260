import { defaultAddress, formatDate, formatMoney } from '@tirage/domain';
import { Form, Link } from 'react-router';
import { required } from '../../auth.server.js';
import { orderStatusLabel } from '../../features/account/order-status.js';
import { addressLine } from '../../features/checkout/components/address-choice.js';
import { t } from '../../i18n/translate.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/main';

const middlewares = routeMiddlewares('routes/personal-area/main.tsx', 'auth');

/** How many of the latest orders the summary shows. */
const LAST_ORDERS = 3;

export function meta() {
  return [{ title: t('personalArea.title') }, { name: 'robots', content: 'noindex' }];
}

/** The personal area's summary: who is logged in, their kind of account, credit and default addresses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const [profile, lastOrders] = await Promise.all([
    context.ports.customer.getProfile(),
    context.ports.order.list({ page: 1, perPage: LAST_ORDERS }),
  ]);
  const profileValue = await required(profile, 'profile', { request, context });
  const customer = profileValue;
  const { locale } = context.shop;
  const shipping = defaultAddress(customer.addresses, 'shipping');
  const billing = defaultAddress(customer.addresses, 'billing');
  return {
    email: customer.email,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    category: customer.metadata.userCategory,
    company: customer.company,
    premium: customer.premium.premium,
    wallet: customer.hasWallet ? formatMoney(customer.walletCredit, locale) : undefined,
    shipping: shipping === undefined ? undefined : addressLine(shipping, locale),
    billing: billing === undefined ? undefined : addressLine(billing, locale),
    // The summary does without its last orders when they cannot be read.
    lastOrders: lastOrders.ok
      ? lastOrders.value.orders.map((order) => ({
          id: order.id,
          orderNumber: order.orderNumber,
          date: formatDate(order.createdAt),
          status: order.status,
          total: formatMoney(order.taxedPrice, locale),
        }))
      : [],
  };
}

export default function PersonalArea({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <main>
      <h1>{t('personalArea.title')}</h1>
      <p>{t('personalArea.loggedInAs', { email: data.email })}</p>
      <dl className="account-summary">
        {data.name === '' ? null : (
          <div>
            <dt>{t('account.name')}</dt>
            <dd>{data.name}</dd>
          </div>
        )}
        <div>
          <dt>{t('account.kind')}</dt>
          <dd>
            {data.category === 'company'
              ? t('account.kind.company', { company: data.company ?? '' })
              : t('account.kind.private')}
            {data.premium ? ` · ${t('account.premium')}` : ''}
          </dd>
        </div>
        {data.wallet === undefined ? null : (
          <div>
            <dt>{t('account.wallet')}</dt>
            <dd>{data.wallet}</dd>
          </div>
        )}
        <div>
          <dt>{t('account.defaultShipping')}</dt>
          <dd>{data.shipping ?? t('account.noDefault')}</dd>
        </div>
        <div>
          <dt>{t('account.defaultBilling')}</dt>
          <dd>{data.billing ?? t('account.noDefault')}</dd>
        </div>
      </dl>
      <section aria-labelledby="last-orders">
        <h2 id="last-orders">{t('account.lastOrders')}</h2>
        {data.lastOrders.length === 0 ? (
          <p>{t('orders.none')}</p>
        ) : (
          <ul className="last-orders">
            {data.lastOrders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/personal-area/order-detail/?order_number=${encodeURIComponent(order.orderNumber)}`}
                >
                  {t('orderDetail.heading', { number: order.orderNumber })}
                </Link>{' '}
                {t('account.lastOrder', {
                  date: order.date,
                  status: orderStatusLabel(order.status),
                  total: order.total,
                })}
              </li>
            ))}
          </ul>
        )}
        <Link to="/personal-area/orders/">{t('account.allOrders')}</Link>
      </section>
      <Form method="post" action="/logout/">
        <button type="submit">{t('frame.logout')}</button>
      </Form>
    </main>
  );
}
