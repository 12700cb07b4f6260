import type { Temporal } from 'temporal-polyfill';
import type { Money } from '../money/money.js';
import type { OfferWindow } from '../promotion/offer.js';
import type { PageAlternate } from './alternates.js';

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

/** A landing page as the search lists it: its title, what it offers, where it is. */
export interface LandingPageLink {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly path: string;
}

/** A page the shop links to by id from every page (the footer, the checkout): `config.basic`'s defaultLinks. */
export interface DefaultLink {
  readonly id: string;
  readonly path: string;
}

/** The legal pages a French shop links from its footer, in the footer's order, by page id. */
export const LEGAL_LINK_IDS = ['cgv', 'mentions-legales', 'confidentialite', 'livraison'] as const;
export type LegalLinkId = (typeof LEGAL_LINK_IDS)[number];

/**
 * The legal links of the shop's default links, in the footer's order, and the ids of those the
 * shop has no page for (to be said in the log: a link that vanishes silently is a legal page
 * nobody notices is gone).
 */
export function legalLinks(defaults: readonly DefaultLink[]): {
  readonly links: readonly (DefaultLink & { readonly id: LegalLinkId })[];
  readonly missing: readonly LegalLinkId[];
} {
  const found = LEGAL_LINK_IDS.flatMap((id) => {
    const link = defaults.find((candidate) => candidate.id === id);
    return link === undefined ? [] : [{ id, path: link.path }];
  });
  return {
    links: found,
    missing: LEGAL_LINK_IDS.filter((id) => !found.some((link) => link.id === id)),
  };
}

/** A category of the catalogue as navigation shows it: its name, and the path of its page. */
export interface CategoryLink {
  readonly id: string;
  readonly name: string;
  readonly path: string;
}

/** A printing term of the glossary page, explained for a shopper, reached at its anchor. */
export interface GlossaryEntry {
  /** As shown, in French: 'Fond perdu'. */
  readonly term: string;
  /** The fragment of its place on the glossary page ('fond-perdu'): `glossaryAnchor(term)` when seeded. */
  readonly anchor: string;
  readonly definition: string;
}

/** A question a landing page answers before the shopper asks it. */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** A template of the design editor as a landing page offers it: a picture, and where it opens. */
export interface TemplateCard {
  readonly id: string;
  readonly name: string;
  readonly thumbnailUrl: string;
  /** The designer opened on this template (`/designer/?product=…&template=…&from=…`). */
  readonly designerPath: string;
}

/** The blocks of a page the storefront knows how to show; other blocks are left out. */
export type PageBlock =
  | { readonly kind: 'text'; readonly id: string; readonly text: string }
  | {
      readonly kind: 'productCards';
      readonly id: string;
      /** A landing page's heading over its cards; the home and category pages have none. */
      readonly title?: string | undefined;
      readonly cards: readonly ProductCard[];
    }
  | { readonly kind: 'glossary'; readonly id: string; readonly entries: readonly GlossaryEntry[] }
  | {
      readonly kind: 'hero';
      readonly id: string;
      readonly title: string;
      readonly text: string;
      readonly imageUrl: string;
      readonly imageAlt: string;
      readonly link: { readonly label: string; readonly path: string } | undefined;
    }
  | {
      readonly kind: 'promoCode';
      readonly id: string;
      readonly code: string;
      readonly label: string;
      /** The offer's dates: the code shows while it runs, the block says when it starts or that it ended. */
      readonly window: OfferWindow;
      /** A welcome code, for a customer's first order only. */
      readonly forNewCustomers: boolean;
    }
  | { readonly kind: 'countdown'; readonly id: string; readonly title: string; readonly window: OfferWindow }
  | { readonly kind: 'faq'; readonly id: string; readonly title: string; readonly items: readonly FaqItem[] }
  | {
      readonly kind: 'designTemplates';
      readonly id: string;
      readonly title: string;
      readonly productName: string;
      readonly templates: readonly TemplateCard[];
    };

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
  /** A landing page's offer: outside its window the page says the offer is over, and stays. */
  readonly offer?: OfferWindow | undefined;
  /** The campaign a landing page's offer is reserved to: the page keeps it for the visit. */
  readonly offerCampaign?: string | undefined;
  /** The same page in the other country shops, for search engines (`hreflang`). */
  readonly alternates?: readonly PageAlternate[] | undefined;
}

/** The layouts that show the promo stripe (specification section 2); landing pages have their own. */
export const PROMO_STRIPE_LAYOUTS: readonly PageLayout[] = ['standard', 'home', 'category', 'product'];

export function showsPromoStripe(layout: PageLayout): boolean {
  return PROMO_STRIPE_LAYOUTS.includes(layout);
}

/**
 * Text as search compares it: lowercase, without accents, the ligatures written out ('vœux' is
 * 'voeux', as shoppers type it), words split on anything else.
 */
function searchWords(text: string): readonly string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .split(/[^\p{Letter}\p{Number}]+/u)
    .filter((word) => word !== '');
}

/** Whether a name holds every word searched for, each at the start of one of its words. */
function matchesSearch(name: string, wanted: readonly string[]): boolean {
  const words = searchWords(name);
  return wanted.every((part) => words.some((word) => word.startsWith(part)));
}

/**
 * The product cards a shopper's search finds: those whose name holds every word searched for, at
 * the start of one of its words ('carte vis' finds 'Cartes de visite'; accents and case do not
 * count). An empty search finds nothing. The cards keep their order.
 */
export function searchProductCards(cards: readonly ProductCard[], query: string): readonly ProductCard[] {
  const wanted = searchWords(query);
  if (wanted.length === 0) return [];
  return cards.filter((card) => matchesSearch(card.name, wanted));
}

/** The glossary's terms a search finds, by the same rule as products ('fond perd' finds 'Fond perdu'). */
export function searchGlossary(entries: readonly GlossaryEntry[], query: string): readonly GlossaryEntry[] {
  const wanted = searchWords(query);
  if (wanted.length === 0) return [];
  return entries.filter((entry) => matchesSearch(entry.term, wanted));
}

/**
 * The landing pages a search finds: those whose title and description together hold every word
 * searched for, by the same rule as products ('black fri' finds the Black Friday page).
 */
export function searchLandingPages(
  pages: readonly LandingPageLink[],
  query: string,
): readonly LandingPageLink[] {
  const wanted = searchWords(query);
  if (wanted.length === 0) return [];
  return pages.filter((page) => matchesSearch(`${page.title} ${page.description}`, wanted));
}

/** The glossary page of the shop (the demo catalogue's `glossaire` page). */
export const GLOSSARY_PATH = '/glossaire/';

/**
 * A term's anchor on the glossary page: its words without accents, lower-case, joined by hyphens
 * ('Zone de sécurité' is 'zone-de-securite').
 */
export function glossaryAnchor(term: string): string {
  return searchWords(term).join('-');
}

/** The link to a term of the glossary. */
export function glossaryLink(anchor: string): string {
  return `${GLOSSARY_PATH}#${anchor}`;
}

/**
 * The glossary term that explains each product attribute, by the attribute's key: the product
 * page links its chooser to it. A term the shop removes from its glossary leaves the link on the
 * page's top.
 */
export const ATTRIBUTE_GLOSSARY_ANCHORS: Readonly<Record<string, string>> = {
  format: 'format-fini',
  paper: 'papier-couche',
  weight: 'grammage',
  finishing: 'pelliculage',
  sides: 'recto-verso',
  folding: 'pli',
  colours: 'cmjn',
  winding: 'sens-d-enroulement',
  'roll-core': 'mandrin',
};
