import { profileUpdateRequestSchema } from '@tirage/api-client/contract';
import { data, useNavigation } from 'react-router';
import { field, guard, required } from '../../auth.server.js';
import {
  type CompanyProfileFieldErrors,
  CompanyProfileForm,
} from '../../features/account/components/company-profile-form.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import type { Route } from './+types/company-profile';

export function meta() {
  return [{ title: t('companyProfile.title') }, { name: 'robots', content: 'noindex' }];
}

/** The company of the account: its name and VAT number (a private account may become a company one). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
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
  await guard(request, context, 'loginOnly');
  const form = await postedForm(request);
  const posted = {
    company: field(form, 'company').trim().slice(0, 150),
    vatNumber: field(form, 'vatNumber').replace(/\s/g, '').toUpperCase().slice(0, 20),
  };
  // The contract's VAT rule, checked before the call to say in French which field is wrong.
  const { vatNumber: vatNumberRule } = profileUpdateRequestSchema.shape;
  const fieldErrors: CompanyProfileFieldErrors = {
    ...(posted.company === '' ? { company: t('companyProfile.error.required') } : {}),
    ...(posted.vatNumber !== '' && !vatNumberRule.safeParse(posted.vatNumber).success
      ? { vatNumber: t('companyProfile.error.vatNumber') }
      : {}),
  };
  if (Object.keys(fieldErrors).length > 0) {
    return data(
      { posted, fieldErrors, error: t('companyProfile.error.fields'), saved: undefined },
      { status: 400 },
    );
  }
  const before = await context.ports.customer.getProfile();
  const wasCompany = before.ok && before.value.metadata.userCategory === 'company';
  const saved = await context.ports.customer.updateProfile({
    category: 'company',
    company: posted.company,
    vatNumber: posted.vatNumber === '' ? null : posted.vatNumber,
  });
  if (!saved.ok) {
    return data(
      { posted, fieldErrors: {}, error: t('companyProfile.error.failed'), saved: undefined },
      { status: 400 },
    );
  }
  return {
    posted,
    fieldErrors: {},
    error: undefined,
    saved: wasCompany ? ('saved' as const) : ('switched' as const),
  };
}

export default function CompanyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  // A refused post shows what was typed; once saved, the loader reads the account again.
  const shown = actionData !== undefined && actionData.saved === undefined ? actionData.posted : loaderData;
  return (
    <main>
      <h1>{t('companyProfile.title')}</h1>
      <CompanyProfileForm
        category={loaderData.category}
        company={shown.company}
        vatNumber={shown.vatNumber}
        fieldErrors={actionData?.fieldErrors ?? {}}
        error={actionData?.error}
        saved={actionData?.saved}
        busy={busy}
      />
    </main>
  );
}
