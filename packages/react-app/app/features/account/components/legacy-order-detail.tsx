import { Link } from 'react-router';
import { OrderLines } from '../../../components/order-lines.js';
import { OrderTotals } from '../../../components/order-totals.js';
import { t } from '../../../i18n/translate.js';

/** A legacy order as its detail shows it, formatted for the shop's locale. */
export interface LegacyOrderDetailData {
  readonly orderNumber: string;
  /** DD-MM-YYYY. */
  readonly date: string;
  readonly status: string;
  readonly lines: readonly {
    readonly productName: string;
    /** With the locale's digit groups. */
    readonly quantity: string;
    readonly attributes: string;
    readonly excl: string;
    readonly incl: string;
  }[];
  /** The previous site's address text, a part per line; undefined when it had none. */
  readonly shipping: string | undefined;
  readonly billing: string | undefined;
  readonly totalExcl: string;
  readonly totalIncl: string;
}

/** An address as the previous site wrote it: one line per part. */
function AddressText({ text }: { readonly text: string | undefined }) {
  if (text === undefined || text.trim() === '') return <>–</>;
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an address are told apart by their place only
        <span key={index} className="address-line">
          {line}
        </span>
      ))}
    </>
  );
}

/** One order of the previous site, read only: its jobs, its addresses and its totals. */
export function LegacyOrderDetail({ order }: { readonly order: LegacyOrderDetailData }) {
  return (
    <>
      <h1>{t('legacyOrders.heading', { number: order.orderNumber })}</h1>
      <p>
        {t('legacyOrders.placed', { date: order.date })} · {order.status}
      </p>
      <OrderLines
        headingId="legacy-order-lines"
        // An imported order's lines have no id of their own: they are told apart by their place.
        lines={order.lines.map((line, index) => ({ ...line, key: String(index) }))}
      />
      <OrderTotals
        shipping={<AddressText text={order.shipping} />}
        billing={<AddressText text={order.billing} />}
        totalExcl={order.totalExcl}
        totalIncl={order.totalIncl}
      />
      <Link to="/personal-area/legacy-orders/">{t('legacyOrders.back')}</Link>
    </>
  );
}
