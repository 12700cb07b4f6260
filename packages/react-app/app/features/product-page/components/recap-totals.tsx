import type { Recap } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';
import { money } from '../../../lib/format.js';

/** The product's recap: printing, discount and services, then the totals excl. VAT, VAT and incl. VAT. */
export function RecapTotals({
  recap,
  loading,
  locale,
}: {
  readonly recap: Recap | undefined;
  readonly loading: boolean;
  readonly locale: string;
}) {
  // After a failed step there is nothing to sum up; the step's error says why.
  if (!loading && recap === undefined) return null;
  return (
    <section className="recap" aria-labelledby="recap-title" aria-busy={loading}>
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
          {recap.exceedsMaxCartPrice ? (
            <p className="alert alert-warning" role="alert">
              {t('product.cartMaxExceeded')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
