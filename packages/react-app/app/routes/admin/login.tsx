import type { DomainError } from '@tirage/domain';
import { data, redirect, useNavigation } from 'react-router';
import {
  LoginForm,
  loginEmailOf,
  loginReply,
  parseLoginForm,
} from '../../features/account/components/login-form.js';
import { t } from '../../features/admin/admin-text.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { afterStaffLogin, requireStaffArea } from '../../staff.server.js';
import type { Route } from './+types/login';

/** What a staff member reads when the login fails. */
function staffLoginError(error: DomainError): string {
  if (error.kind === 'session.unauthorized' || error.kind === 'request.invalid')
    return t('admin.login.error.credentials');
  if (error.kind === 'request.tooManyAttempts') return t('admin.login.error.tooManyAttempts');
  return t('admin.login.error.failed');
}

/** A staff login sets the agent cookie, then goes back to the back-office page that asked for it. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaffArea(context);
  const submission = parseLoginForm(await postedForm(request));
  if (submission.status !== 'success') {
    const email = loginEmailOf(submission);
    return data(
      { error: t('admin.login.error.credentials'), email, result: loginReply(submission) },
      { status: 400 },
    );
  }
  const { email, password } = submission.value;
  const grant = await context.ports.admin.login({ email, password });
  if (!grant.ok) return data({ error: staffLoginError(grant.error), email }, { status: 400 });
  context.staff.setAgentToken({ value: grant.value.accessToken, maxAgeS: grant.value.expiresIn });
  throw redirect(afterStaffLogin(new URL(request.url).searchParams.get('returnTo')));
}

export default function StaffLogin({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main>
      <h1>{t('admin.login.title')}</h1>
      <LoginForm
        id="staff-login"
        answer={actionData}
        busy={busy}
        emailAutoComplete="username"
        submitLabel={t('admin.login.submit')}
        busyLabel={t('admin.login.submit')}
      />
    </main>
  );
}
