import type { PremiumStatus } from '@tirage/domain';
import { Link } from 'react-router';
import { t } from '../../../i18n/translate.js';

/**
 * The premium reseller programme: what it brings (reseller prices, neutral shipping), then the
 * customer's own standing. A premium reseller sees the status, the reason staff gave and the
 * discount; anyone else how to apply (a word to the customer service, no form).
 */
export function PremiumResellerPanel({
  status,
  discount,
  companyAccount,
}: {
  readonly status: PremiumStatus;
  /** The shop's reseller discount, formatted ("10 %"); undefined when the shop has none. */
  readonly discount: string | undefined;
  /** The customer's account is a company's (the programme is for companies). */
  readonly companyAccount: boolean;
}) {
  return (
    <>
      <p>{t('premium.intro')}</p>
      <section aria-labelledby="premium-benefits">
        <h2 id="premium-benefits">{t('premium.benefits')}</h2>
        <ul>
          {discount === undefined ? null : <li>{t('premium.benefit.prices', { percent: discount })}</li>}
          <li>{t('premium.benefit.sender')}</li>
        </ul>
      </section>
      <section aria-labelledby="premium-status">
        <h2 id="premium-status">{t('premium.status')}</h2>
        {status.premium ? (
          <>
            <p className="alert alert-success">{t('premium.active')}</p>
            {status.reason === undefined || status.reason === '' ? null : (
              <p>{t('premium.reason', { reason: status.reason })}</p>
            )}
            {discount === undefined ? null : <p>{t('premium.discount', { percent: discount })}</p>}
            <p>{t('premium.sender')}</p>
          </>
        ) : (
          <>
            <p>{t('premium.inactive')}</p>
            <h3>{t('premium.apply')}</h3>
            <p>{t('premium.applyText')}</p>
            <p>
              {t('premium.contact')} <Link to="/mentions-legales/">{t('premium.contactLink')}</Link>.
            </p>
            {companyAccount ? null : (
              <p>
                {t('premium.companyOnly')}{' '}
                <Link to="/personal-area/company-profile/">{t('premium.companyLink')}</Link>.
              </p>
            )}
          </>
        )}
      </section>
    </>
  );
}
