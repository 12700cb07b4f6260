import type { CategoryLink } from '@tirage/domain';
import { t } from '../i18n/translate.js';

/**
 * The 404 screen: the specification's title and message (section 8: 'Page Not Found: {path}')
 * inside a French page that offers a way on: the product search, the home page and the
 * catalogue's categories.
 */
export function NotFoundScreen({
  path,
  categories = [],
}: {
  readonly path: string;
  readonly categories?: readonly CategoryLink[];
}) {
  return (
    <main className="not-found">
      <title>{t('error.notFoundTitle')}</title>
      <h1>{t('error.notFoundHeading')}</h1>
      <p className="not-found-path">{t('error.notFound', { path })}</p>
      <p>{t('error.notFoundText')}</p>
      <search className="not-found-search">
        <form method="get" action="/search/">
          <label htmlFor="not-found-q">{t('error.notFoundSearch')}</label>
          <div>
            <input
              id="not-found-q"
              type="search"
              name="q"
              placeholder={t('error.notFoundSearchHint')}
              maxLength={100}
            />
            <button type="submit">{t('frame.searchSubmit')}</button>
          </div>
        </form>
      </search>
      <nav aria-labelledby="not-found-ways">
        <h2 id="not-found-ways">{t('error.notFoundWays')}</h2>
        <ul className="not-found-links">
          <li>
            <a className="not-found-link" href="/">
              {t('error.backHome')}
            </a>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <a className="not-found-link" href={category.path}>
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
