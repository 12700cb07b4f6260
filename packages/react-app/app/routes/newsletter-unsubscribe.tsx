import { newsletterUnsubscribeRequestSchema } from '@tirage/api-client/contract';
import { refusalReason } from '@tirage/domain';
import { data, useNavigation } from 'react-router';
import { z } from 'zod';
import {
  NewsletterUnsubscribePanel,
  type UnsubscribeOutcome,
} from '../features/account/components/newsletter-unsubscribe-panel.js';
import { t } from '../i18n/translate.js';
import { parseForm } from '../lib/form-schema.js';
import { postedForm } from '../lib/posted-form.server.js';
import type { Route } from './+types/newsletter-unsubscribe';

export function meta() {
  return [
    { title: t('newsletter.unsubscribe.title') },
    { name: 'robots', content: 'noindex' },
    // The page's address holds the signed token: no request from it says where it came from.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** The link's token, from `?token=`; without one the page says the link is not good. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** The form posts the link's token alone (a hidden field): the contract's request. */
const unsubscribeFormSchema = z.object(newsletterUnsubscribeRequestSchema.shape);

/** Unsubscribes with the link's token, no login needed; doing it twice says the same. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await postedForm(request), unsubscribeFormSchema, {});
  // No token, or not one the contract takes: the link is not good.
  if (submission.status !== 'success')
    return data({ outcome: 'invalidLink' as UnsubscribeOutcome }, { status: 400 });
  const { token } = submission.value;
  const unsubscribed = await context.ports.customer.unsubscribeNewsletter(token);
  if (unsubscribed.ok) return { outcome: 'done' as UnsubscribeOutcome };
  const linkRefused =
    refusalReason(unsubscribed.error) === 'newsletter.invalidToken' ||
    unsubscribed.error.kind === 'request.invalid';
  return data({ outcome: (linkRefused ? 'invalidLink' : 'failed') as UnsubscribeOutcome }, { status: 400 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const outcome: UnsubscribeOutcome =
    actionData?.outcome ?? (loaderData.token === '' ? 'invalidLink' : 'ready');
  return (
    <main>
      <h1>{t('newsletter.unsubscribe.title')}</h1>
      <NewsletterUnsubscribePanel token={loaderData.token} outcome={outcome} busy={busy} />
    </main>
  );
}
