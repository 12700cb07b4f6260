import type { Recap } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import { t } from '../../../i18n/translate.js';
import { date, money } from '../../../lib/format.js';

/**
 * The product's recap: printing, discount and services, then the totals excl. VAT, VAT and incl.
 * VAT, and the day the chosen quantity arrives with the chosen delivery option.
 */
export function RecapTotals({
  recap,
  loading,
  arrivalDate,
  arrivalLoading,
  locale,
}: {
  readonly recap: Recap | undefined;
  readonly loading: boolean;
  /** The promised arrival of the chosen quantity and delivery option; undefined: to be confirmed. */
  readonly arrivalDate: Temporal.PlainDate | undefined;
  /** The arrival dates are being calculated: the date keeps its place as a skeleton. */
  readonly arrivalLoading: boolean;
  readonly locale: string;
}) {
  // After a failed step there is nothing to sum up; the step's error says why.
  if (!loading && recap === undefined) return null;
  return (
    <section className="recap" aria-labelledby="recap-title" aria-busy={loading || arrivalLoading}>
      <h2 id="recap-title">{t('product.recap')}</h2>
      {loading || recap === undefined ? (
        <div className="skeleton-block" aria-hidden="true" />
      ) : (
        <>
          <dl className="recap-lines">
            {recap.lines.map((line) => (
              <div key={line.kind}>
                <dt>{t(`product.recap.${line.kind}`)}</dt>
                <dd>{money(line.amountExclTax, locale)}</dd>
              </div>
            ))}
          </dl>
          <dl className="recap-totals">
            <div>
              <dt>{t('product.recap.totalExcl')}</dt>
              <dd data-testid="recap-total-excl">{money(recap.totalExclTax, locale)}</dd>
            </div>
            <div>
              <dt>{t('product.recap.vat')}</dt>
              <dd>{money(recap.vatAmount, locale)}</dd>
            </div>
            <div>
              <dt>{t('product.recap.totalIncl')}</dt>
              <dd data-testid="recap-total-incl">{money(recap.totalInclTax, locale)}</dd>
            </div>
          </dl>
        </>
      )}
      <p className="recap-arrival" data-testid="recap-arrival">
        {arrivalLoading ? (
          <span className="skeleton skeleton-wide" aria-hidden="true" />
        ) : arrivalDate === undefined ? (
          t('product.recap.arrivalUnknown')
        ) : (
          t('product.recap.arrival', { date: date(arrivalDate) })
        )}
      </p>
      {!loading && recap?.exceedsMaxCartPrice ? (
        <p className="alert alert-warning" role="alert">
          {t('product.cartMaxExceeded')}
        </p>
      ) : null}
    </section>
  );
}
