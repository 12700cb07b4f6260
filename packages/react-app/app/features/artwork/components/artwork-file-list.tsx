import type { ArtworkStatus } from '@tirage/domain';
import { Form } from 'react-router';
import { t } from '../../../i18n/translate.js';
import { artworkStatusLabel } from '../artwork-text.js';

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
}

/**
 * The files sent for a line: name, size, date, status (and why a file was refused), and a button
 * to remove the ones still waiting for the check (a form post, so it works before hydration).
 */
export function ArtworkFileList({
  files,
  busy = false,
}: {
  readonly files: readonly ArtworkFileView[];
  readonly busy?: boolean;
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
          <p className={`artwork-status artwork-status-${file.status}`}>{artworkStatusLabel(file.status)}</p>
          {file.rejectionReason === undefined ? null : (
            <p>{t('upload.rejectionReason', { reason: file.rejectionReason })}</p>
          )}
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
