import { Form } from 'react-router';
import { FormAlert } from '../../../components/form-alert.js';
import { t } from '../../../i18n/translate.js';

export interface NewPasswordFieldErrors {
  readonly password?: string;
  readonly confirmation?: string;
}

function PasswordField({
  name,
  label,
  minLength,
  error,
}: {
  readonly name: keyof NewPasswordFieldErrors;
  readonly label: string;
  readonly minLength: number;
  readonly error: string | undefined;
}) {
  const id = `new-password-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete="new-password"
        minLength={minLength}
        required
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
      />
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The new password (typed twice) for the token of a reset link. A link that is missing or no
 * longer good shows why, and leads to asking for a new one.
 */
export function NewPasswordForm({
  token,
  minLength,
  error,
  fieldErrors,
  invalidLink,
  busy,
}: {
  /** The link's token, posted back with the password. */
  readonly token: string;
  readonly minLength: number;
  readonly error: string | undefined;
  readonly fieldErrors: NewPasswordFieldErrors;
  readonly invalidLink: boolean;
  readonly busy: boolean;
}) {
  if (invalidLink)
    return (
      <>
        <p className="alert alert-danger" role="alert">
          {t('passwordReset.new.error.invalidLink')}
        </p>
        <p>
          <a href="/password-reset/" className="button-primary">
            {t('passwordReset.new.requestAgain')}
          </a>
        </p>
      </>
    );
  return (
    <Form method="post" replace noValidate>
      <FormAlert message={error} />
      <input type="hidden" name="token" value={token} />
      <PasswordField
        name="password"
        label={t('passwordReset.new.password', { min: minLength })}
        minLength={minLength}
        error={fieldErrors.password}
      />
      <PasswordField
        name="confirmation"
        label={t('passwordReset.new.confirmation')}
        minLength={minLength}
        error={fieldErrors.confirmation}
      />
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? t('passwordReset.new.submitting') : t('passwordReset.new.submit')}
      </button>
    </Form>
  );
}
