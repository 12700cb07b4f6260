import { t } from '../i18n/translate.js';
import { CurrencyChooser } from './currency-chooser.js';
import { PageLink } from './page-link.js';

/**
 * The header of every page: the shop's name back to the home page, the product search, the
 * currency chooser (when the shop sells in more than one), the cart with its number of jobs, and
 * the account links.
 */
export function SiteHeader({
  loggedIn = false,
  cartCount = 0,
  currency,
}: {
  readonly loggedIn?: boolean;
  readonly cartCount?: number;
  /** The currencies the shop sells, the visit's one, and the page to come back to after a switch. */
  readonly currency?: {
    readonly currencies: readonly string[];
    readonly current: string;
    readonly back: string;
  };
}) {
  return (
    <header className="site-header">
      <PageLink className="site-logo" to="/">
        {t('frame.logo')}
      </PageLink>
      <search className="site-search">
        <form method="get" action="/search/">
          <label htmlFor="site-search-q" className="visually-hidden">
            {t('frame.search')}
          </label>
          <input id="site-search-q" type="search" name="q" placeholder={t('frame.search')} maxLength={100} />
          <button type="submit">{t('frame.searchSubmit')}</button>
        </form>
      </search>
      {currency === undefined ? null : (
        <CurrencyChooser currencies={currency.currencies} current={currency.current} back={currency.back} />
      )}
      <a className="site-cart" href="/cart/">
        {t('frame.cart')} <span className="cart-count">({cartCount})</span>
      </a>
      <nav aria-label={t('frame.accountNavigation')}>
        {loggedIn ? (
          <>
            <a href="/personal-area/">{t('frame.account')}</a>
            <form method="post" action="/logout/">
              <button type="submit">{t('frame.logout')}</button>
            </form>
          </>
        ) : (
          <a href="/login/">{t('frame.login')}</a>
        )}
      </nav>
    </header>
  );
}
