import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../support/escape-markup.js';
import { decodeUtf8 } from '../support/utf8.js';
import { type SitemapEntry, sitemapUrl, sitemapXml } from './sitemap.js';

const BASE = 'https://www.tirage.fr';

/** The text of each `<loc>` of a document, its references read back. */
const locations = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, text]) => unescapeXml(text ?? ''));

function unescapeXml(text: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '');
}

/** Percent-decoding as UTF-8, by hand (the domain has no TextDecoder). */
function percentDecode(text: string): string | null {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; ) {
    if (text[index] === '%') {
      bytes.push(Number.parseInt(text.slice(index + 1, index + 3), 16));
      index += 3;
    } else {
      bytes.push(text.charCodeAt(index));
      index += 1;
    }
  }
  return decodeUtf8(Uint8Array.from(bytes));
}

/** Well-formed text: lone surrogates replaced by U+FFFD, as UTF-8 encoding does. */
const wellFormed = (text: string): string =>
  [...text].map((character) => (/^[\ud800-\udfff]$/.test(character) ? '\ufffd' : character)).join('');

/** Printable ASCII but the space: what a URL may hold as it is, the XML special characters included. */
const urlCharacterArb = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
const urlPathArb = fc.string({ unit: urlCharacterArb }).map((rest) => `/${rest}`);

/** Any text, with XML's special characters often enough to matter. */
const textArb = fc.string({
  unit: fc.oneof(
    fc.constantFrom('&', '<', '>', '"', "'", ';', '#'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
});

/** Any text after the leading slash: controls, spaces, accents, emoji, lone surrogates. */
const anyPathArb = textArb.map((rest) => `/${rest}`);

const baseArb = fc.constantFrom(BASE, `${BASE}/`, 'http://be.localhost:3000', 'http://shop.test//');
const instantArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => Temporal.Instant.fromEpochMilliseconds(date.getTime()));
const entryArb: fc.Arbitrary<SitemapEntry> = fc.record({
  path: anyPathArb,
  lastModified: fc.option(instantArb, { nil: undefined }),
});

describe('sitemapUrl', () => {
  it('joins the base URL and the path with one slash', () => {
    expect(sitemapUrl(BASE, '/flyers/')).toBe('https://www.tirage.fr/flyers/');
    expect(sitemapUrl(`${BASE}//`, '/')).toBe('https://www.tirage.fr/');
  });

  it('percent-encodes what a URL cannot hold as it is, and only that', () => {
    expect(sitemapUrl(BASE, '/cartes de visite/')).toBe('https://www.tirage.fr/cartes%20de%20visite/');
    expect(sitemapUrl(BASE, '/dépliants/')).toBe('https://www.tirage.fr/d%C3%A9pliants/');
    expect(sitemapUrl(BASE, '/d%C3%A9pliants/?a=1&b=2')).toBe(
      'https://www.tirage.fr/d%C3%A9pliants/?a=1&b=2',
    );
    expect(sitemapUrl(BASE, '/\ud800/')).toBe('https://www.tirage.fr/%EF%BF%BD/');
  });
});

describe('sitemapXml', () => {
  it('lists each page with its absolute URL, and its last change as a date when it is known', () => {
    const xml = sitemapXml(`${BASE}/`, [
      { path: '/flyers/', lastModified: Temporal.Instant.from('2026-11-20T08:00:00Z') },
      { path: '/', lastModified: undefined },
      { path: '/offres/?ref=a&b', lastModified: Temporal.Instant.from('2026-12-31T23:30:00-02:00') },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        '    <loc>https://www.tirage.fr/flyers/</loc>',
        '    <lastmod>2026-11-20</lastmod>',
        '  </url>',
        '  <url>',
        '    <loc>https://www.tirage.fr/</loc>',
        '  </url>',
        '  <url>',
        '    <loc>https://www.tirage.fr/offres/?ref=a&amp;b</loc>',
        // 23:30 at UTC-2 is already the next day in UTC.
        '    <lastmod>2027-01-01</lastmod>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('is an empty urlset without pages', () => {
    expect(sitemapXml(BASE, [])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });

  test.prop([baseArb, urlPathArb])(
    'any path a URL may hold round-trips: its <loc>, unescaped, is the base URL and the path',
    (base, path) => {
      expect(locations(sitemapXml(base, [{ path, lastModified: undefined }]))).toEqual([
        base.replace(/\/+$/, '') + path,
      ]);
    },
  );

  test.prop([baseArb, anyPathArb.filter((path) => !path.includes('%'))])(
    'any other path round-trips too, percent-encoded: decoding its <loc> gives the path back',
    (base, path) => {
      const [loc] = locations(sitemapXml(base, [{ path, lastModified: undefined }]));
      const root = base.replace(/\/+$/, '');
      expect(loc?.startsWith(root)).toBe(true);
      expect(percentDecode(loc?.slice(root.length) ?? '')).toBe(wellFormed(path));
    },
  );

  test.prop([baseArb, fc.array(entryArb, { maxLength: 8 })])(
    'the document is well-formed XML of printable ASCII, one <url> per page in order, whatever the paths',
    (base, entries) => {
      const xml = sitemapXml(base, entries);
      // Only printable ASCII and line breaks: nothing XML 1.0 forbids, no encoding question.
      expect(xml).toMatch(/^[\x20-\x7e\n]*$/);
      // Outside the markup, no `<` and no `&` that does not start an entity.
      const text = xml.replace(/<\/?[a-z?][^<>]*>/g, '');
      expect(text).not.toMatch(/[<>]|&(?!(?:amp|lt|gt|quot|#39);)/);
      expect(xml.match(/<url>/g) ?? []).toHaveLength(entries.length);
      expect(locations(xml)).toEqual(
        entries.map((entry) => unescapeXml(escapeMarkup(sitemapUrl(base, entry.path)))),
      );
      const dates = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map(([, date]) => date);
      expect(dates).toEqual(
        entries.flatMap((entry) =>
          entry.lastModified === undefined
            ? []
            : [entry.lastModified.toZonedDateTimeISO('UTC').toPlainDate().toString()],
        ),
      );
    },
  );
});
