import { formatMoney, type ProductCard } from '@tirage/domain';
import { t } from '../i18n/translate.js';

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
      {cards.map((card) => (
        <li key={card.configurationId} className="product-card">
          <a href={card.path}>
            <img src={card.imageUrl} alt="" width={240} height={160} loading="lazy" />
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
