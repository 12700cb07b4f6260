import { t } from '../i18n/translate.js';
import { type BannerData, useVisibleBanners } from './page-banners.js';

/**
 * The promo stripe of the standard, home, category and product layouts: the shop's current
 * offers (the home page's banners), each within its window, re-judged every minute.
 */
export function PromoStripe({
  offers,
  renderedAt,
}: {
  readonly offers: readonly BannerData[];
  readonly renderedAt: string;
}) {
  const visible = useVisibleBanners(offers, renderedAt);
  if (visible.length === 0) return null;
  return (
    <aside className="promo-stripe" aria-label={t('promoStripe.label')}>
      <ul>
        {visible.map((offer) => (
          <li key={offer.id}>
            {offer.link === undefined ? offer.title : <a href={offer.link}>{offer.title}</a>}
          </li>
        ))}
      </ul>
    </aside>
  );
}
