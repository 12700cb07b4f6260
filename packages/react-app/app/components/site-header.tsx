import { t } from '../i18n/translate.js';

/** The header of every page: the shop's name back to the home page, and the account links. */
export function SiteHeader({ loggedIn = false }: { readonly loggedIn?: boolean }) {
  return (
    <header className="site-header">
      <a className="site-logo" href="/">
        {t('frame.logo')}
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
