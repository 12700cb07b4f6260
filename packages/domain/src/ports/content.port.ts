import type { DomainError } from '../errors/errors.js';
import type { CategoryLink, DefaultLink, LandingPageLink } from '../model/content.js';
import type { SitemapEntry, SitemapKind } from '../model/sitemap.js';
import type { Result } from '../shared/result.js';
import type { BuildStamp } from '../support/build-watch.js';

/** Printing instructions attached to a product page (templates, guides). */
export interface ProductInstruction {
  readonly title: string;
  readonly fileUrl: string;
}

/** A loss-leader landing offer: a discounted product with a fixed configuration. */
export interface LossLeaderInfo {
  readonly lossLeaderKey: string;
  readonly promocodeId: string;
  /** The code of that promotion, applied on the product page; undefined when it is gone. */
  readonly promoCode: string | undefined;
  readonly productConfigurationId: string;
  readonly productionTime: string;
  readonly selectedPriority: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly quantity: number;
}

/** Editorial content around products, and what the shop tells crawlers. */
export interface ContentPort {
  productInstructions(
    pageIds: readonly string[],
  ): Promise<Result<readonly ProductInstruction[], DomainError>>;
  lossLeaderInfo(key: string): Promise<Result<LossLeaderInfo, DomainError>>;
  /** The pages every page links to by id (legal pages), for the shop at `host`. */
  defaultLinks(host: string): Promise<Result<readonly DefaultLink[], DomainError>>;
  /**
   * The public key of the shop at `host` for its address lookup service (Loqate), with which the
   * address forms suggest addresses; null when the shop has none.
   */
  addressLookupKey(host: string): Promise<Result<string | null, DomainError>>;
  /** The shop's landing pages (offers, welcome screens), by path: the search finds them. */
  landingPages(): Promise<Result<readonly LandingPageLink[], DomainError>>;
  /** The catalogue's categories, by path: where a shopper may go on from a page that is not there. */
  categories(): Promise<Result<readonly CategoryLink[], DomainError>>;
  /** The text of the shop's robots.txt, as the shop writes it. */
  robotsText(): Promise<Result<string, DomainError>>;
  /** The pages one of the shop's sitemaps lists, by path (empty for a shop that is not indexable). */
  sitemap(kind: SitemapKind): Promise<Result<readonly SitemapEntry[], DomainError>>;
  /** The build the shop serves now: a page compares it with its own to offer a reload. */
  latestBuild(): Promise<Result<BuildStamp, DomainError>>;
}
