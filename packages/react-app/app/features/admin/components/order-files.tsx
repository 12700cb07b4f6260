import { artworkStatusLabel } from '../../artwork/artwork-text.js';
import type { ArtworkFileView } from '../../artwork/components/artwork-file-list.js';
import { t } from '../admin-text.js';

/** One file of an order as the workshop's list shows it (formatted by the page's loader). */
export type OrderFileView = Pick<
  ArtworkFileView,
  'id' | 'fileName' | 'downloadUrl' | 'size' | 'sentOn' | 'status'
>;

/** A line of the order with its files. */
export interface OrderFilesLineView {
  readonly id: string;
  readonly productName: string;
  readonly jobName: string;
  /** What the shopper asked of the designer, for a line with the design service. */
  readonly designBrief: string | undefined;
  readonly files: readonly OrderFileView[];
}

/**
 * The workshop's look at an order's artwork files: finding the order by its number, then each
 * line with its files (a design made online as its print-ready PDF), each downloadable.
 */
export function OrderFiles({
  orderNumber,
  lines,
  error,
}: {
  /** The number asked for; empty before a search. */
  readonly orderNumber: string;
  /** The order's lines, once found. */
  readonly lines: readonly OrderFilesLineView[] | undefined;
  readonly error: string | undefined;
}) {
  return (
    <section aria-labelledby="order-files-title">
      <h2 id="order-files-title">{t('admin.orderFiles.searchTitle')}</h2>
      <form method="get" className="customer-search">
        <label>
          {t('admin.orderFiles.searchLabel')}
          <input type="search" name="order_number" defaultValue={orderNumber} maxLength={40} required />
        </label>
        <button type="submit">{t('admin.orderFiles.searchSubmit')}</button>
      </form>
      {error === undefined ? null : (
        <p role="alert" className="alert alert-danger">
          {error}
        </p>
      )}
      {lines === undefined ? null : (
        <ul className="order-files">
          {lines.map((line) => (
            <li key={line.id}>
              <h3>{line.jobName === '' ? line.productName : `${line.productName} · ${line.jobName}`}</h3>
              {line.designBrief === undefined ? null : (
                <section className="design-brief-text" aria-label={t('admin.orderFiles.designBrief')}>
                  <h4>{t('admin.orderFiles.designBrief')}</h4>
                  <pre>{line.designBrief}</pre>
                </section>
              )}
              {line.files.length === 0 ? (
                <p>{t('admin.orderFiles.none')}</p>
              ) : (
                <ul className="artwork-files">
                  {line.files.map((file) => (
                    <li key={file.id} data-status={file.status}>
                      <a href={file.downloadUrl} download={file.fileName}>
                        {file.fileName}
                      </a>{' '}
                      · {file.size} · {t('upload.sentOn', { date: file.sentOn })} ·{' '}
                      {artworkStatusLabel(file.status)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
