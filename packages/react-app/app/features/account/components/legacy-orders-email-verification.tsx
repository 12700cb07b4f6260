import { assertNever } from '@tirage/domain';
import { Form } from 'react-router';
import { FormAlert } from '../../../components/form-alert.js';
import { t } from '../../../i18n/translate.js';

/**
 * Where proving the email stands, on the legacy orders page of a customer whose email is not
 * verified yet: a link to ask for (`ask`), asked for (`sent`) or refused; a link from the mail to
 * confirm (`confirm`), or whose confirmation failed.
 */
export type EmailVerificationOutcome =
  | 'ask'
  | 'sent'
  | 'tooManyRequests'
  | 'sendFailed'
  | 'confirm'
  | 'confirmFailed'
  | 'invalidLink';

const ERRORS = {
  tooManyRequests: 'legacyOrders.verify.error.tooManyRequests',
  sendFailed: 'legacyOrders.verify.error.sendFailed',
  invalidLink: 'legacyOrders.verify.error.invalidLink',
  confirmFailed: 'legacyOrders.verify.error.confirmFailed',
} as const;

/**
 * The orders of the previous site are shown once the customer has proven they own their email:
 * the shop mails a link, and the page the link opens confirms with a button (a link opened by a
 * mail scanner or a preview confirms nothing). Both are form posts to the page's action.
 */
export function LegacyOrdersEmailVerification({
  outcome,
  token,
  sentTo,
  busy,
}: {
  readonly outcome: EmailVerificationOutcome;
  /** The token of the mail's link (`?verify=`), posted back by the confirmation. */
  readonly token: string;
  /** Where the link was sent, once it was. */
  readonly sentTo: string | undefined;
  readonly busy: boolean;
}) {
  switch (outcome) {
    case 'sent':
      return (
        <p className="alert alert-success" role="status">
          {t('legacyOrders.verify.sent', { email: sentTo ?? '' })}
        </p>
      );
    case 'confirm':
    case 'confirmFailed':
      return (
        <Form method="post" replace>
          <FormAlert message={outcome === 'confirmFailed' ? t(ERRORS.confirmFailed) : undefined} />
          <p>{t('legacyOrders.verify.confirmIntro')}</p>
          <input type="hidden" name="intent" value="confirmEmail" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t('legacyOrders.verify.confirming') : t('legacyOrders.verify.confirm')}
          </button>
        </Form>
      );
    case 'ask':
    case 'tooManyRequests':
    case 'sendFailed':
    case 'invalidLink':
      return (
        <Form method="post" replace>
          <FormAlert message={outcome === 'ask' ? undefined : t(ERRORS[outcome])} />
          <p>{t('legacyOrders.verify.intro')}</p>
          <input type="hidden" name="intent" value="sendVerification" />
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t('legacyOrders.verify.sending') : t('legacyOrders.verify.send')}
          </button>
        </Form>
      );
    default:
      return assertNever(outcome, 'email verification outcome');
  }
}
