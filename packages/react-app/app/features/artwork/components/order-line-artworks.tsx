import type { ArtworkMark, ArtworkRefusal } from '@tirage/domain';
import { Link } from 'react-router';
import { ArtworkMarkBadge } from '../../../components/artwork-mark.js';
import { t } from '../../../i18n/translate.js';
import { artworkRefusalText } from '../artwork-text.js';
import { ArtworkFileList, type ArtworkFileView } from './artwork-file-list.js';

/** A line of the order as the upload screen shows it. */
export interface OrderLineArtworksView {
  readonly id: string;
  readonly productName: string;
  readonly jobName: string;
  /** "500". */
  readonly quantity: string;
  readonly files: readonly ArtworkFileView[];
  /** How the line's artwork stands ("Fichier vérifié"…); none for a line without files. */
  readonly mark: ArtworkMark | undefined;
  /** Why the line takes no new file, if it does not. */
  readonly refusal: ArtworkRefusal | undefined;
  /** Its upload detail screen. */
  readonly detailPath: string;
}

/** Every line of an order with how its artwork stands, its files, and the way to send files for it. */
export function OrderLineArtworks({ lines }: { readonly lines: readonly OrderLineArtworksView[] }) {
  return (
    <ul className="order-lines artwork-lines">
      {lines.map((line) => {
        const headingId = `artwork-line-${line.id}`;
        const product = line.jobName === '' ? line.productName : `${line.productName} (${line.jobName})`;
        return (
          <li key={line.id} aria-labelledby={headingId}>
            <h2 id={headingId}>{line.productName}</h2>
            <ArtworkMarkBadge mark={line.mark} />
            {line.jobName === '' ? null : <p>{t('cart.jobName', { name: line.jobName })}</p>}
            <p>{t('cart.quantity', { quantity: line.quantity })}</p>
            {line.files.length === 0 ? null : <p>{t('upload.fileCount', { count: line.files.length })}</p>}
            <ArtworkFileList files={line.files.map((file) => ({ ...file, removable: false }))} />
            {line.refusal === undefined || line.refusal === 'tooManyFiles' ? (
              <Link
                className="button-primary"
                to={line.detailPath}
                aria-label={t('upload.sendFor', { product })}
              >
                {t('upload.send')}
              </Link>
            ) : null}
            {line.refusal === undefined ? null : (
              <p className="alert alert-info">{artworkRefusalText(line.refusal)}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
