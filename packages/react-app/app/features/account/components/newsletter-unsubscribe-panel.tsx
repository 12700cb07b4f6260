import { assertNever } from '@tirage/domain';
import { Form } from 'react-router';
import { t } from '../../../i18n/translate.js';

/** Where an unsubscribe link stands: not yet confirmed, done, a bad link, or a failed attempt. */
export type UnsubscribeOutcome = 'ready' | 'done' | 'invalidLink' | 'failed';

/**
 * Unsubscribing from the newsletter with the link of a newsletter mail: the shopper confirms with
 * a button (a link opened by a mail scanner unsubscribes no one), without logging in.
 */
export function NewsletterUnsubscribePanel({
  token,
  outcome,
  busy,
}: {
  readonly token: string;
  readonly outcome: UnsubscribeOutcome;
  readonly busy: boolean;
}) {
  switch (outcome) {
    case 'done':
      return (
        <p className="alert alert-success" role="status">
          {t('newsletter.unsubscribe.done')}
        </p>
      );
    case 'invalidLink':
      return (
        <>
          <p className="alert alert-danger" role="alert">
            {t('newsletter.unsubscribe.error.invalidLink')}
          </p>
          <p>
            <a href="/personal-area/profile/">{t('newsletter.unsubscribe.toProfile')}</a>
          </p>
        </>
      );
    case 'ready':
    case 'failed':
      return (
        <Form method="post" replace>
          {outcome === 'failed' ? (
            <p className="alert alert-danger" role="alert">
              {t('newsletter.unsubscribe.error.failed')}
            </p>
          ) : null}
          <p>{t('newsletter.unsubscribe.intro')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t('newsletter.unsubscribe.submitting') : t('newsletter.unsubscribe.submit')}
          </button>
        </Form>
      );
    default:
      return assertNever(outcome, 'unsubscribe outcome');
  }
}
