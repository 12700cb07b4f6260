import {
  GLOSSARY_PATH,
  type GlossaryEntry,
  glossaryLink,
  HOME_PATH,
  type ProductCard,
  searchGlossary,
  searchLandingPages,
  searchProductCards,
} from '@tirage/domain';
import { ProductCards } from '../components/product-cards.js';
import { t } from '../i18n/translate.js';
import type { Route } from './+types/search';

/**
 * The search screen: `?q=`, matched against the names of the shop's products, its offers (landing
 * pages: title and description) and the glossary's terms.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  // Every product of the shop is a card of the home page.
  const home = await context.ports.catalog.pageContent({ kind: 'path', path: HOME_PATH });
  if (!home.ok) throw new Error(`The home page could not be read (${home.error.kind})`);
  const cards: ProductCard[] = home.value.blocks.flatMap((block) =>
    block.kind === 'productCards' ? block.cards : [],
  );
  // The glossary's terms too; a shop without a glossary page finds products only.
  const glossary =
    query === '' ? undefined : await context.ports.catalog.pageContent({ kind: 'path', path: GLOSSARY_PATH });
  const entries: GlossaryEntry[] = glossary?.ok
    ? glossary.value.blocks.flatMap((block) => (block.kind === 'glossary' ? block.entries : []))
    : [];
  // And the shop's offers (landing pages): a search for "noël" finds the Christmas page.
  const landing = query === '' ? undefined : await context.ports.content.landingPages();
  return {
    query,
    found: searchProductCards(cards, query),
    terms: searchGlossary(entries, query),
    pages: landing?.ok ? searchLandingPages(landing.value, query) : [],
    locale: context.shop.locale,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.query ? t('search.titleFor', { query: loaderData.query }) : t('search.title') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, found, terms, pages, locale } = loaderData;
  return (
    <main>
      <h1>{query === '' ? t('search.title') : t('search.titleFor', { query })}</h1>
      {query === '' ? (
        <p>{t('search.empty')}</p>
      ) : found.length === 0 ? (
        <p>{t('search.none', { query })}</p>
      ) : (
        <>
          <p role="status">{t('search.count', { count: found.length })}</p>
          <ProductCards cards={found} locale={locale} />
        </>
      )}
      {pages.length === 0 ? null : (
        <section aria-labelledby="search-pages">
          <h2 id="search-pages">{t('search.pages')}</h2>
          <ul className="search-pages">
            {pages.map((page) => (
              <li key={page.id}>
                <a href={page.path}>{page.title}</a>
                <p>{page.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {terms.length === 0 ? null : (
        <section aria-labelledby="search-glossary">
          <h2 id="search-glossary">{t('search.glossary')}</h2>
          <dl className="glossary-terms">
            {terms.map((term) => (
              <div key={term.anchor}>
                <dt className="glossary-name">
                  <a href={glossaryLink(term.anchor)}>{term.term}</a>
                </dt>
                <dd className="glossary-definition">{term.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </main>
  );
}
