import type { Temporal } from 'temporal-polyfill';
import type { Money } from '../money/money.js';

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

/** What search engines are told about a page. */
export interface PageSeo {
  readonly title: string;
  readonly description: string;
  /** False on a shop that is not indexable: the page asks robots not to index it. */
  readonly indexable: boolean;
}

/** A product as a card of the home and category pages. */
export interface ProductCard {
  readonly configurationId: string;
  readonly name: string;
  readonly path: string;
  readonly imageUrl: string;
  /** The lowest price of the default configuration, excl. VAT; undefined when it cannot be priced. */
  readonly fromPrice: Money | undefined;
}

/** A category of the catalogue as navigation shows it: its name, and the path of its page. */
export interface CategoryLink {
  readonly id: string;
  readonly name: string;
  readonly path: string;
}

/** The blocks of a page the storefront knows how to show; other blocks are left out. */
export type PageBlock =
  | { readonly kind: 'text'; readonly id: string; readonly text: string }
  | { readonly kind: 'productCards'; readonly id: string; readonly cards: readonly ProductCard[] };

/** The content of a public page; a product page names its product configuration. */
export interface PageContent {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly layout: PageLayout;
  readonly seo: PageSeo;
  readonly blocks: readonly PageBlock[];
  readonly banners: readonly PageBanner[];
  /** Set on product pages only. */
  readonly productConfigurationId: string | undefined;
}

/** The layouts that show the promo stripe (specification section 2); landing pages have their own. */
export const PROMO_STRIPE_LAYOUTS: readonly PageLayout[] = ['standard', 'home', 'category', 'product'];

export function showsPromoStripe(layout: PageLayout): boolean {
  return PROMO_STRIPE_LAYOUTS.includes(layout);
}

/** Text as search compares it: lowercase, without accents, words split on anything else. */
function searchWords(text: string): readonly string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{Letter}\p{Number}]+/u)
    .filter((word) => word !== '');
}

/**
 * The product cards a shopper's search finds: those whose name holds every word searched for, at
 * the start of one of its words ('carte vis' finds 'Cartes de visite'; accents and case do not
 * count). An empty search finds nothing. The cards keep their order.
 */
export function searchProductCards(cards: readonly ProductCard[], query: string): readonly ProductCard[] {
  const wanted = searchWords(query);
  if (wanted.length === 0) return [];
  return cards.filter((card) => {
    const words = searchWords(card.name);
    return wanted.every((part) => words.some((word) => word.startsWith(part)));
  });
}
