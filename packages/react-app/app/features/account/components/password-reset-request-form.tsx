import { Form } from 'react-router';
import { FormAlert } from '../../../components/form-alert.js';
import { t } from '../../../i18n/translate.js';

/**
 * Asking for a password-reset link by email. Once asked, it says a mail is on its way if an
 * account has that address (the shop never says whether one has).
 */
export function PasswordResetRequestForm({
  email,
  error,
  sent,
  busy,
}: {
  /** What the shopper typed, kept when the request is refused. */
  readonly email: string;
  readonly error: string | undefined;
  /** The request was taken: the form gives way to the message. */
  readonly sent: boolean;
  readonly busy: boolean;
}) {
  if (sent)
    return (
      <>
        <p className="alert alert-success" role="status">
          {t('passwordReset.sent', { email })}
        </p>
        <p>
          <a href="/login/">{t('passwordReset.backToLogin')}</a>
        </p>
      </>
    );
  return (
    <>
      <p>{t('passwordReset.intro')}</p>
      <Form method="post" replace>
        <FormAlert message={error} />
        <label>
          {t('passwordReset.email')}
          <input type="email" name="email" autoComplete="email" required defaultValue={email} />
        </label>
        <button type="submit" className="button-primary" disabled={busy}>
          {busy ? t('passwordReset.submitting') : t('passwordReset.submit')}
        </button>
      </Form>
      <p>
        <a href="/login/">{t('passwordReset.backToLogin')}</a>
      </p>
    </>
  );
}
