import { fileCheckApplies, type Money, UPLOAD_TYPES, type UploadType } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';
import { money } from '../../../lib/format.js';

/**
 * How the artwork comes: the shopper's files, the design editor, or the human design service
 * (when the product offers it), and the paid file check where it applies, with their prices.
 */
export function UploadOptions({
  uploadType,
  fileCheck,
  humanDesignService,
  fileCheckPrice,
  designServicePrice,
  pricesLoading = false,
  locale,
  onUploadType,
  onToggleFileCheck,
  designerHref,
  designThumbnailUrl,
}: {
  readonly uploadType: UploadType;
  readonly fileCheck: boolean;
  readonly humanDesignService: boolean;
  readonly fileCheckPrice: Money | undefined;
  readonly designServicePrice: Money | undefined;
  /** The services' prices for the chosen quantity are being fetched: skeletons in their place. */
  readonly pricesLoading?: boolean;
  readonly locale: string;
  readonly onUploadType: (uploadType: UploadType) => void;
  readonly onToggleFileCheck: () => void;
  /** Where the designer opens on this configuration, when it lays this product out. */
  readonly designerHref?: string | undefined;
  /** The picture of the design made online that is the job's artwork, when there is one. */
  readonly designThumbnailUrl?: string | undefined;
}) {
  const offered = UPLOAD_TYPES.filter((type) => type !== 'hds' || humanDesignService);
  return (
    <fieldset className="upload-options">
      <legend>{t('product.artwork')}</legend>
      {offered.map((type) => (
        <label key={type} className="choice">
          <input
            type="radio"
            name="uploadType"
            value={type}
            checked={uploadType === type}
            onChange={() => onUploadType(type)}
          />
          {t(`product.upload.${type}`)}
          {type === 'hds' && pricesLoading ? (
            <span className="service-price">
              {' '}
              <span className="skeleton" aria-hidden="true" />
            </span>
          ) : type === 'hds' && designServicePrice !== undefined ? (
            <span className="service-price">
              {' '}
              {t('product.servicePrice', { price: money(designServicePrice, locale) })}
            </span>
          ) : null}
        </label>
      ))}
      {uploadType === 'dex' && designThumbnailUrl !== undefined ? (
        <figure className="upload-design">
          <img src={designThumbnailUrl} alt={t('product.designer.thumbnail')} width={160} />
          <figcaption>{t('product.designer.ready')}</figcaption>
        </figure>
      ) : null}
      {uploadType === 'dex' && designerHref !== undefined ? (
        <p>
          <a className="button button-primary" href={designerHref}>
            {t(designThumbnailUrl === undefined ? 'product.designer.open' : 'product.designer.edit')}
          </a>
        </p>
      ) : null}
      {fileCheckApplies(uploadType) ? (
        <label className="choice">
          <input type="checkbox" name="fileCheck" checked={fileCheck} onChange={onToggleFileCheck} />
          {t('product.fileCheck')}
          {pricesLoading ? (
            <span className="service-price">
              {' '}
              <span className="skeleton" aria-hidden="true" />
            </span>
          ) : fileCheckPrice === undefined ? null : (
            <span className="service-price">
              {' '}
              {t('product.servicePrice', { price: money(fileCheckPrice, locale) })}
            </span>
          )}
        </label>
      ) : null}
    </fieldset>
  );
}
