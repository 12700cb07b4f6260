import { type ContentPort, type SitemapKind, sitemapXml } from '@tirage/domain';

/** Crawlers ask often and the files change slowly: shared caches may keep them an hour. */
const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=3600';

const TEXT = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

/** The shop could not answer: crawlers are told to come back later, never shown why. */
function unavailable(file: string, errorKind: string): Response {
  console.warn(`${file} could not be read`, errorKind);
  return new Response('Service Unavailable\n', {
    status: 503,
    headers: { 'content-type': TEXT, 'cache-control': 'no-store', 'retry-after': '300' },
  });
}

/** `/robots.txt`: the text the shop writes, as it writes it. */
export async function robotsTxtResponse(content: ContentPort): Promise<Response> {
  const robots = await content.robotsText();
  if (!robots.ok) return unavailable('robots.txt', robots.error.kind);
  return new Response(robots.value, {
    headers: { 'content-type': TEXT, 'cache-control': CRAWLER_FILE_CACHE_CONTROL },
  });
}

/**
 * A sitemap (`/sitemap.xml`, `/sitemap-lp.xml`, `/old-sitemap.xml`): the pages the shop lists,
 * as absolute URLs on the shop's base URL (the address its robots.txt names too).
 */
export async function sitemapResponse(
  content: ContentPort,
  kind: SitemapKind,
  baseUrl: string,
): Promise<Response> {
  const entries = await content.sitemap(kind);
  if (!entries.ok) return unavailable(`The ${kind} sitemap`, entries.error.kind);
  return new Response(sitemapXml(baseUrl, entries.value), {
    headers: { 'content-type': XML, 'cache-control': CRAWLER_FILE_CACHE_CONTROL },
  });
}
