import { FormAlert } from '../../components/form-alert.js';
import { t } from '../../features/admin/admin-text.js';
import { TenantConfigs } from '../../features/admin/components/tenant-configs.js';
import { requireStaffLogin } from '../../staff.server.js';
import type { Route } from './+types/base-configs-console';

/** Every country shop's configuration, read only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireStaffLogin(request, context);
  const configs = await context.ports.admin.baseConfigs(token);
  return { configs: configs.ok ? configs.value : null };
}

export default function BaseConfigsConsole({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{t('admin.configs.title')}</h1>
      <p>{t('admin.configs.intro')}</p>
      {loaderData.configs === null ? (
        <FormAlert message={t('admin.configs.error')} />
      ) : (
        <TenantConfigs configs={loaderData.configs} />
      )}
    </main>
  );
}
