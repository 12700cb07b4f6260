import { BANNER_REFRESH_MS, isBannerVisible } from '@tirage/domain';
import { useEffect, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { t } from '../i18n/translate.js';

/** A banner as loader data carries it (ISO 8601 bounds: Temporal values do not travel). */
export interface BannerData {
  readonly id: string;
  readonly title: string;
  readonly link: string | undefined;
  readonly start: string | undefined;
  readonly end: string | undefined;
}

const instant = (iso: string | undefined) => (iso === undefined ? undefined : Temporal.Instant.from(iso));

/**
 * The banners within their window (specification section 2): judged at the server's `renderedAt`
 * first, then again every minute in the browser.
 */
export function useVisibleBanners(banners: readonly BannerData[], renderedAt: string): readonly BannerData[] {
  const [now, setNow] = useState(() => Temporal.Instant.from(renderedAt));
  useEffect(() => {
    const timer = setInterval(() => setNow(Temporal.Now.instant()), BANNER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return banners.filter((banner) =>
    isBannerVisible({ start: instant(banner.start), end: instant(banner.end) }, now),
  );
}

/** The page's own banners within their window. */
export function PageBanners({
  banners,
  renderedAt,
}: {
  readonly banners: readonly BannerData[];
  readonly renderedAt: string;
}) {
  const visible = useVisibleBanners(banners, renderedAt);
  if (visible.length === 0) return null;
  return (
    <aside className="page-banners" aria-label={t('banners.label')}>
      <ul>
        {visible.map((banner) => (
          <li key={banner.id}>
            {banner.link === undefined ? banner.title : <a href={banner.link}>{banner.title}</a>}
          </li>
        ))}
      </ul>
    </aside>
  );
}
