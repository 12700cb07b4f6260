import type { FeatureAttribute, GalleryPicture } from '@tirage/domain';
import { useState } from 'react';
import { t } from '../../../i18n/translate.js';

/**
 * The pictures of a ready-made design: one shown large, the others as thumbnails that show it in
 * its place. The large picture keeps its box whichever is shown, so the page does not move.
 */
export function ReadyMadeGallery({ pictures }: { readonly pictures: readonly GalleryPicture[] }) {
  const [shown, setShown] = useState(0);
  const current = pictures[shown] ?? pictures[0];
  if (current === undefined) return null;
  return (
    <section className="ready-made-gallery" aria-label={t('product.readyMade.gallery')}>
      <img
        className="ready-made-picture"
        src={current.url}
        alt={current.alt}
        width={420}
        height={594}
        // The first picture is what the page is about: fetched at once.
        fetchPriority={shown === 0 ? 'high' : 'auto'}
      />
      {pictures.length > 1 ? (
        <ul className="ready-made-thumbnails">
          {pictures.map((picture, index) => (
            <li key={picture.url}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('product.readyMade.show', { picture: picture.alt })}
                onClick={() => setShown(index)}
              >
                <img src={picture.url} alt="" width={84} height={84} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * What the shopper buys of a ready-made design: who drew it, and the product as it is made (its
 * format, its paper), with nothing to choose; their artwork is the shop's.
 */
export function ReadyMadeFacts({
  designName,
  designer,
  attributes,
}: {
  readonly designName: string;
  readonly designer: string;
  readonly attributes: readonly FeatureAttribute[];
}) {
  const shown = attributes.filter((attribute) => !attribute.hidden);
  return (
    <div className="ready-made-facts">
      <p className="ready-made-credit">{t('product.readyMade.credit', { design: designName, designer })}</p>
      <dl>
        {shown.map((attribute) => (
          <div key={attribute.key}>
            <dt>{attribute.label}</dt>
            <dd>
              {attribute.options.find((option) => option.value === attribute.selectedValue)?.label ??
                attribute.selectedValue}
            </dd>
          </div>
        ))}
      </dl>
      <p className="ready-made-file">{t('product.readyMade.file')}</p>
    </div>
  );
}
