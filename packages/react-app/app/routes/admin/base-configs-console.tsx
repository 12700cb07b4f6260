import type { TenantConfig } from '@tirage/domain';
import { data, useNavigation } from 'react-router';
import { FormAlert } from '../../components/form-alert.js';
import { t } from '../../features/admin/admin-text.js';
import { ShopRulesEditor } from '../../features/admin/components/shop-rules-editor.js';
import { TenantConfigs } from '../../features/admin/components/tenant-configs.js';
import {
  checkedRules,
  errorsOfRefusal,
  formValuesFrom,
  formValuesOf,
  type ShopRulesFormErrors,
  type ShopRulesFormValues,
} from '../../features/admin/shop-rules-form.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { responseStatus } from '../../lib/refusal.js';
import { requireStaffLogin } from '../../staff.server.js';
import type { Route } from './+types/base-configs-console';

/** Every country shop's configuration; each shop's rules in a form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireStaffLogin(request, context);
  const configs = await context.ports.admin.baseConfigs(token);
  return { configs: configs.ok ? configs.value : null };
}

interface RulesActionData {
  readonly tenant: string;
  readonly values: ShopRulesFormValues;
  readonly errors: ShopRulesFormErrors;
  readonly notice: string | undefined;
}

/**
 * "Enregistrer les règles" of one shop: the values are checked as the shop checks them first, and
 * nothing is sent while one is wrong; the shop's own refusal (a value it refuses, rules changed
 * since they were read) comes back at the fields. The form keeps what was typed until it is saved.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = await requireStaffLogin(request, context);
  const form = await postedForm(request);
  const values = formValuesFrom(form);
  const defaultCountry = form.get('defaultCountry');
  const refused = (errors: ShopRulesFormErrors, status: number) =>
    data<RulesActionData>({ tenant: values.tenant, values, errors, notice: undefined }, { status });
  const checked = checkedRules(values, typeof defaultCountry === 'string' ? defaultCountry : undefined);
  if (!checked.ok) return refused(checked.errors, 400);
  if (!Number.isSafeInteger(values.version)) return refused({ form: t('admin.rules.error.failed') }, 400);
  const saved = await context.ports.admin.saveShopRules(token, values.tenant, {
    rules: checked.rules,
    version: values.version,
  });
  if (!saved.ok) return refused(errorsOfRefusal(saved.error), responseStatus(saved.error));
  return data<RulesActionData>({
    tenant: saved.value.tenant,
    values: formValuesOf(saved.value.tenant, saved.value.version, saved.value.rules),
    errors: {},
    notice: t('admin.rules.saved', { code: saved.value.tenant }),
  });
}

export default function BaseConfigsConsole({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const editorOf = (tenant: TenantConfig) => {
    const posted = actionData?.tenant === tenant.code ? actionData : undefined;
    // Once saved, the shop's rules as read again (the loader runs after the action).
    const stored = formValuesOf(tenant.code, tenant.rulesVersion, tenant.rules);
    const keepTyped = posted !== undefined && posted.notice === undefined;
    return (
      <ShopRulesEditor
        key={tenant.code}
        values={keepTyped ? posted.values : stored}
        defaultCountry={String(tenant.domainConfig.default_iso2 ?? '')}
        errors={posted?.errors ?? {}}
        notice={posted?.notice}
        busy={busy}
      />
    );
  };
  return (
    <main>
      <h1>{t('admin.configs.title')}</h1>
      <p>{t('admin.configs.intro')}</p>
      {loaderData.configs === null ? (
        <FormAlert message={t('admin.configs.error')} />
      ) : (
        <>
          {loaderData.configs.tenants.map(editorOf)}
          <TenantConfigs configs={loaderData.configs} />
        </>
      )}
    </main>
  );
}
