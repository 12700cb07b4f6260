import type { CustomerMatch } from '@tirage/domain';
import { data, redirect } from 'react-router';
import { FormAlert } from '../../components/form-alert.js';
import { t } from '../../features/admin/admin-text.js';
import { CustomerSearch } from '../../features/admin/components/customer-search.js';
import { parseLoginAsForm } from '../../features/admin/login-as-form.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { requireStaffLogin } from '../../staff.server.js';
import type { Route } from './+types/login-as';

/** Finds customers by what the staff member typed (`?q=`, at least 2 characters). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireStaffLogin(request, context);
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (query === '')
    return { query, customers: [] as readonly CustomerMatch[], searched: false, error: undefined };
  if (query.length < 2 || query.length > 100)
    return { query, customers: [], searched: false, error: t('admin.loginAs.error.search') };
  const found = await context.ports.admin.findCustomers(token, query);
  if (!found.ok) return { query, customers: [], searched: false, error: t('admin.loginAs.error.failed') };
  return { query, customers: found.value, searched: true, error: undefined };
}

/**
 * Opens a session as the customer: the shop's session becomes theirs (the staff member's own
 * guest cart is not merged into it), and the personal area opens.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = await requireStaffLogin(request, context);
  const submission = parseLoginAsForm(await postedForm(request));
  // A post without a customer's address is refused as the API would refuse it.
  if (submission.status !== 'success')
    return data({ error: t('admin.loginAs.error.failed') }, { status: 400 });
  const grant = await context.ports.admin.loginAs(token, submission.value);
  if (!grant.ok) {
    const notFound = grant.error.kind === 'request.notFound';
    return data(
      { error: notFound ? t('admin.loginAs.error.notFound') : t('admin.loginAs.error.failed') },
      { status: notFound ? 404 : 400 },
    );
  }
  await context.session.set({
    access: {
      value: grant.value.accessToken,
      // The API ends the session sooner (it says so with a 401); this only bounds the cookie.
      expiresAt: context.now().add({ hours: 24 }),
    },
    refresh: undefined,
  });
  throw redirect('/personal-area/');
}

export default function LoginAs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{t('admin.loginAs.title')}</h1>
      <p>{t('admin.loginAs.intro')}</p>
      <FormAlert message={actionData?.error ?? loaderData.error} />
      <CustomerSearch
        query={loaderData.query}
        customers={loaderData.customers}
        searched={loaderData.searched}
      />
    </main>
  );
}
