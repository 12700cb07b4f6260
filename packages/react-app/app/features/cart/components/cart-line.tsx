import { designerPath, type LineItem, lineTotalExclTax } from '@tirage/domain';
import { Form } from 'react-router';
import { DesignBriefText } from '../../../components/design-brief-text.js';
import { designBriefOf, serviceLines } from '../../../components/line-services.js';
import { t } from '../../../i18n/translate.js';
import { date, quantity as formatQuantity, money } from '../../../lib/format.js';
import { CART_PATH, designThumbnailPath } from '../../designer/designer-paths.js';

/**
 * One job of the cart: its picture, product, chosen attributes, quantity, delivery date, services
 * and prices, with the ways to edit it on its product page, duplicate it and remove it.
 */
export function CartLine({
  line,
  editPath,
  locale,
  busy = false,
}: {
  readonly line: LineItem;
  /** The product page that edits the line; absent when its page is gone. */
  readonly editPath: string | undefined;
  readonly locale: string;
  readonly busy?: boolean;
}) {
  const excl = lineTotalExclTax(line);
  const brief = designBriefOf(line);
  // A job whose artwork is made online shows its design, and reopens it in the designer.
  const designId = line.selection.uploadType === 'dex' ? line.selection.designId : undefined;
  return (
    <article className="cart-line" aria-labelledby={`line-${line.id}`}>
      {designId !== undefined ? (
        <img
          className="cart-line-design"
          src={designThumbnailPath(designId)}
          alt={t('cart.designThumbnail', { name: line.jobName === '' ? line.productName : line.jobName })}
          width={96}
          loading="lazy"
        />
      ) : line.thumbnailUrl === undefined ? null : (
        <img src={line.thumbnailUrl} alt="" width={96} height={64} loading="lazy" />
      )}
      <div className="cart-line-body">
        <h2 id={`line-${line.id}`}>{line.productName}</h2>
        {line.jobName === '' ? null : <p>{t('cart.jobName', { name: line.jobName })}</p>}
        <ul className="cart-line-attributes">
          {line.attributes.map((attribute) => (
            <li key={attribute.key}>
              {t('cart.attribute', { label: attribute.label, value: attribute.valueLabel })}
            </li>
          ))}
        </ul>
        <p>{t('cart.quantity', { quantity: formatQuantity(line.quantity, locale) })}</p>
        {line.multiArtworkDetails.length === 0 ? null : (
          <ul className="cart-line-artworks" aria-label={t('cart.artworks')}>
            {line.multiArtworkDetails.map((artwork, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: artworks are told apart by their place only
              <li key={index}>
                {t('cart.artwork', { name: artwork.name, labels: formatQuantity(artwork.quantity, locale) })}
              </li>
            ))}
          </ul>
        )}
        {line.arrivalDate === undefined ? null : (
          <p>{t('cart.delivery', { date: date(line.arrivalDate) })}</p>
        )}
        {line.services.length === 0 ? null : (
          <ul className="cart-line-services">
            {serviceLines(line, locale).map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        )}
        {brief === undefined ? null : <DesignBriefText brief={brief} />}
      </div>
      <div className="cart-line-prices">
        <p>{t('cart.priceExcl', { price: money(excl, locale) })}</p>
        <p>{t('cart.priceIncl', { price: money(line.taxedTotalPriceWithServices, locale) })}</p>
      </div>
      <div className="cart-line-actions">
        {editPath === undefined ? null : <a href={editPath}>{t('cart.edit')}</a>}
        {designId === undefined ? null : (
          <a href={designerPath(line.productId, line.selection.selectedAttributes, CART_PATH, { designId })}>
            {t('cart.editDesign')}
          </a>
        )}
        <Form method="post">
          <input type="hidden" name="lineItemId" value={line.id} />
          <button type="submit" name="intent" value="duplicate" disabled={busy}>
            {t('cart.duplicate')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="lineItemId" value={line.id} />
          <button type="submit" name="intent" value="delete" disabled={busy}>
            {t('cart.delete')}
          </button>
        </Form>
      </div>
    </article>
  );
}
