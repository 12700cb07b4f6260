import { formatDate, formatMoney, lineTotalExclTax } from '@tirage/domain';
import { data, Link } from 'react-router';
import { guard } from '../../auth.server.js';
import { orderStatusLabel } from '../../features/account/order-status.js';
import { addressLine } from '../../features/checkout/components/address-choice.js';
import { t } from '../../i18n/translate.js';
import { quantity as formatQuantity } from '../../lib/format.js';
import type { Route } from './+types/order-detail';

export function meta() {
  return [{ title: t('orderDetail.title') }, { name: 'robots', content: 'noindex' }];
}

/** One of the customer's orders, by the number they quote (`?order_number=`); anyone else's is 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  const url = new URL(request.url);
  const number = (url.searchParams.get('order_number') ?? '').trim().slice(0, 40);
  const found = number === '' ? undefined : await context.ports.order.getByNumber(number);
  if (found === undefined || !found.ok)
    throw data({ path: url.pathname }, { status: 404, statusText: 'Not Found' });
  const order = found.value;
  const { locale } = context.shop;
  return {
    orderNumber: order.orderNumber,
    date: formatDate(order.createdAt),
    status: order.status,
    lines: order.lineItems.map((line) => ({
      id: line.id,
      productName: line.productName,
      jobName: line.jobName,
      quantity: formatQuantity(line.quantity, locale),
      attributes: line.attributes.map((attribute) =>
        t('cart.attribute', { label: attribute.label, value: attribute.valueLabel }),
      ),
      arrival: line.arrivalDate === undefined ? undefined : formatDate(line.arrivalDate),
      excl: formatMoney(lineTotalExclTax(line), locale),
      incl: formatMoney(line.taxedTotalPriceWithServices, locale),
    })),
    shipping: order.shippingAddress === undefined ? undefined : addressLine(order.shippingAddress, locale),
    billing: order.billingAddress === undefined ? undefined : addressLine(order.billingAddress, locale),
    totalExcl: formatMoney(order.totalPrice, locale),
    totalIncl: formatMoney(order.taxedPrice, locale),
  };
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const order = loaderData;
  return (
    <main>
      <h1>{t('orderDetail.heading', { number: order.orderNumber })}</h1>
      <p>
        {t('orderDetail.placed', { date: order.date })} · {orderStatusLabel(order.status)}
      </p>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t('orderDetail.lines')}</h2>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={line.id}>
              <h3>{line.productName}</h3>
              {line.jobName === '' ? null : <p>{t('cart.jobName', { name: line.jobName })}</p>}
              <p>{t('cart.quantity', { quantity: line.quantity })}</p>
              <ul className="cart-line-attributes">
                {line.attributes.map((attribute) => (
                  <li key={attribute}>{attribute}</li>
                ))}
              </ul>
              {line.arrival === undefined ? null : <p>{t('cart.delivery', { date: line.arrival })}</p>}
              <p>
                {t('cart.priceExcl', { price: line.excl })} · {t('cart.priceIncl', { price: line.incl })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <dl className="account-summary">
        <div>
          <dt>{t('checkout.shipping')}</dt>
          <dd>{order.shipping ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('checkout.billing')}</dt>
          <dd>{order.billing ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('cart.totalExcl')}</dt>
          <dd>{order.totalExcl}</dd>
        </div>
        <div>
          <dt>{t('cart.totalIncl')}</dt>
          <dd>{order.totalIncl}</dd>
        </div>
      </dl>
      <Link to="/personal-area/orders/">{t('orderDetail.back')}</Link>
    </main>
  );
}
