import { formatMoney, type ProductCard } from '@tirage/domain';
import { t } from '../i18n/translate.js';

/** How many cards a phone shows without scrolling (two rows of two). */
const EAGER_CARDS = 4;

/** Product cards of the home and category pages: picture, name and "from" price, excl. VAT. */
export function ProductCards({
  cards,
  locale,
}: {
  readonly cards: readonly ProductCard[];
  readonly locale: string;
}) {
  if (cards.length === 0) return null;
  return (
    <ul className="product-cards">
      {cards.map((card, index) => (
        <li key={card.configurationId} className="product-card">
          <a href={card.path}>
            {/* The first cards are on screen at once (the page's largest picture): not lazy. */}
            <img
              src={card.imageUrl}
              alt=""
              width={240}
              height={160}
              loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
            />
            <span className="product-card-name">{card.name}</span>
          </a>
          {card.fromPrice === undefined ? null : (
            <p className="product-card-price">
              {t('catalogue.fromPrice', { price: formatMoney(card.fromPrice, locale) })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
