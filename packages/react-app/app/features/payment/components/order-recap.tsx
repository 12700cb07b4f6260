import { t } from '../../../i18n/translate.js';
import { paymentPath } from '../payment-paths.js';
import type { OrderRecapView } from '../payment-views.js';

/** An order's recap: its jobs, addresses, totals excluding and including VAT, and its payments. */
export function OrderRecap({ recap }: { readonly recap: OrderRecapView }) {
  return (
    <>
      <h1>{t('recap.heading', { number: recap.orderNumber })}</h1>
      <p>
        {t('orderDetail.placed', { date: recap.date })} · {recap.status}
      </p>
      <section aria-labelledby="recap-lines">
        <h2 id="recap-lines">{t('orderDetail.lines')}</h2>
        <ul className="order-lines">
          {recap.lines.map((line) => (
            <li key={line.id}>
              <h3>{line.productName}</h3>
              {line.jobName === '' ? null : <p>{t('cart.jobName', { name: line.jobName })}</p>}
              <p>{t('cart.quantity', { quantity: line.quantity })}</p>
              {line.attributes.length === 0 ? null : (
                <ul className="cart-line-attributes">
                  {line.attributes.map((attribute) => (
                    <li key={attribute}>{attribute}</li>
                  ))}
                </ul>
              )}
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
          <dd>{recap.shipping ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('checkout.billing')}</dt>
          <dd>{recap.billing ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('cart.totalExcl')}</dt>
          <dd>{recap.totalExcl}</dd>
        </div>
        <div>
          <dt>{t('recap.vat')}</dt>
          <dd>{recap.vat}</dd>
        </div>
        <div>
          <dt>{t('cart.totalIncl')}</dt>
          <dd>{recap.totalIncl}</dd>
        </div>
        {recap.due === undefined ? null : (
          <div>
            <dt>{t('recap.due')}</dt>
            <dd>{recap.due}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="recap-payments">
        <h2 id="recap-payments">{t('recap.payments')}</h2>
        {recap.payments.length === 0 ? (
          <p>{t('recap.noPayment')}</p>
        ) : (
          <ul className="recap-payments">
            {recap.payments.map((payment) => (
              <li key={payment.id}>{payment.text}</li>
            ))}
          </ul>
        )}
      </section>
      {recap.payable ? (
        <p>
          <a className="button-primary" href={paymentPath(recap.orderId)}>
            {t('recap.pay')}
          </a>
        </p>
      ) : null}
    </>
  );
}
