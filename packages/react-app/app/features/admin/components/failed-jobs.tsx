import { t } from '../admin-text.js';

/** A failed background job as the back office lists it (formatted by the page's loader). */
export interface FailedJobView {
  readonly id: string;
  /** What the job does, in words (its technical name when the shop has no words for it). */
  readonly label: string;
  /** The job's technical name (`mail.send`), for the workshop's logs. */
  readonly name: string;
  readonly attempts: number;
  readonly error: string;
  readonly failedAt: string;
  readonly createdAt: string;
}

/**
 * The background jobs that failed every attempt, newest first: what each was, how many times it
 * was tried, its last error, when it was made and when it failed for good.
 */
export function FailedJobs({
  jobs,
  error,
}: {
  /** Undefined when the list could not be read. */
  readonly jobs: readonly FailedJobView[] | undefined;
  readonly error: string | undefined;
}) {
  return (
    <section aria-labelledby="failed-jobs-title">
      <h1 id="failed-jobs-title">{t('admin.failedJobs.title')}</h1>
      <p>{t('admin.failedJobs.intro')}</p>
      {error === undefined ? null : (
        <p role="alert" className="alert alert-danger">
          {error}
        </p>
      )}
      {jobs === undefined ? null : jobs.length === 0 ? (
        <p>{t('admin.failedJobs.none')}</p>
      ) : (
        <table className="failed-jobs">
          <thead>
            <tr>
              <th scope="col">{t('admin.failedJobs.job')}</th>
              <th scope="col">{t('admin.failedJobs.attempts')}</th>
              <th scope="col">{t('admin.failedJobs.error')}</th>
              <th scope="col">{t('admin.failedJobs.createdAt')}</th>
              <th scope="col">{t('admin.failedJobs.failedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id}>
                <th scope="row">
                  {job.label}
                  {job.label === job.name ? null : <small> ({job.name})</small>}
                </th>
                <td>{job.attempts}</td>
                <td>
                  <code>{job.error}</code>
                </td>
                <td>{job.createdAt}</td>
                <td>{job.failedAt}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
