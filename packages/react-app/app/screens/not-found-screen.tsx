import { t } from '../i18n/translate.js';

/** The 404 screen (specification section 8): 'Page Not Found: {path}'. */
export function NotFoundScreen({ path }: { readonly path: string }) {
  return (
    <main>
      <title>{t('error.notFoundTitle')}</title>
      <h1>{t('error.notFoundTitle')}</h1>
      <p>{t('error.notFound', { path })}</p>
      <p>
        <a href="/">{t('error.backHome')}</a>
      </p>
    </main>
  );
}
