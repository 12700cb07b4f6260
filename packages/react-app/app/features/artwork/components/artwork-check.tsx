import { assertNever, type PreflightSeverity, type PreflightStatus } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';

/** The findings of one severity, each the server's French sentence. */
export interface ArtworkFindingGroup {
  readonly severity: PreflightSeverity;
  readonly messages: readonly string[];
}

/** A file's automatic check as the panel shows it (built by the page's loader). */
export interface ArtworkCheckView {
  readonly status: PreflightStatus;
  /** Most serious first (blocking, warning, notice); a severity without a finding is left out. */
  readonly groups: readonly ArtworkFindingGroup[];
  /** Pictures of the file with its trim and safe area drawn, recto first (storefront addresses). */
  readonly previewUrls: readonly string[];
  /** Checked without a blocking finding, and waiting for the professional check the shopper ordered. */
  readonly awaitingReview: boolean;
}

function groupHeading(severity: PreflightSeverity): string {
  switch (severity) {
    case 'blocking':
      return t('upload.check.blocking');
    case 'warning':
      return t('upload.check.warning');
    case 'notice':
      return t('upload.check.notice');
    default:
      return assertNever(severity, 'preflight severity');
  }
}

/** The one sentence that says where the check stands (announced when it changes). */
function outcomeText(check: ArtworkCheckView): string {
  switch (check.status) {
    case 'pending':
      return t('upload.check.pending');
    case 'unreadable':
      return t('upload.check.unreadable');
    case 'checked':
      if (check.groups.length === 0) return t('upload.check.clear');
      return check.groups.some((group) => group.severity === 'blocking')
        ? t('upload.check.toFix')
        : t('upload.check.printable');
    default:
      return assertNever(check.status, 'preflight status');
  }
}

/**
 * What the automatic check of a file found: while it runs, a progress indicator; then the findings
 * under a heading per severity, or that none was found; for a file that could not be read, why.
 * The outcome sentence is a live region that stays in place, so a screen reader hears the check end
 * when the page reads the files again.
 */
export function ArtworkCheck({
  fileId,
  fileName,
  check,
}: {
  /** Makes the headings' ids unique on a page of several files. */
  readonly fileId: string;
  readonly fileName: string;
  readonly check: ArtworkCheckView;
}) {
  const outcomeId = `artwork-check-${fileId}`;
  return (
    <section
      className={`artwork-check artwork-check-${check.status}`}
      aria-label={t('upload.check.label', { name: fileName })}
    >
      <div role="status" className="artwork-check-outcome">
        {check.status === 'pending' ? <progress aria-labelledby={outcomeId} /> : null}
        <p id={outcomeId}>{outcomeText(check)}</p>
      </div>
      {check.status === 'unreadable'
        ? check.groups.flatMap((group) => group.messages).map((message) => <p key={message}>{message}</p>)
        : null}
      {check.status === 'checked'
        ? check.groups.map((group) => {
            const headingId = `${outcomeId}-${group.severity}`;
            return (
              <section
                key={group.severity}
                aria-labelledby={headingId}
                className={`artwork-findings artwork-findings-${group.severity}`}
              >
                <h3 id={headingId}>{groupHeading(group.severity)}</h3>
                <ul>
                  {group.messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </section>
            );
          })
        : null}
      {check.awaitingReview ? <p>{t('upload.check.awaitingReview')}</p> : null}
      {check.status === 'checked' && check.previewUrls.length > 0 ? (
        <figure className="artwork-previews">
          {check.previewUrls.map((url, index) => (
            <img
              key={url}
              src={url}
              alt={t('upload.check.preview', { page: index + 1, name: fileName })}
              loading="lazy"
            />
          ))}
          <figcaption>{t('upload.check.previewLegend')}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
