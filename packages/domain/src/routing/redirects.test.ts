import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { normalizePathname } from './path-normalization.js';
import { findRedirect, type ServerRedirect } from './redirects.js';
import { localPathArb, rawPathnameArb } from './routing.arb.js';

const statusArb = fc.constantFrom<301 | 302>(301, 302);
const redirectArb = fc.record({ from: rawPathnameArb, to: localPathArb, status: statusArb });
const redirectsArb = fc.array(redirectArb, { maxLength: 6 });

describe('findRedirect', () => {
  test.prop([rawPathnameArb, redirectsArb])(
    'a found redirect comes from the same page and leads elsewhere',
    (path, redirects) => {
      const found = findRedirect(path, redirects);
      const matching = redirects.filter(
        (r) =>
          normalizePathname(r.from) === normalizePathname(path) &&
          normalizePathname(r.to.split('?')[0] ?? '') !== normalizePathname(path),
      );
      expect(found === null).toBe(matching.length === 0);
      if (found !== null) expect(found).toEqual({ status: matching[0]?.status, location: matching[0]?.to });
    },
  );

  test.prop([redirectArb, redirectsArb, redirectsArb])(
    'the first matching redirect wins',
    (redirect, before, after) => {
      fc.pre(normalizePathname(redirect.to.split('?')[0] ?? '') !== normalizePathname(redirect.from));
      const earlier = before.filter((r) => normalizePathname(r.from) !== normalizePathname(redirect.from));
      expect(findRedirect(redirect.from, [...earlier, redirect, ...after])).toEqual({
        status: redirect.status,
        location: redirect.to,
      });
    },
  );

  test.prop([redirectArb, fc.stringMatching(/^\?[a-z0-9=&_]{1,12}$/)])(
    'the query of the request follows unless the target has its own',
    (redirect, query) => {
      fc.pre(normalizePathname(redirect.to.split('?')[0] ?? '') !== normalizePathname(redirect.from));
      const found = findRedirect(`${redirect.from}${query}`, [redirect]);
      expect(found?.location).toBe(redirect.to.includes('?') ? redirect.to : `${redirect.to}${query}`);
    },
  );

  const redirects: readonly ServerRedirect[] = [
    { from: '/Old-Flyers.html', to: '/flyers/', status: 301 },
    { from: '/promo', to: 'https://promo.tirage.fr/noel/', status: 302 },
    { from: '/loop/', to: '/LOOP', status: 301 },
  ];

  it('matches pages in their canonical form', () => {
    expect(findRedirect('/old-flyers/', redirects)).toEqual({ status: 301, location: '/flyers/' });
    expect(findRedirect('/promo/?utm_source=mail#top', redirects)).toEqual({
      status: 302,
      location: 'https://promo.tirage.fr/noel/?utm_source=mail',
    });
    expect(findRedirect('/flyers/', redirects)).toBeNull();
    expect(findRedirect('/loop/', redirects)).toBeNull();
    expect(findRedirect('/old-flyers/#top', redirects)).toEqual({ status: 301, location: '/flyers/' });
  });
});
