import { assertNever, formatMoney, type Order } from '@tirage/domain';
import { data, redirect, type ShouldRevalidateFunctionArgs, useNavigation, useSubmit } from 'react-router';
import { loadPaymentProvider } from '../features/payment/load-payment-provider.js';
import { pathAfterPayment, readPaymentForm, submitPayment } from '../features/payment/payment-form.server.js';
import { paymentResultPath } from '../features/payment/payment-paths.js';
import { isPayable, paymentResultOf } from '../features/payment/payment-result.js';
import { PaymentView } from '../features/payment/payment-view.js';
import { paymentScreenData } from '../features/payment/payment-views.js';
import { t } from '../i18n/translate.js';
import { funnelOrder } from '../lib/last-order.server.js';
import { postedForm } from '../lib/posted-form.server.js';
import { routeMiddlewares } from '../middlewares.server.js';
import type { Route } from './+types/payment';

const middlewares = routeMiddlewares('routes/payment.tsx', 'auth');

export function meta() {
  return [{ title: t('payment.title') }, { name: 'robots', content: 'noindex' }];
}

/**
 * The loader's `Cache-Control`. The screen's Content-Security-Policy, which allows the payment
 * provider's hosts, is the server's (`packages/server/src/storefront/page-headers.ts`).
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const answer = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl !== null) answer.set('Cache-Control', cacheControl);
  return answer;
}

/** What the wallet paid of the order, after a payment with it that left a rest. */
function walletNotice(order: Order, locale: string): string | undefined {
  const paid = order.payments
    .filter((payment) => payment.method === 'wallet' && payment.status === 'paid')
    .reduce((total, payment) => total + payment.amount.cents, 0);
  if (paid === 0) return undefined;
  return t('payment.wallet.partlyPaid', {
    amount: formatMoney({ cents: paid, currency: order.currency }, locale),
    rest: formatMoney(order.pendingAmount, locale),
  });
}

/**
 * The payment screen of one of the customer's orders (`?order=`, else the last one placed) while
 * something is left to pay; otherwise the payment result says where it stands. Each load makes the
 * next attempt's Idempotency-Key.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const order = await funnelOrder(request, context);
  const url = new URL(request.url);
  if (!isPayable(paymentResultOf(order))) throw redirect(paymentResultPath(order.id));
  const { locale } = context.shop;
  const usesProvider = order.allowedPaymentMethods.some((method) => method === 'card' || method === 'paypal');
  const [token, profile] = await Promise.all([
    usesProvider ? context.ports.payment.clientToken() : undefined,
    context.ports.customer.getProfile(),
  ]);
  const customer = profile.ok ? profile.value : undefined;
  const screen = paymentScreenData({
    order,
    provider: token?.ok === true ? token.value : undefined,
    walletCredit: customer?.hasWallet === true ? customer.walletCredit : undefined,
    email: customer?.email,
    idempotencyKey: crypto.randomUUID(),
    locale,
  });
  const notice = url.searchParams.get('wallet') === 'paid' ? walletNotice(order, locale) : undefined;
  return data(
    { screen, notice },
    {
      headers: {
        // A page with this response's nonce and this attempt's key is never served again from a cache.
        'Cache-Control': 'no-store',
      },
    },
  );
}

/**
 * One payment attempt. Accepted, the shopper goes to the payment result (or back here when the
 * wallet paid part of the order); refused, the reason is shown and the order stays payable.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await middlewares.run({ request, context });
  const posted = readPaymentForm(await postedForm(request));
  if (posted === undefined) return data({ error: t('payment.error.failed') }, { status: 400 });
  const answer = await submitPayment(context.ports.payment, posted);
  switch (answer.type) {
    case 'refused':
      return data({ error: answer.message }, { status: answer.status });
    case 'checkOrder':
      throw redirect(paymentResultPath(posted.orderId));
    case 'done':
      throw redirect(pathAfterPayment(posted.method, answer));
    default:
      return assertNever(answer, 'payment answer');
  }
}

/** After a refused attempt the order is read again (its amount may have changed) with a new key. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? true : defaultShouldRevalidate;
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  return (
    <main className="payment-page">
      <PaymentView
        screen={loaderData.screen}
        notice={loaderData.notice}
        error={actionData?.error}
        busy={navigation.state !== 'idle'}
        submit={(fields) => {
          submit(fields, { method: 'post', replace: true }).catch(() => undefined);
        }}
        loadProvider={loadPaymentProvider}
      />
    </main>
  );
}
