import { newPasswordSchema } from '@tirage/api-client/contract';
import { data, redirect, useNavigation } from 'react-router';
import { field, secretField } from '../../auth.server.js';
import {
  type NewPasswordFieldErrors,
  NewPasswordForm,
} from '../../features/account/components/new-password-form.js';
import { serverKindOf } from '../../features/account/server-kind.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import type { Route } from './+types/new-password';

/** The shop's password rule (the contract's, as at registration). */
const MIN_PASSWORD_LENGTH = newPasswordSchema.minLength ?? 8;

export function meta() {
  return [
    { title: t('passwordReset.new.title') },
    { name: 'robots', content: 'noindex' },
    // The page's address holds the reset token: no request from it says where it came from.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** The link's token, from `?token=`; without one the page says the link is not good. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

type Refusal = {
  readonly error: string | undefined;
  readonly fieldErrors: NewPasswordFieldErrors;
  readonly invalidLink: boolean;
};
const refused = (refusal: Refusal) => data(refusal, { status: 400 });

/**
 * Sets the new password. On success every session of the customer has ended (the server revokes
 * them), this one too: the session cookie is cleared and the shopper sees the success page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const token = field(form, 'token');
  const password = secretField(form, 'password');
  const confirmation = secretField(form, 'confirmation');
  if (token === '') return refused({ error: undefined, fieldErrors: {}, invalidLink: true });
  const fieldErrors: { password?: string; confirmation?: string } = {};
  if (!newPasswordSchema.safeParse(password).success)
    fieldErrors.password = t('passwordReset.new.error.password', { min: MIN_PASSWORD_LENGTH });
  else if (confirmation !== password) fieldErrors.confirmation = t('passwordReset.new.error.mismatch');
  if (Object.keys(fieldErrors).length > 0)
    return refused({ error: t('passwordReset.new.error.fields'), fieldErrors, invalidLink: false });

  const reset = await context.ports.customer.resetPassword({ token, password });
  if (!reset.ok) {
    const linkRefused =
      serverKindOf(reset.error) === 'passwordReset.invalidToken' ||
      (reset.error.kind === 'http.status' && reset.error.status === 400);
    return linkRefused
      ? refused({ error: undefined, fieldErrors: {}, invalidLink: true })
      : refused({ error: t('passwordReset.new.error.failed'), fieldErrors: {}, invalidLink: false });
  }
  await context.session.clear();
  throw redirect('/password-reset/successful/');
}

export default function NewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main>
      <h1>{t('passwordReset.new.title')}</h1>
      <NewPasswordForm
        token={loaderData.token}
        minLength={MIN_PASSWORD_LENGTH}
        error={actionData?.error}
        fieldErrors={actionData?.fieldErrors ?? {}}
        invalidLink={loaderData.token === '' || (actionData?.invalidLink ?? false)}
        busy={busy}
      />
    </main>
  );
}
