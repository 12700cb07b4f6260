import type { DomainError } from '@tirage/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { field, secretField } from '../../auth.server.js';
import { FormAlert } from '../../components/form-alert.js';
import { t } from '../../i18n/translate.js';
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
  const form = await postedForm(request);
  const email = field(form, 'email');
  const password = secretField(form, 'password');
  if (email === '' || password === '')
    return data({ error: t('admin.login.error.credentials'), email }, { status: 400 });
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
      <Form method="post" replace>
        <FormAlert message={actionData?.error} />
        <label>
          {t('login.email')}
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ''}
          />
        </label>
        <label>
          {t('login.password')}
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <button type="submit" className="button-primary" disabled={busy}>
          {t('admin.login.submit')}
        </button>
      </Form>
    </main>
  );
}
