import { passwordResetRequestSchema } from '@tirage/api-client/contract';
import { data, useNavigation } from 'react-router';
import { field } from '../../auth.server.js';
import { PasswordResetRequestForm } from '../../features/account/components/password-reset-request-form.js';
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
  const form = await postedForm(request);
  const email = field(form, 'email').slice(0, 254);
  if (!passwordResetRequestSchema.shape.email.safeParse(email).success) {
    return data({ email, error: t('passwordReset.error.email'), sent: false }, { status: 400 });
  }
  const requested = await context.ports.customer.requestPasswordReset(email);
  if (!requested.ok) {
    const throttled = requested.error.kind === 'http.status' && requested.error.status === 429;
    const error = t(throttled ? 'passwordReset.error.tooManyRequests' : 'passwordReset.error.failed');
    return data({ email, error, sent: false }, { status: 400 });
  }
  return { email, error: undefined, sent: true };
}

export default function PasswordResetRequest({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main>
      <h1>{t('passwordReset.title')}</h1>
      <PasswordResetRequestForm
        email={actionData?.email ?? ''}
        error={actionData?.error}
        sent={actionData?.sent ?? false}
        busy={busy}
      />
    </main>
  );
}
