import type { StockStatus as Status } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import { t } from '../../../i18n/translate.js';
import { date, quantity as formatQuantity } from '../../../lib/format.js';

/**
 * The stock of a product made from stock, for the chosen quantity: all of it leaves at once,
 * part of it, or none yet, with the date by which the restocks make up the quantity.
 * While the stock is read it keeps its place as a skeleton; when it could not be read, it says so
 * (the shopper may still order).
 */
export function StockStatus({
  status,
  loading,
  failed,
  quantity,
  locale,
}: {
  /** `undefined` with `loading` and `failed` false: a configuration printed to order, nothing shown. */
  readonly status: Status | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly quantity: number;
  readonly locale: string;
}) {
  if (!loading && !failed && status === undefined) return null;
  return (
    <section className="stock-status" aria-labelledby="stock-title" aria-busy={loading}>
      <h2 id="stock-title">{t('product.stock.title')}</h2>
      {loading ? (
        <p>
          <span className="skeleton skeleton-wide" aria-hidden="true" />
          <span className="visually-hidden">{t('product.stock.loading')}</span>
        </p>
      ) : failed || status === undefined ? (
        <p className="stock-unknown">{t('product.stock.unavailable')}</p>
      ) : (
        <StockText status={status} quantity={quantity} locale={locale} />
      )}
    </section>
  );
}

function StockText({
  status,
  quantity,
  locale,
}: {
  readonly status: Status;
  readonly quantity: number;
  readonly locale: string;
}) {
  switch (status.kind) {
    case 'inStock':
      return (
        <p className="stock-in">
          {t('product.stock.inStock', { quantity: formatQuantity(quantity, locale) })}
        </p>
      );
    case 'partial':
      return (
        <>
          <p className="stock-partial">
            {t('product.stock.partial', { available: formatQuantity(status.immediateQuantity, locale) })}
          </p>
          <Completion completeOn={status.completeOn} quantity={quantity} locale={locale} />
        </>
      );
    case 'outOfStock':
      return (
        <>
          <p className="stock-out">{t('product.stock.outOfStock')}</p>
          <Completion completeOn={status.completeOn} quantity={quantity} locale={locale} />
        </>
      );
  }
}

/** When the restocks make up the quantity, or that none is planned to. */
function Completion({
  completeOn,
  quantity,
  locale,
}: {
  readonly completeOn: Temporal.PlainDate | undefined;
  readonly quantity: number;
  readonly locale: string;
}) {
  return (
    <p>
      {completeOn === undefined
        ? t('product.stock.noRestock')
        : t('product.stock.completeOn', {
            quantity: formatQuantity(quantity, locale),
            date: date(completeOn),
          })}
    </p>
  );
}
