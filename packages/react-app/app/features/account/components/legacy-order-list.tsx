import { Link } from 'react-router';
import { t } from '../../../i18n/translate.js';

/** A legacy order as the list shows it, formatted for the shop's locale. */
export interface LegacyOrderRow {
  readonly orderNumber: string;
  /** DD-MM-YYYY. */
  readonly date: string;
  /** The previous site's own status text. */
  readonly status: string;
  readonly lines: number;
  /** Including VAT. */
  readonly total: string;
}

/** Where a legacy order's detail is read, by its number. */
export const legacyOrderPath = (orderNumber: string): string =>
  `/personal-area/legacy-order-detail/?order_number=${encodeURIComponent(orderNumber)}`;

/**
 * The orders of the customer's email imported from the previous site, newest first, `pages` of
 * them; the empty state when there is none.
 */
export function LegacyOrderList({
  orders,
  total,
  page,
  pages,
}: {
  readonly orders: readonly LegacyOrderRow[];
  /** How many legacy orders the customer has in all. */
  readonly total: number;
  readonly page: number;
  readonly pages: number;
}) {
  if (total === 0) return <p className="empty-state">{t('legacyOrders.none')}</p>;
  return (
    <>
      <table className="orders-table">
        <caption>{t('legacyOrders.caption', { total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('legacyOrders.number')}</th>
            <th scope="col">{t('legacyOrders.date')}</th>
            <th scope="col">{t('legacyOrders.status')}</th>
            <th scope="col">{t('legacyOrders.lines')}</th>
            <th scope="col">{t('legacyOrders.total')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderNumber}>
              <th scope="row">
                <Link to={legacyOrderPath(order.orderNumber)}>{order.orderNumber}</Link>
              </th>
              <td>{order.date}</td>
              <td>{order.status}</td>
              <td>{order.lines}</td>
              <td>{order.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className="pagination" aria-label={t('legacyOrders.pagination')}>
          {page > 1 ? <Link to={`?page=${page - 1}`}>{t('orders.previous')}</Link> : null}
          <span>{t('orders.pageOf', { page, pages })}</span>
          {page < pages ? <Link to={`?page=${page + 1}`}>{t('orders.next')}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
