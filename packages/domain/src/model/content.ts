import type { Temporal } from 'temporal-polyfill';

/** Page layouts; standard, home, category and product layouts show the promo stripe. */
export type PageLayout = 'standard' | 'home' | 'category' | 'product' | 'landing';

/** A banner shown only within its start/end window. */
export interface PageBanner {
  readonly id: string;
  readonly title: string;
  readonly link: string | undefined;
  readonly start: Temporal.Instant | undefined;
  readonly end: Temporal.Instant | undefined;
}

/** How a page is asked for: by its public path or by its content id. */
export type PageRef =
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'id'; readonly id: string };

/** The content of a public page; a product page names its product configuration. */
export interface PageContent {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly layout: PageLayout;
  readonly banners: readonly PageBanner[];
  /** Set on product pages only. */
  readonly productConfigurationId: string | undefined;
}
