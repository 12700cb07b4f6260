import { formatDate, SHOP_TIME_ZONE } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { t } from '../../features/admin/admin-text.js';
import { FailedJobs, type FailedJobView } from '../../features/admin/components/failed-jobs.js';
import type { AdminKey } from '../../i18n/admin-fr.js';
import { requireStaffLogin } from '../../staff.server.js';
import type { Route } from './+types/failed-jobs';

/** An instant as the workshop reads it: the day and the time in Paris. */
function dayAndTime(iso: string): string {
  const at = Temporal.Instant.from(iso).toZonedDateTimeISO(SHOP_TIME_ZONE);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${formatDate(at)} ${pad(at.hour)}:${pad(at.minute)}`;
}

/** The words for a kind of job the shop runs; its technical name for one it does not know. */
function labelOf(name: string): string {
  const key = `admin.failedJobs.name.${name}`;
  const known: readonly string[] = ['mail.send', 'payments.reconcile', 'maintenance.clean-up'];
  return known.includes(name) ? t(key as AdminKey) : name;
}

/** The background jobs that failed every attempt (docs/operations.md, "Jobs"), for staff. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireStaffLogin(request, context);
  const found = await context.ports.admin.failedJobs(token);
  if (!found.ok) return { jobs: undefined, error: t('admin.failedJobs.failed') };
  const jobs: FailedJobView[] = found.value.map((job) => ({
    id: job.id,
    label: labelOf(job.name),
    name: job.name,
    attempts: job.attempts,
    error: job.error,
    failedAt: dayAndTime(job.failedAt),
    createdAt: dayAndTime(job.createdAt),
  }));
  return { jobs, error: undefined };
}

export default function FailedJobsPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <FailedJobs {...loaderData} />
    </main>
  );
}
