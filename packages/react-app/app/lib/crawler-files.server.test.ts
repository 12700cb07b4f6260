import { type ContentPort, err, initError, ok, type SitemapEntry, type SitemapKind } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { loader as oldSitemapLoader } from '../routes/crawler/old-sitemap-xml.js';
import { loader as robotsLoader } from '../routes/crawler/robots-txt.js';
import { loader as landingPagesLoader } from '../routes/crawler/sitemap-lp-xml.js';
import { loader as sitemapLoader } from '../routes/crawler/sitemap-xml.js';

const ROBOTS = 'User-agent: *\nDisallow: /api/\n\nSitemap: https://www.tirage.fr/sitemap.xml\n';

const SITEMAPS: Record<SitemapKind, readonly SitemapEntry[]> = {
  main: [
    { path: '/flyers/', lastModified: Temporal.Instant.from('2026-11-20T08:00:00Z') },
    { path: '/', lastModified: undefined },
  ],
  landingPages: [{ path: '/offres/salons-professionnels/', lastModified: undefined }],
  old: [{ path: '/impression-flyers/', lastModified: Temporal.Instant.from('2025-03-01T10:00:00Z') }],
};

/** The content port of a shop that answers, or one whose calls all fail. */
function fakeContent(answering = true): ContentPort & { readonly asked: SitemapKind[] } {
  const asked: SitemapKind[] = [];
  const failure = { kind: 'request.failed', message: 'Internal Server Error' } as const;
  return {
    asked,
    productInstructions: async () => ok([]),
    lossLeaderInfo: async () => err(initError.noLossLeaderKey()),
    categories: async () => ok([]),
    robotsText: async () => (answering ? ok(ROBOTS) : err(failure)),
    latestBuild: async () => err(failure),
    landingPages: async () => ok([]),
    defaultLinks: async () => ok([]),
    addressLookupKey: async () => ok(null),
    sitemap: async (kind) => {
      asked.push(kind);
      return answering ? ok(SITEMAPS[kind]) : err(failure);
    },
  };
}

/** A route's loader, whatever the route's own argument types. */
type CrawlerLoader = (args: never) => Promise<Response>;

/**
 * Calls a loader as the server would for `url`, for a shop whose base URL is the URL's origin;
 * of the context, only the content port and the shop's base URL are used.
 */
const load = (
  loader: CrawlerLoader,
  url: string,
  content: ContentPort,
  baseUrl = new URL(url).origin,
): Promise<Response> =>
  loader({
    request: new Request(url),
    params: {},
    context: { ports: { content }, shop: { baseUrl } },
  } as never);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/robots.txt', () => {
  test("is the shop's text as plain UTF-8 text, cached an hour by anyone", async () => {
    const response = await load(robotsLoader, 'https://www.tirage.fr/robots.txt', fakeContent());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toBe(ROBOTS);
  });
});

describe('the sitemaps', () => {
  test.each([
    ['/sitemap.xml', sitemapLoader, 'main'],
    ['/sitemap-lp.xml', landingPagesLoader, 'landingPages'],
    ['/old-sitemap.xml', oldSitemapLoader, 'old'],
  ] as const satisfies readonly (readonly [string, CrawlerLoader, SitemapKind])[])(
    '%s lists the pages of the %s sitemap as XML, cached an hour',
    async (path, loader, kind) => {
      const content = fakeContent();
      const response = await load(loader, `https://www.tirage.fr${path}`, content);
      expect(content.asked).toEqual([kind]);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      const xml = await response.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      expect(xml.match(/<loc>/g)).toHaveLength(SITEMAPS[kind].length);
    },
  );

  test("URLs are absolute on the shop's base URL (not the request's), with the day each page last changed when known", async () => {
    const response = await load(
      sitemapLoader,
      'http://127.0.0.1:8080/sitemap.xml?x=1',
      fakeContent(),
      'http://be.localhost:3000',
    );
    const xml = await response.text();
    expect(xml).toContain(
      '<url>\n    <loc>http://be.localhost:3000/flyers/</loc>\n    <lastmod>2026-11-20</lastmod>\n  </url>',
    );
    expect(xml).toContain('<url>\n    <loc>http://be.localhost:3000/</loc>\n  </url>');
  });
});

describe('a shop that cannot answer', () => {
  test.each([
    ['/robots.txt', robotsLoader],
    ['/sitemap.xml', sitemapLoader],
    ['/sitemap-lp.xml', landingPagesLoader],
    ['/old-sitemap.xml', oldSitemapLoader],
  ] as const satisfies readonly (readonly [string, CrawlerLoader])[])(
    '%s is a plain 503 that no cache keeps, saying nothing of why',
    async (path, loader) => {
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const response = await load(loader, `https://www.tirage.fr${path}`, fakeContent(false));
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('retry-after')).toBe('300');
      expect(await response.text()).toBe('Service Unavailable\n');
      expect(warned).toHaveBeenCalledWith(expect.stringContaining('could not be read'), 'request.failed');
    },
  );
});
