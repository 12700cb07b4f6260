import { data, useNavigation } from 'react-router';
import {
  PasswordResetRequestForm,
  parsePasswordResetRequestForm,
} from '../../features/account/components/password-reset-request-form.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import type { Route } from './+types/request';

export function meta() {
  return [{ title: t('passwordReset.title') }, { name: 'robots', content: 'noindex' }];
}

/**
 * Asks for a reset link. The answer is the same whether or not an account has the email (the
 * server's too), so the page cannot be used to find accounts. Logged-in shoppers may use it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parsePasswordResetRequestForm(await postedForm(request));
  if (submission.status !== 'success') {
    return data({ email: '', result: submission.reply(), error: undefined, sent: false }, { status: 400 });
  }
  const { email } = submission.value;
  const requested = await context.ports.customer.requestPasswordReset(email);
  if (!requested.ok) {
    const throttled = requested.error.kind === 'request.tooManyAttempts';
    const error = t(throttled ? 'passwordReset.error.tooManyRequests' : 'passwordReset.error.failed');
    return data({ email, result: submission.reply(), error, sent: false }, { status: 400 });
  }
  return { email, result: submission.reply(), error: undefined, sent: true };
}

export default function PasswordResetRequest({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main>
      <h1>{t('passwordReset.title')}</h1>
      <PasswordResetRequestForm
        email={actionData?.email ?? ''}
        lastResult={actionData?.result}
        error={actionData?.error}
        sent={actionData?.sent ?? false}
        busy={busy}
      />
    </main>
  );
}
