import type { ArtworkMark, ArtworkStatus } from '@tirage/domain';
import { Form } from 'react-router';
import { ArtworkMarkBadge } from '../../../components/artwork-mark.js';
import { t } from '../../../i18n/translate.js';
import { artworkStatusLabel } from '../artwork-text.js';
import { ArtworkCheck, type ArtworkCheckView } from './artwork-check.js';

/** A file of a line as the list shows it (formatted by the page's loader). */
export interface ArtworkFileView {
  readonly id: string;
  readonly fileName: string;
  /** Where the file is downloaded. */
  readonly downloadUrl: string;
  /** "2,4 Mo". */
  readonly size: string;
  /** DD-MM-YYYY. */
  readonly sentOn: string;
  readonly status: ArtworkStatus;
  readonly rejectionReason: string | undefined;
  /** Still waiting for the check: the customer may remove it. */
  readonly removable: boolean;
  /** What the automatic check found. */
  readonly check: ArtworkCheckView;
  /** How the file stands for the shopper (the domain's `artworkMark`). */
  readonly mark: ArtworkMark;
  /**
   * The prepress team's status is worth saying: the line has the professional check, or the team
   * decided on the file. Without the check nobody reviews the file, and "waiting for review" would mislead.
   */
  readonly showsReviewStatus: boolean;
}

/**
 * The files sent for a line: name, size, date, how each stands (and why a file was refused), what
 * its automatic check found when asked (`withCheck`), and a button to remove the ones still
 * waiting for the check (a form post, so it works before hydration).
 */
export function ArtworkFileList({
  files,
  busy = false,
  withCheck = false,
}: {
  readonly files: readonly ArtworkFileView[];
  readonly busy?: boolean;
  /** Shows each file's check panel (the line's own screen). */
  readonly withCheck?: boolean;
}) {
  if (files.length === 0) return <p>{t('upload.noFiles')}</p>;
  return (
    <ul className="artwork-files">
      {files.map((file) => (
        <li key={file.id} data-status={file.status}>
          <p className="artwork-file-name">
            <a href={file.downloadUrl} download={file.fileName}>
              {file.fileName}
            </a>
          </p>
          <p>
            {file.size} · {t('upload.sentOn', { date: file.sentOn })}
          </p>
          <ArtworkMarkBadge mark={file.mark} />
          {file.showsReviewStatus ? (
            <p className={`artwork-status artwork-status-${file.status}`}>
              {artworkStatusLabel(file.status)}
            </p>
          ) : null}
          {file.rejectionReason === undefined ? null : (
            <p>{t('upload.rejectionReason', { reason: file.rejectionReason })}</p>
          )}
          {withCheck ? <ArtworkCheck fileId={file.id} fileName={file.fileName} check={file.check} /> : null}
          {file.removable ? (
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="upload_id" value={file.id} />
              <button
                type="submit"
                disabled={busy}
                aria-label={t('upload.deleteFile', { name: file.fileName })}
              >
                {t('upload.delete')}
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
