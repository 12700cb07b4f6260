import { formatDate, formatMoney, ORDERS_PER_PAGE, orderPageCount, refusalReason } from '@tirage/domain';
import { data, redirect, useNavigation } from 'react-router';
import { required } from '../../auth.server.js';
import { LegacyOrderList } from '../../features/account/components/legacy-order-list.js';
import {
  type EmailVerificationOutcome,
  LegacyOrdersEmailVerification,
} from '../../features/account/components/legacy-orders-email-verification.js';
import { parseLegacyOrdersVerificationForm } from '../../features/account/legacy-orders-verification-form.js';
import { t } from '../../i18n/translate.js';
import { notFound } from '../../lib/not-found.server.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/legacy-orders';

const middlewares = routeMiddlewares('routes/personal-area/legacy-orders.tsx', 'auth');

const PAGE = '/personal-area/legacy-orders/';
/** The query of the verification mail's link: its token. */
const VERIFY_PARAM = 'verify';
/** The query the page is opened with once the email was confirmed, to say so. */
const VERIFIED_PARAM = 'verified';

export function meta() {
  return [
    { title: t('legacyOrders.title') },
    { name: 'robots', content: 'noindex' },
    // The verification mail's link holds its token: no request from the page says where it came from.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/**
 * The orders of the customer's email imported from the previous site, newest first, `?page=` at a
 * time, once the customer has proven they own the email; until then, the way to prove it (the
 * token of the mail's link in `?verify=`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const url = new URL(request.url);
  const asked = url.searchParams.get('page') ?? '1';
  const page = /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : Number.NaN;
  if (Number.isNaN(page)) throw await notFound(context, PAGE);
  const list = await context.ports.legacyOrder.list({ page, perPage: ORDERS_PER_PAGE });
  const listValue = await required(list, 'legacy orders', { request, context });
  if (!listValue.emailVerified)
    return { emailVerified: false as const, verifyToken: url.searchParams.get(VERIFY_PARAM) ?? '' };
  const { locale } = context.shop;
  return {
    emailVerified: true as const,
    justVerified: url.searchParams.get(VERIFIED_PARAM) === '1',
    page,
    pages: orderPageCount(listValue),
    total: listValue.total,
    orders: listValue.orders.map((order) => ({
      orderNumber: order.orderNumber,
      date: formatDate(order.placedOn),
      status: order.status,
      lines: order.lineCount,
      total: formatMoney(order.taxedPrice, locale),
    })),
  };
}

type Outcome = { readonly outcome: EmailVerificationOutcome; readonly sentTo?: string };
const answer = (outcome: Outcome, status = 200) => data(outcome, { status });

/**
 * Asks for the verification mail (`intent=sendVerification`), or confirms the email with the
 * token of its link (`intent=confirmEmail`); once confirmed, the page opens without the token.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await middlewares.run({ request, context });
  const submission = parseLegacyOrdersVerificationForm(await postedForm(request));
  if (submission.status !== 'success') {
    // A confirmation without a good token: the link is not good; anything else: nothing was sent.
    return submission.error?.token === undefined
      ? answer({ outcome: 'sendFailed' }, 400)
      : answer({ outcome: 'invalidLink' }, 400);
  }
  const posted = submission.value;
  if (posted.intent === 'sendVerification') {
    const sent = await context.ports.legacyOrder.requestEmailVerification();
    if (sent.ok) return answer({ outcome: 'sent', sentTo: sent.value.sentTo });
    // Already proven (in another tab): the orders are there.
    if (sent.error.kind === 'request.conflict') throw redirect(PAGE);
    return sent.error.kind === 'request.tooManyAttempts'
      ? answer({ outcome: 'tooManyRequests' }, 429)
      : answer({ outcome: 'sendFailed' }, 503);
  }
  const confirmed = await context.ports.legacyOrder.confirmEmail(posted.token);
  if (confirmed.ok) throw redirect(`${PAGE}?${VERIFIED_PARAM}=1`);
  const linkRefused =
    refusalReason(confirmed.error) === 'emailVerification.invalidToken' ||
    confirmed.error.kind === 'request.invalid';
  return linkRefused ? answer({ outcome: 'invalidLink' }, 400) : answer({ outcome: 'confirmFailed' }, 503);
}

export default function LegacyOrders({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  if (!loaderData.emailVerified) {
    const outcome: EmailVerificationOutcome =
      actionData?.outcome ?? (loaderData.verifyToken === '' ? 'ask' : 'confirm');
    return (
      <main>
        <h1>{t('legacyOrders.title')}</h1>
        <LegacyOrdersEmailVerification
          outcome={outcome}
          token={loaderData.verifyToken}
          sentTo={actionData?.sentTo}
          busy={busy}
        />
      </main>
    );
  }
  const { justVerified, emailVerified: _verified, ...list } = loaderData;
  return (
    <main>
      <h1>{t('legacyOrders.title')}</h1>
      {justVerified ? (
        <p className="alert alert-success" role="status">
          {t('legacyOrders.verify.done')}
        </p>
      ) : null}
      <p>{t('legacyOrders.intro')}</p>
      <LegacyOrderList {...list} />
    </main>
  );
}
