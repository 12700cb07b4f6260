import { useNavigation } from 'react-router';
import { FormAlert } from '../../components/form-alert.js';
import { SavedPaymentMethods } from '../../features/payment/components/saved-payment-methods.js';
import { parseSavedMethodRemovalForm } from '../../features/payment/saved-method-removal-form.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/payment-methods';

const middlewares = routeMiddlewares('routes/personal-area/payment-methods.tsx', 'auth');

export function meta() {
  return [{ title: t('paymentMethods.title') }, { name: 'robots', content: 'noindex' }];
}

/** The payment methods the provider keeps for the customer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const methods = await context.ports.payment.savedMethods();
  return methods.ok ? { methods: methods.value, readError: false } : { methods: [], readError: true };
}

/** "Supprimer": the provider forgets the method. */
export async function action({ request, context }: Route.ActionArgs) {
  await middlewares.run({ request, context });
  const submission = parseSavedMethodRemovalForm(await postedForm(request));
  if (submission.status !== 'success') return { removed: false, error: t('paymentMethods.error.failed') };
  const removed = await context.ports.payment.removeSavedMethod(submission.value.token);
  return removed.ok
    ? { removed: true, error: undefined }
    : { removed: false, error: t('paymentMethods.error.failed') };
}

export default function PaymentMethods({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main>
      <h1>{t('paymentMethods.title')}</h1>
      <p>{t('paymentMethods.intro')}</p>
      {actionData?.removed === true ? (
        <p className="alert alert-success" role="status">
          {t('paymentMethods.removed')}
        </p>
      ) : null}
      <FormAlert
        message={actionData?.error ?? (loaderData.readError ? t('paymentMethods.error.read') : undefined)}
      />
      {loaderData.readError ? null : <SavedPaymentMethods methods={loaderData.methods} busy={busy} />}
    </main>
  );
}
