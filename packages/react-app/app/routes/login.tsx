import type { DomainError } from '@tirage/domain';
import { afterLoginLocation, keepingReturnTo, RETURN_TO_PARAM } from '@tirage/domain';
import { data, Form, redirect, useLocation, useNavigation } from 'react-router';
import { field, guard, secretField, signIn } from '../auth.server.js';
import { FormAlert } from '../components/form-alert.js';
import { t } from '../i18n/translate.js';
import { postedForm } from '../lib/posted-form.server.js';
import { EXPIRED_PARAM } from '../lib/session-params.js';
import type { Route } from './+types/login';

export function meta() {
  // A link sent by mail may bring its token here in `returnTo`: it never leaves in a Referer.
  return [
    { title: t('login.title') },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'guestOnly');
  return null;
}

/** What a shopper reads when a login fails, by what went wrong. */
export function loginErrorMessage(error: DomainError): string {
  switch (error.kind) {
    case 'session.unauthorized':
      return t('login.error.credentials');
    case 'request.tooManyAttempts':
      return t('login.error.tooManyAttempts');
    case 'request.invalid':
      return t('login.error.missing');
    default:
      return t('login.error.failed');
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const email = field(form, 'email');
  const password = secretField(form, 'password');
  if (email === '' || password === '') {
    return data({ error: t('login.error.missing'), email }, { status: 400 });
  }
  const grant = await signIn(context, { email, password });
  if (!grant.ok) return data({ error: loginErrorMessage(grant.error), email }, { status: 400 });
  throw redirect(afterLoginLocation(new URL(request.url).searchParams.get(RETURN_TO_PARAM)));
}

export default function Login({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  // A shopper sent to log in who has no account yet comes back to the same page after registering.
  const query = new URLSearchParams(useLocation().search);
  const expired = query.get(EXPIRED_PARAM) === '1';
  const registration = keepingReturnTo('/registration/', query.get(RETURN_TO_PARAM));
  return (
    <main>
      <h1>{t('login.title')}</h1>
      {expired && actionData === undefined ? (
        <p className="alert alert-info" role="status">
          {t('login.expired')}
        </p>
      ) : null}
      <Form method="post" replace>
        <FormAlert message={actionData?.error} />
        <label>
          {t('login.email')}
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email ?? ''}
          />
        </label>
        <label>
          {t('login.password')}
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <button type="submit" className="button-primary" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </Form>
      <p>
        <a href="/password-reset/">{t('passwordReset.forgotLink')}</a>
      </p>
      <p>
        {t('login.noAccount')} <a href={registration}>{t('login.toRegistration')}</a>
      </p>
    </main>
  );
}
