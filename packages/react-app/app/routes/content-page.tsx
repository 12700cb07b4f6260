import { normalizePathname } from '@tirage/domain';
import { data, redirect } from 'react-router';
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
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData === undefined ? [] : [{ title: loaderData.page.title }];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main data-layout={page.layout}>
      <h1>{page.title}</h1>
    </main>
  );
}
