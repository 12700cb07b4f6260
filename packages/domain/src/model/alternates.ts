/** One country shop as search engines are told of it beside the others: its locale and address. */
export interface ShopEdition {
  /** BCP 47, as `hreflang` takes it: 'fr-FR', 'fr-BE', 'fr-CH'. */
  readonly locale: string;
  /** Absolute base of the shop's links, e.g. `https://www.example.fr`. */
  readonly baseUrl: string;
  readonly indexable: boolean;
  /** The shop that answers visitors whose country has none: the `x-default`. */
  readonly isDefault: boolean;
}

/** The same page in another country shop (`<link rel="alternate" hreflang="…" href="…">`). */
export interface PageAlternate {
  readonly hreflang: string;
  readonly url: string;
}

/**
 * The alternates of a page at `path`, which every country shop serves (they share the
 * catalogue): one per indexable shop, its own included as search engines ask, and the default
 * shop again as `x-default`. None when fewer than two shops are indexable: nothing to tell apart.
 */
export function pageAlternates(path: string, editions: readonly ShopEdition[]): readonly PageAlternate[] {
  const indexed = editions.filter((edition) => edition.indexable);
  if (indexed.length < 2) return [];
  const urlOf = (edition: ShopEdition) => `${edition.baseUrl.replace(/\/+$/, '')}${path}`;
  const fallback = indexed.find((edition) => edition.isDefault) ?? indexed[0];
  return [
    ...indexed.map((edition) => ({ hreflang: edition.locale, url: urlOf(edition) })),
    ...(fallback === undefined ? [] : [{ hreflang: 'x-default', url: urlOf(fallback) }]),
  ];
}
