import { normalizePathname } from '@tirage/domain';
import { data, redirect } from 'react-router';
import { PageBanners } from '../components/page-banners.js';
import { PageBlocks } from '../components/page-blocks.js';
import type { Route } from './+types/content-page';

/**
 * Any path: the content call finds its page. An unknown path is the 404 screen; a path the page
 * has left (a previous site's path) is a 301 to the page's own path.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = normalizePathname(url.pathname);
  const found = await context.ports.catalog.pageContent({ kind: 'path', path });
  if (!found.ok) {
    if (found.error.kind === 'page.notFound') throw data({ path }, { status: 404, statusText: 'Not Found' });
    throw new Error(`The page ${url.pathname} could not be read (${found.error.kind})`);
  }
  const page = found.value;
  if (page.path !== path) throw redirect(`${page.path}${url.search}`, 301);
  const { banners, ...shown } = page;
  return {
    page: shown,
    locale: context.shop.locale,
    // Temporal values do not travel in loader data: bounds and the render time go as ISO strings.
    banners: banners.map((banner) => ({
      id: banner.id,
      title: banner.title,
      link: banner.link,
      start: banner.start?.toString(),
      end: banner.end?.toString(),
    })),
    renderedAt: context.now().toString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData === undefined) return [];
  const { seo } = loaderData.page;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(seo.indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, locale, banners, renderedAt } = loaderData;
  return (
    <main data-layout={page.layout}>
      <PageBanners banners={banners} renderedAt={renderedAt} />
      <h1>{page.title}</h1>
      <PageBlocks blocks={page.blocks} locale={locale} />
    </main>
  );
}
