import { ARTWORK_MEDIA_TYPES } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';

/** Where an upload is, as the form shows it. */
export type ArtworkUploadPhase = 'idle' | 'uploading' | 'done' | 'failed';

/** What the file chooser offers: the artwork types and their usual extensions. */
const ACCEPT = [...ARTWORK_MEDIA_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.tif', '.tiff'].join(',');

/**
 * Choosing a file sends it at once: a progress bar with its percentage while it goes out, then
 * the outcome in French (announced to screen readers). One file at a time.
 */
export function ArtworkUploadForm({
  phase,
  percent,
  fileName,
  message,
  maxSize,
  onFileChosen,
}: {
  readonly phase: ArtworkUploadPhase;
  /** 0 to 100. */
  readonly percent: number;
  /** The file being (or last) sent. */
  readonly fileName: string | undefined;
  /** The outcome to show: what failed, or nothing (a success names the file). */
  readonly message: string | undefined;
  /** The largest file taken ("200 Mo"). */
  readonly maxSize: string;
  readonly onFileChosen: (file: File) => void;
}) {
  return (
    <div className="artwork-upload">
      <label htmlFor="artwork-file">{t('upload.input')}</label>
      <input
        id="artwork-file"
        name="artwork"
        type="file"
        accept={ACCEPT}
        aria-describedby="artwork-accepted"
        disabled={phase === 'uploading'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Emptied, so choosing the same file again sends it again.
          event.currentTarget.value = '';
          if (file !== undefined) onFileChosen(file);
        }}
      />
      <p id="artwork-accepted" className="field-hint">
        {t('upload.accepted', { max: maxSize })}
      </p>
      <noscript>
        <p className="alert alert-warning">{t('upload.noScript')}</p>
      </noscript>
      {phase === 'uploading' ? (
        <div className="artwork-progress">
          <label htmlFor="artwork-progress">{t('upload.sending', { name: fileName ?? '', percent })}</label>
          <progress id="artwork-progress" max={100} value={percent}>
            {percent} %
          </progress>
        </div>
      ) : null}
      {phase === 'done' ? (
        <p role="status" className="alert alert-success">
          {t('upload.done', { name: fileName ?? '' })}
        </p>
      ) : null}
      {phase === 'failed' && message !== undefined ? (
        <p role="alert" className="alert alert-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
