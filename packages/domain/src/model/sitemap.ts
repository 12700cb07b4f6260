import type { Temporal } from 'temporal-polyfill';
import { escapeMarkup } from '../support/escape-markup.js';
import { encodeUtf8 } from '../support/utf8.js';

/**
 * The sitemaps a shop publishes: its pages (`/sitemap.xml`), its landing pages
 * (`/sitemap-lp.xml`) and the previous site's paths that still lead to a page (`/old-sitemap.xml`).
 */
export type SitemapKind = 'main' | 'landingPages' | 'old';

/** One page of a sitemap: its path in the shop, and when it last changed if that is known. */
export interface SitemapEntry {
  /** A path of the shop, starting with `/` (e.g. `/flyers/`). */
  readonly path: string;
  readonly lastModified: Temporal.Instant | undefined;
}

/**
 * A URL with what cannot stand in one as it is (spaces, control characters, anything beyond
 * ASCII) percent-encoded as UTF-8; a lone surrogate becomes U+FFFD. Printable ASCII, `%` included,
 * is kept verbatim, so a path already encoded is not encoded twice.
 */
function encodeUnsafeCharacters(url: string): string {
  return url.replace(/[^\x21-\x7e]/gu, (character) =>
    Array.from(encodeUtf8(character), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(
      '',
    ),
  );
}

/** The absolute URL of a page: the base URL (any trailing `/` dropped) followed by the page's path. */
export function sitemapUrl(baseUrl: string, path: string): string {
  return encodeUnsafeCharacters(baseUrl.replace(/\/+$/, '') + path);
}

/** A `<lastmod>` date (W3C date, `YYYY-MM-DD`), as the day the instant falls on in UTC. */
function lastModifiedDate(instant: Temporal.Instant): string {
  return instant.toZonedDateTimeISO('UTC').toPlainDate().toString();
}

/**
 * The sitemap XML document (sitemaps.org protocol 0.9) of `entries`: one `<url>` each, in their
 * order, with the page's absolute URL in `<loc>` and, when known, the day it last changed in
 * `<lastmod>`. URLs are XML-escaped, so any path gives a well-formed document.
 */
export function sitemapXml(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `    <loc>${escapeMarkup(sitemapUrl(baseUrl, entry.path))}</loc>\n`;
    const lastmod =
      entry.lastModified === undefined
        ? ''
        : `    <lastmod>${lastModifiedDate(entry.lastModified)}</lastmod>\n`;
    return `  <url>\n${loc}${lastmod}  </url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('') +
    '</urlset>\n'
  );
}
