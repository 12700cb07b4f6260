import { t } from '../../i18n/translate.js';

export function meta() {
  return [{ title: t('passwordReset.successful.title') }, { name: 'robots', content: 'noindex' }];
}

/** After a new password: the shopper logs in again (every session ended with the reset). */
export default function PasswordResetSuccessful() {
  return (
    <main>
      <h1>{t('passwordReset.successful.title')}</h1>
      <p className="alert alert-success" role="status">
        {t('passwordReset.successful.message')}
      </p>
      <p>
        <a href="/login/" className="button-primary">
          {t('passwordReset.successful.toLogin')}
        </a>
      </p>
    </main>
  );
}
