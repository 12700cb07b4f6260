import { t } from '../i18n/translate.js';
import { PageLink } from './page-link.js';

/**
 * The header of every page: the shop's name back to the home page, the product search, the cart
 * with its number of jobs, and the account links.
 */
export function SiteHeader({
  loggedIn = false,
  cartCount = 0,
}: {
  readonly loggedIn?: boolean;
  readonly cartCount?: number;
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
