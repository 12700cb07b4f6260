import type { SubmissionResult } from '@conform-to/react';
import { refusalReason } from '@tirage/domain';
import { data, redirect, useNavigation } from 'react-router';
import {
  MIN_PASSWORD_LENGTH,
  NewPasswordForm,
  parseNewPasswordForm,
} from '../../features/account/components/new-password-form.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import type { Route } from './+types/new-password';

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
  readonly result: SubmissionResult<string[]> | undefined;
  readonly invalidLink: boolean;
};
const refused = (refusal: Refusal) => data(refusal, { status: 400 });

/**
 * Sets the new password. On success every session of the customer has ended (the server revokes
 * them), this one too: the session cookie is cleared and the shopper sees the success page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseNewPasswordForm(await postedForm(request));
  // Passwords are never sent back to the page.
  const reply = () => submission.reply({ hideFields: ['password', 'confirmation'] });
  if (submission.status !== 'success') {
    if (submission.error?.token !== undefined)
      return refused({ error: undefined, result: undefined, invalidLink: true });
    return refused({ error: t('passwordReset.new.error.fields'), result: reply(), invalidLink: false });
  }
  const { token, password } = submission.value;

  const reset = await context.ports.customer.resetPassword({ token, password });
  if (!reset.ok) {
    const linkRefused =
      refusalReason(reset.error) === 'passwordReset.invalidToken' || reset.error.kind === 'request.invalid';
    return linkRefused
      ? refused({ error: undefined, result: undefined, invalidLink: true })
      : refused({ error: t('passwordReset.new.error.failed'), result: reply(), invalidLink: false });
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
        lastResult={actionData?.result}
        invalidLink={loaderData.token === '' || (actionData?.invalidLink ?? false)}
        busy={busy}
      />
    </main>
  );
}
