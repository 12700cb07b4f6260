import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { normalizePathname, normalizeRequestPath, splitRequestPath } from './path-normalization.js';
import { rawPathnameArb, suffixArb } from './routing.arb.js';

// Raw paths are built from pieces that never spell "robots" or "sitemap": they are all pages.
const pageArb = rawPathnameArb;

/** A canonical page path built from its segments: lowercase, one slash each, ending in `/`. */
const segmentsArb = fc.array(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,8}$/), { minLength: 1, maxLength: 4 });
const canonicalOf = (segments: readonly string[]): string => `/${segments.join('/')}/`;

/** The same page as a shopper or an old link might write it. */
const decoratedArb = fc
  .tuple(
    segmentsArb.filter((segments) => !/^(?:robots|sitemap|old-sitemap)/.test(segments[0] as string)),
    fc.record({
      upper: fc.boolean(),
      ending: fc.constantFrom('/', '', '.html', '.HTM', '.html/', '//'),
      doubled: fc.boolean(),
    }),
  )
  .map(([segments, d]) => {
    const body = segments.join(d.doubled ? '//' : '/');
    const start = d.doubled ? '//' : '/';
    return {
      canonical: canonicalOf(segments),
      raw: `${start}${d.upper ? body.toUpperCase() : body}${d.ending}`,
    };
  })
  // Upper-casing digits changes nothing: keep only paths really written otherwise.
  .filter(({ canonical, raw }) => raw !== canonical);

describe('normalizeRequestPath', () => {
  test.prop([pageArb, suffixArb])('normalising a normalised path gives ok (idempotent)', (path, suffix) => {
    const first = normalizeRequestPath(path + suffix);
    const location = first.type === 'redirect' ? first.location : path + suffix;
    expect(normalizeRequestPath(location)).toEqual({ type: 'ok' });
  });

  test.prop([pageArb, suffixArb])(
    'a redirect is a 301 to a lowercase path ending in /, query kept verbatim',
    (path, suffix) => {
      const result = normalizeRequestPath(path + suffix);
      if (result.type !== 'redirect') {
        expect(result.type).toBe('ok');
        return;
      }
      expect(result.status).toBe(301);
      expect(result.location.endsWith(suffix)).toBe(true);
      const pathname = result.location.slice(0, result.location.length - suffix.length);
      expect(pathname).toBe(pathname.toLowerCase());
      expect(pathname.endsWith('/')).toBe(true);
      expect(pathname.startsWith('/')).toBe(true);
    },
  );

  test.prop([segmentsArb.filter((s) => !/^(?:sitemap|old-sitemap)/.test(s[0] as string)), suffixArb])(
    'serves a canonical page path as it is',
    (segments, suffix) => {
      expect(normalizeRequestPath(canonicalOf(segments) + suffix)).toEqual({ type: 'ok' });
    },
  );

  test.prop([decoratedArb, suffixArb])(
    'redirects a page written otherwise to its canonical path',
    ({ canonical, raw }, suffix) => {
      expect(normalizeRequestPath(raw + suffix)).toEqual({
        type: 'redirect',
        status: 301,
        location: canonical + suffix,
      });
    },
  );

  test.prop([rawPathnameArb])('a canonical path has no //, no backslash, no .html ending', (path) => {
    const normalized = normalizePathname(path);
    expect(normalized).not.toMatch(/\/\/|\\|\.html?\/$/);
    expect(normalized).toMatch(/^\/(.*\/)?$/);
  });

  test.prop([
    rawPathnameArb,
    suffixArb,
    fc.constantFrom('https://www.tirage.fr', 'http://Shop.example:3000'),
  ])('a full URL is judged by its path and redirected without its origin', (path, suffix, origin) => {
    expect(normalizeRequestPath(origin + path + suffix)).toEqual(normalizeRequestPath(path + suffix));
  });

  test.prop([
    fc.constantFrom(
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap-products.xml',
      '/sitemap-lp.xml',
      '/sitemap-lp/fr/',
      '/old-sitemap/',
      '/old-sitemap.xml',
      '/Sitemap.XML',
      '//robots.txt',
      '/robots.txt.html',
      '/sitemap_products.xml',
      '/sitemap-lp',
      '/old-sitemap-2019/pages/',
    ),
    suffixArb,
  ])('skips robots and sitemaps', (path, suffix) => {
    expect(normalizeRequestPath(path + suffix)).toEqual({ type: 'skip' });
  });

  it.each(['/sitemaps-guide/', '/sitemap/', '/sitemap-guide/', '/sitemap.xml/extra/', '/sitemap-a/b.xml'])(
    'does not skip the page %j, which only starts like a sitemap',
    (path) => {
      expect(normalizeRequestPath(path).type).not.toBe('skip');
    },
  );

  it.each([
    ['/Sitemaps-Guide.html', '/sitemaps-guide/'],
    ['/sitemaps-guide', '/sitemaps-guide/'],
    ['/Flyers.html', '/flyers/'],
    ['/flyers', '/flyers/'],
    ['/Cartes-De-Visite.htm?Ref=Mail', '/cartes-de-visite/?Ref=Mail'],
    ['/etiquettes//rouleau/', '/etiquettes/rouleau/'],
    ['//evil.example/', '/evil.example/'],
    ['/\\evil.example', '/evil.example/'],
    ['/flyers.html/', '/flyers/'],
    ['/a.html.htm', '/a/'],
    ['/index.html', '/index/'],
    ['', '/'],
    ['?q=1', '/?q=1'],
    ['https://www.tirage.fr', '/'],
  ])('redirects %j to %j', (input, location) => {
    const result = normalizeRequestPath(input);
    expect(result).toEqual({ type: 'redirect', status: 301, location });
  });

  it.each(['/', '/flyers/', '/flyers/?Ref=Mail', '/personal-area/order-detail/?order_number=AB12'])(
    'serves %j',
    (input) => {
      expect(normalizeRequestPath(input)).toEqual({ type: 'ok' });
    },
  );

  it('splits a request into its path and the rest', () => {
    expect(splitRequestPath('https://a.fr/x/?q#h')).toEqual({ pathname: '/x/', suffix: '?q#h' });
    expect(splitRequestPath('/x/#h?q')).toEqual({ pathname: '/x/', suffix: '#h?q' });
  });
});
