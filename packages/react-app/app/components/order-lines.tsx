import type { ArtworkMark } from '@tirage/domain';
import { t } from '../i18n/translate.js';
import { ArtworkMarkBadge } from './artwork-mark.js';
import { DesignBriefText } from './design-brief-text.js';

/** One line of an order as its summary shows it, formatted for the shop's locale. */
export interface OrderLineView {
  readonly key: string;
  readonly productName: string;
  /** The customer's name for the job; none (or empty) is not shown. */
  readonly jobName?: string;
  /** With the locale's digit groups. */
  readonly quantity: string;
  /** The chosen options: one item each, or (an imported order's) one text. */
  readonly attributes: readonly string[] | string;
  /** DD-MM-YYYY, when the delivery date is known. */
  readonly arrival?: string;
  /** The line's services with their prices (the file check, a promo code's discount). */
  readonly services?: readonly string[];
  /** What the shopper asked of the designer, for a line with the design service. */
  readonly designBrief?: string | undefined;
  readonly excl: string;
  readonly incl: string;
  /** The line's product page, where it can be edited. */
  readonly editPath?: string;
  /** The picture of the design made online that is the job's artwork. */
  readonly designThumbnailUrl?: string;
  /** The line's artwork files, each downloadable (a design's print-ready PDF among them). */
  readonly files?: readonly {
    readonly id: string;
    readonly fileName: string;
    readonly downloadUrl: string;
  }[];
  /** How the line's artwork stands; none for a line without files. */
  readonly artworkMark?: ArtworkMark | undefined;
}

/** An order's lines: product, job, quantity, options, delivery and prices, under their heading. */
export function OrderLines({
  headingId,
  lines,
}: {
  /** The heading's id, which names the section. */
  readonly headingId: string;
  readonly lines: readonly OrderLineView[];
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('orderDetail.lines')}</h2>
      <ul className="order-lines">
        {lines.map((line) => (
          <li key={line.key}>
            {line.designThumbnailUrl === undefined ? null : (
              <img
                className="order-line-design"
                src={line.designThumbnailUrl}
                alt={t('cart.designThumbnail', {
                  name: line.jobName === undefined || line.jobName === '' ? line.productName : line.jobName,
                })}
                width={96}
                loading="lazy"
              />
            )}
            <h3>{line.productName}</h3>
            {line.jobName === undefined || line.jobName === '' ? null : (
              <p>{t('cart.jobName', { name: line.jobName })}</p>
            )}
            <p>{t('cart.quantity', { quantity: line.quantity })}</p>
            {typeof line.attributes === 'string' ? (
              line.attributes === '' ? null : (
                <p>{line.attributes}</p>
              )
            ) : line.attributes.length === 0 ? null : (
              <ul className="cart-line-attributes">
                {line.attributes.map((attribute) => (
                  <li key={attribute}>{attribute}</li>
                ))}
              </ul>
            )}
            {line.arrival === undefined ? null : <p>{t('cart.delivery', { date: line.arrival })}</p>}
            {line.services === undefined || line.services.length === 0 ? null : (
              <ul className="cart-line-services">
                {line.services.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            )}
            {line.designBrief === undefined ? null : <DesignBriefText brief={line.designBrief} />}
            <p>
              {t('cart.priceExcl', { price: line.excl })} · {t('cart.priceIncl', { price: line.incl })}
            </p>
            {line.files === undefined || line.files.length === 0 ? null : (
              <p className="order-line-files">
                {t('orderDetail.files')}{' '}
                {line.files.map((file, index) => (
                  <span key={file.id}>
                    {index === 0 ? null : ', '}
                    <a href={file.downloadUrl} download={file.fileName}>
                      {file.fileName}
                    </a>
                  </span>
                ))}
              </p>
            )}
            <ArtworkMarkBadge mark={line.artworkMark} />
            {line.editPath === undefined ? null : (
              <a href={line.editPath} aria-label={t('orderEdit.editLabel', { name: line.productName })}>
                {t('orderEdit.edit')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
