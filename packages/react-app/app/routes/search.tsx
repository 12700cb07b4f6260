import { HOME_PATH, type ProductCard, searchProductCards } from '@tirage/domain';
import { ProductCards } from '../components/product-cards.js';
import { t } from '../i18n/translate.js';
import type { Route } from './+types/search';

/** The search screen: `?q=`, matched against the names of the shop's products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  // Every product of the shop is a card of the home page.
  const home = await context.ports.catalog.pageContent({ kind: 'path', path: HOME_PATH });
  if (!home.ok) throw new Error(`The home page could not be read (${home.error.kind})`);
  const cards: ProductCard[] = home.value.blocks.flatMap((block) =>
    block.kind === 'productCards' ? block.cards : [],
  );
  return { query, found: searchProductCards(cards, query), locale: context.shop.locale };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.query ? t('search.titleFor', { query: loaderData.query }) : t('search.title') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, found, locale } = loaderData;
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
    </main>
  );
}
