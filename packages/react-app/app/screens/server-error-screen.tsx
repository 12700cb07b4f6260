import { t } from '../i18n/translate.js';

/** The 500 screen (specification section 8): never a stack trace. */
export function ServerErrorScreen() {
  return (
    <main>
      <title>{t('error.serverErrorTitle')}</title>
      <h1>{t('error.serverErrorTitle')}</h1>
      <p>{t('error.serverErrorText')}</p>
      <p>
        <a href="/">{t('error.backHome')}</a>
      </p>
    </main>
  );
}
