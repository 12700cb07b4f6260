import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { normalizePathname, normalizeRequestPath, splitRequestPath } from './path-normalization.js';
import { rawPathnameArb, suffixArb } from './routing.arb.js';

const isSkipped = (path: string) => /^\/(robots\.txt\/$|sitemap|old-sitemap)/.test(normalizePathname(path));
const pageArb = rawPathnameArb.filter((path) => !isSkipped(path));

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

  test.prop([pageArb, suffixArb])('redirects exactly when the path is not canonical', (path, suffix) => {
    const changed = normalizePathname(path) !== path;
    expect(normalizeRequestPath(path + suffix).type).toBe(changed ? 'redirect' : 'ok');
  });

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
    ),
    suffixArb,
  ])('skips robots and sitemaps', (path, suffix) => {
    expect(normalizeRequestPath(path + suffix)).toEqual({ type: 'skip' });
  });

  it.each([
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
