import { OrderLines } from '../../../components/order-lines.js';
import { OrderTotals } from '../../../components/order-totals.js';
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
      <OrderLines headingId="recap-lines" lines={recap.lines.map((line) => ({ ...line, key: line.id }))} />
      <OrderTotals
        shipping={recap.shipping}
        billing={recap.billing}
        totalExcl={recap.totalExcl}
        vat={recap.vat}
        totalIncl={recap.totalIncl}
        due={recap.due}
        vatMention={recap.vatMention}
      />
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
