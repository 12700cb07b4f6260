import { data, useNavigation } from 'react-router';
import { required } from '../../auth.server.js';
import {
  CompanyProfileForm,
  parseCompanyProfileForm,
} from '../../features/account/components/company-profile-form.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/company-profile';

const middlewares = routeMiddlewares('routes/personal-area/company-profile.tsx', 'auth');

export function meta() {
  return [{ title: t('companyProfile.title') }, { name: 'robots', content: 'noindex' }];
}

/** The company of the account: its name and VAT number (a private account may become a company one). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const profile = await context.ports.customer.getProfile();
  const profileValue = await required(profile, 'profile', { request, context });
  const customer = profileValue;
  return {
    category: customer.metadata.userCategory ?? 'private',
    company: customer.company ?? '',
    vatNumber: customer.vatNumber ?? '',
  };
}

/**
 * Saves the company through the profile call (`PATCH /api/v1/customer/`): a company name is
 * required, a VAT number optional (emptied, it is cleared). The account becomes a company's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await middlewares.run({ request, context });
  const submission = parseCompanyProfileForm(await postedForm(request));
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply(), error: t('companyProfile.error.fields'), saved: undefined },
      { status: 400 },
    );
  }
  const posted = submission.value;
  const before = await context.ports.customer.getProfile();
  const wasCompany = before.ok && before.value.metadata.userCategory === 'company';
  const saved = await context.ports.customer.updateProfile({
    category: 'company',
    company: posted.company,
    vatNumber: posted.vatNumber ?? null,
  });
  if (!saved.ok) {
    return data(
      { result: submission.reply(), error: t('companyProfile.error.failed'), saved: undefined },
      { status: 400 },
    );
  }
  return {
    // Saved, the form starts again from the account as the server keeps it.
    result: submission.reply({ resetForm: true }),
    error: undefined,
    saved: wasCompany ? ('saved' as const) : ('switched' as const),
  };
}

export default function CompanyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main>
      <h1>{t('companyProfile.title')}</h1>
      {/* Keyed by the account's values: once saved, the form shows them as the server keeps them. */}
      <CompanyProfileForm
        key={`${loaderData.category}|${loaderData.company}|${loaderData.vatNumber}`}
        category={loaderData.category}
        company={loaderData.company}
        vatNumber={loaderData.vatNumber}
        lastResult={actionData?.result}
        error={actionData?.error}
        saved={actionData?.saved}
        busy={busy}
      />
    </main>
  );
}
