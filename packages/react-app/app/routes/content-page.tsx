import { normalizePathname } from '@tirage/domain';
import { data, redirect } from 'react-router';
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
  return { page, locale: context.shop.locale };
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
  const { page, locale } = loaderData;
  return (
    <main data-layout={page.layout}>
      <h1>{page.title}</h1>
      <PageBlocks blocks={page.blocks} locale={locale} />
    </main>
  );
}
