import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { MAX_REJECTION_REASON_LENGTH } from '@tirage/api-client/contract';
import {
  type ArtworkPreflight,
  assertNever,
  PREFLIGHT_SEVERITIES,
  type PreflightSeverity,
} from '@tirage/domain';
import { Form } from 'react-router';
import { Field } from '../../../components/field.js';
import { FormAlert } from '../../../components/form-alert.js';
import type { AdminKey } from '../../../i18n/admin-fr.js';
import { quantity } from '../../../lib/format.js';
import { t } from '../admin-text.js';
import { type ArtworkReviewFormValue, parseArtworkReviewForm } from '../artwork-review-form.js';

/** A file awaiting the professional check, as the review desk shows it (formatted by the page's loader). */
export interface ArtworkReviewView {
  /** The file's id. */
  readonly id: string;
  readonly orderNumber: string;
  readonly productName: string;
  readonly jobName: string;
  readonly fileName: string;
  readonly downloadUrl: string;
  readonly size: string;
  readonly sentOn: string;
  readonly preflight: ArtworkPreflight;
}

/** The action's answer to a refused decision, for the form of the file it was about. */
export interface ArtworkReviewResult {
  readonly uploadId: string;
  readonly result: SubmissionResult<string[]>;
}

const SEVERITY_LABELS: Readonly<Record<PreflightSeverity, AdminKey>> = {
  blocking: 'admin.reviews.severity.blocking',
  warning: 'admin.reviews.severity.warning',
  notice: 'admin.reviews.severity.notice',
};

/** The sentence that says where the automatic check stands, when its findings do not say it all. */
function preflightOutcome(preflight: ArtworkPreflight): string | undefined {
  switch (preflight.status) {
    case 'pending':
      return t('admin.reviews.preflight.pending');
    case 'unreadable':
      return t('admin.reviews.preflight.unreadable');
    case 'checked':
      return preflight.findings.length === 0 ? t('admin.reviews.preflight.clean') : undefined;
    default:
      return assertNever(preflight.status, 'preflight status');
  }
}

/** What the automatic check found, the most serious first; while it runs, says so. */
function PreflightFindings({ preflight }: { readonly preflight: ArtworkPreflight }) {
  const outcome = preflightOutcome(preflight);
  const groups =
    preflight.status === 'pending'
      ? []
      : PREFLIGHT_SEVERITIES.map((severity) => ({
          severity,
          findings: preflight.findings.filter((finding) => finding.severity === severity),
        })).filter((group) => group.findings.length > 0);
  return (
    <>
      {outcome === undefined ? null : <p>{outcome}</p>}
      {groups.map(({ severity, findings }) => (
        <section key={severity} className="preflight-findings" data-severity={severity}>
          <h4>{t(SEVERITY_LABELS[severity])}</h4>
          <ul>
            {findings.map((finding) => (
              <li key={`${finding.code}-${finding.page ?? 'file'}-${finding.message}`}>
                {finding.page === null
                  ? finding.message
                  : t('admin.reviews.findingOnPage', { page: finding.page, message: finding.message })}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** One file: what it is for, its download, its automatic check, and the reviewer's two forms. */
function ArtworkReviewItem({
  review,
  locale,
  lastResult,
  busy,
}: {
  readonly review: ArtworkReviewView;
  readonly locale: string;
  readonly lastResult: SubmissionResult<string[]> | undefined;
  readonly busy: boolean;
}) {
  const formId = `artwork-review-${review.id}`;
  const [form, fields] = useForm<ArtworkReviewFormValue>({
    id: formId,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseArtworkReviewForm(formData),
  });
  const titleId = `${formId}-title`;
  const product = review.jobName === '' ? review.productName : `${review.productName} · ${review.jobName}`;
  return (
    <li>
      <article aria-labelledby={titleId} aria-busy={busy || undefined} className="artwork-review">
        <h2 id={titleId}>{t('admin.reviews.heading', { orderNumber: review.orderNumber, product })}</h2>
        <p>
          {t('admin.reviews.file')} :{' '}
          <a href={review.downloadUrl} download={review.fileName}>
            {review.fileName}
          </a>{' '}
          · {review.size} · {t('admin.reviews.sentOn', { date: review.sentOn })}
        </p>
        <h3>{t('admin.reviews.preflight')}</h3>
        <PreflightFindings preflight={review.preflight} />
        {review.preflight.previewUrls.map((url, index) => (
          <img
            key={url}
            src={url}
            alt={t('admin.reviews.preview', { name: review.fileName, page: index + 1 })}
            width={240}
            loading="lazy"
          />
        ))}
        <div className="artwork-review-decision">
          <Form method="post">
            <input type="hidden" name="uploadId" value={review.id} />
            <input type="hidden" name="decision" value="approve" />
            <button
              type="submit"
              className="button-primary"
              disabled={busy}
              aria-label={t('admin.reviews.approveLabel', { name: review.fileName })}
            >
              {t('admin.reviews.approve')}
            </button>
          </Form>
          <Form {...getFormProps(form)} method="post">
            <input type="hidden" name="uploadId" value={review.id} />
            <input type="hidden" name="decision" value="reject" />
            <Field
              field={fields.reason}
              idPrefix={formId}
              label={t('admin.reviews.reason')}
              hint={t('admin.reviews.reasonHint', {
                maximum: quantity(MAX_REJECTION_REASON_LENGTH, locale),
              })}
              rows={4}
              maxLength={MAX_REJECTION_REASON_LENGTH}
              required
            />
            <button
              type="submit"
              disabled={busy}
              aria-label={t('admin.reviews.rejectLabel', { name: review.fileName })}
            >
              {t('admin.reviews.reject')}
            </button>
          </Form>
        </div>
      </article>
    </li>
  );
}

/**
 * The review desk: the files awaiting the professional check, oldest first, each to approve or to
 * reject with a reason the customer is mailed; what the last decision did, or why it failed.
 */
export function ArtworkReviewDesk({
  reviews,
  locale,
  notice,
  error,
  lastResult,
  busyId,
}: {
  /** The files to check; undefined when the list could not be read. */
  readonly reviews: readonly ArtworkReviewView[] | undefined;
  readonly locale: string;
  /** What the last decision did ("Fichier approuvé."). */
  readonly notice: string | undefined;
  /** Why the list could not be read, or the last decision failed. */
  readonly error: string | undefined;
  /** The action's answer to a refused decision, with the file it was about. */
  readonly lastResult: ArtworkReviewResult | undefined;
  /** The file whose decision is on its way. */
  readonly busyId: string | undefined;
}) {
  return (
    <>
      {notice === undefined ? null : (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      )}
      <FormAlert message={error} />
      {reviews === undefined ? null : reviews.length === 0 ? (
        <p>{t('admin.reviews.empty')}</p>
      ) : (
        <ul className="artwork-reviews">
          {reviews.map((review) => (
            <ArtworkReviewItem
              key={review.id}
              review={review}
              locale={locale}
              lastResult={lastResult?.uploadId === review.id ? lastResult.result : undefined}
              busy={busyId === review.id}
            />
          ))}
        </ul>
      )}
    </>
  );
}
