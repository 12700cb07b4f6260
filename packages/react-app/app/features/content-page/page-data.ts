import {
  breadcrumbJsonLd,
  type CustomerStatus,
  HOME_PATH,
  type JsonLd,
  type PageBanner,
  type PageContent,
  productJsonLd,
  showsPromoStripe,
} from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { BannerData } from '../../components/page-banners.js';
import { pageBlockData } from '../../components/page-blocks.js';
import { t } from '../../i18n/translate.js';
import { offerWindowData } from '../landing/offer-time.js';

/**
 * What a content page shows of itself, the same for every visitor, built from its content: by
 * the server's loader, and by the browser's from the page's payload (`{path}_payload.json`).
 */

/** The shop a page is shown in. */
interface PageShop {
  readonly locale: string;
  /** Its address, without a trailing slash. */
  readonly baseUrl: string;
}

// Temporal values do not travel in loader data: bounds go as ISO strings.
const bannerData = (banner: PageBanner): BannerData => ({
  id: banner.id,
  title: banner.title,
  link: banner.link,
  start: banner.start?.toString(),
  end: banner.end?.toString(),
});

/**
 * Category and product pages show the shop's offers (the home page's banners) and name the home
 * page in their structured data: the home page's content is read for them too.
 */
export const needsHomeContent = (page: PageContent): boolean =>
  page.path !== HOME_PATH && showsPromoStripe(page.layout);

/** A page with a welcome code: who reads it (a returning customer is told it is not for them) is asked of the account. */
export const welcomesNewCustomers = (page: PageContent): boolean =>
  page.blocks.some((block) => block.kind === 'promoCode' && block.forNewCustomers);

/**
 * A page the browser may show from its payload, at `path`: one at its own path that shows no
 * product (whose flow the server settles, with the cart), keeps no campaign for the visit (a
 * cookie the server sets) and has no welcome code (asked of the account). Any other is the server's.
 */
export const shownFromPayload = (page: PageContent, path: string): boolean =>
  page.path === path &&
  page.layout !== 'product' &&
  page.productConfigurationId === undefined &&
  page.offerCampaign === undefined &&
  !welcomesNewCustomers(page);

/**
 * What search engines read of the page besides its text: a product page's product and the price
 * it starts from (its card on the home page), a category page's place in the shop. Printed
 * products are made to order: always in stock.
 */
function structuredDataOf(page: PageContent, home: PageContent | undefined, baseUrl: string): JsonLd[] {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${baseUrl}${path}`);
  if (page.layout === 'product' && page.productConfigurationId !== undefined) {
    const card = home?.blocks
      .flatMap((block) => (block.kind === 'productCards' ? block.cards : []))
      .find((candidate) => candidate.configurationId === page.productConfigurationId);
    return [
      productJsonLd({
        name: page.title,
        description: page.seo.description,
        url: absolute(page.path),
        imageUrl: absolute(card?.imageUrl ?? ''),
        fromPrice: card?.fromPrice,
        available: true,
      }),
    ];
  }
  if (page.layout === 'category') {
    return [
      breadcrumbJsonLd([
        { name: home?.title ?? t('breadcrumb.home'), url: absolute(HOME_PATH) },
        { name: page.title, url: absolute(page.path) },
      ]),
    ];
  }
  return [];
}

/**
 * A content page's loader data, all but its product: the page (its blocks and offer as loader
 * data carries them), its structured data, its banners, and the shop's offers on the pages that
 * show them (the home page's banners: on the home page, in the stripe only). `home` is the home
 * page's content when `needsHomeContent` (undefined when it could not be read).
 */
export function contentPageData(sources: {
  readonly page: PageContent;
  readonly home: PageContent | undefined;
  readonly shop: PageShop;
  readonly visitor: CustomerStatus;
  readonly renderedAt: Temporal.Instant;
}) {
  const { page, shop, visitor, renderedAt } = sources;
  const { banners, ...shown } = page;
  const isHome = page.path === HOME_PATH;
  const home = isHome ? page : sources.home;
  const offers = !showsPromoStripe(page.layout) ? [] : isHome ? banners : (home?.banners ?? []);
  return {
    visitor,
    page: {
      ...shown,
      blocks: shown.blocks.map(pageBlockData),
      offer: shown.offer && offerWindowData(shown.offer),
    },
    structuredData: structuredDataOf(page, home, shop.baseUrl),
    locale: shop.locale,
    banners: isHome ? [] : banners.map(bannerData),
    offers: offers.map(bannerData),
    renderedAt: renderedAt.toString(),
  };
}
