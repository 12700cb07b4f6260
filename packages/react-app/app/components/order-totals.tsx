import type { ReactNode } from 'react';
import { t } from '../i18n/translate.js';

/**
 * An order's addresses and totals; the VAT, the amount due and the VAT's legal mention (a
 * reverse charge…) when they are given.
 */
export function OrderTotals({
  shipping,
  billing,
  totalExcl,
  vat,
  totalIncl,
  due,
  vatMention,
}: {
  /** An address; none is a dash. */
  readonly shipping: ReactNode;
  readonly billing: ReactNode;
  readonly totalExcl: string;
  readonly vat?: string;
  readonly totalIncl: string;
  readonly due?: string;
  readonly vatMention?: string | undefined;
}) {
  return (
    <>
      <dl className="account-summary">
        <div>
          <dt>{t('checkout.shipping')}</dt>
          <dd>{shipping ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('checkout.billing')}</dt>
          <dd>{billing ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('cart.totalExcl')}</dt>
          <dd>{totalExcl}</dd>
        </div>
        {vat === undefined ? null : (
          <div>
            <dt>{t('recap.vat')}</dt>
            <dd>{vat}</dd>
          </div>
        )}
        <div>
          <dt>{t('cart.totalIncl')}</dt>
          <dd>{totalIncl}</dd>
        </div>
        {due === undefined ? null : (
          <div>
            <dt>{t('recap.due')}</dt>
            <dd>{due}</dd>
          </div>
        )}
      </dl>
      {vatMention === undefined ? null : <p className="vat-mention">{vatMention}</p>}
    </>
  );
}
