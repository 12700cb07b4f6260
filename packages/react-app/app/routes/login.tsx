import type { DomainError } from '@tirage/domain';
import { afterLoginLocation, keepingReturnTo, RETURN_TO_PARAM } from '@tirage/domain';
import { data, redirect, useLocation, useNavigation } from 'react-router';
import { guard, signIn } from '../auth.server.js';
import {
  LoginForm,
  loginEmailOf,
  loginReply,
  parseLoginForm,
} from '../features/account/components/login-form.js';
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
  const submission = parseLoginForm(await postedForm(request));
  if (submission.status !== 'success') {
    const email = loginEmailOf(submission);
    return data({ error: t('login.error.missing'), email, result: loginReply(submission) }, { status: 400 });
  }
  const { email, password } = submission.value;
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
      <LoginForm
        id="login"
        answer={actionData}
        busy={busy}
        emailAutoComplete="email"
        submitLabel={t('login.submit')}
        busyLabel={t('login.submitting')}
      />
      <p>
        <a href="/password-reset/">{t('passwordReset.forgotLink')}</a>
      </p>
      <p>
        {t('login.noAccount')} <a href={registration}>{t('login.toRegistration')}</a>
      </p>
    </main>
  );
}
