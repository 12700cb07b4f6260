import { NavLink } from 'react-router';
import { t } from '../../../i18n/translate.js';

/** The personal area's pages. */
const ACCOUNT_PAGES = [
  { path: '/personal-area/', label: 'account.nav.main', end: true },
  { path: '/personal-area/orders/', label: 'account.nav.orders', end: false },
  { path: '/personal-area/legacy-orders/', label: 'legacyOrders.nav', end: false },
  { path: '/personal-area/my-design-area/', label: 'designs.nav', end: false },
  { path: '/personal-area/addresses/', label: 'account.nav.addresses', end: false },
  { path: '/personal-area/payment-methods/', label: 'paymentMethods.nav', end: false },
  { path: '/personal-area/profile/', label: 'account.nav.profile', end: false },
  { path: '/personal-area/company-profile/', label: 'companyProfile.nav', end: false },
  { path: '/personal-area/premium-reseller/', label: 'premium.nav', end: false },
] as const;

/** The personal area's navigation, the current page marked for screen readers too. */
export function AccountNav() {
  return (
    <nav className="account-nav" aria-label={t('account.nav.label')}>
      <ul>
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} end={page.end}>
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
