/** What the server does with a request path before serving a page. */
export type PathNormalization =
  | { readonly type: 'skip' }
  | { readonly type: 'ok' }
  | { readonly type: 'redirect'; readonly status: 301; readonly location: string };

// Crawler files are served as they are: /robots.txt, /sitemap.xml, /sitemap-*.xml and
// /sitemap_*.xml, the landing-page sitemap (/sitemap-lp, /sitemap-lp/…, /sitemap-lp.xml…) and the
// old sitemap (/old-sitemap…). Pages that merely start with "sitemap" (/sitemaps-guide/) are not.
// Matched on the canonical form (which ends in `/`) so that `//Robots.TXT` is skipped too.
const SKIPPED = /^\/(?:robots\.txt\/$|sitemap\.xml\/$|sitemap[-_][^/]*\.xml\/$|sitemap-lp[/._-]|old-sitemap)/;

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * Canonical form of a page path: lowercase, backslashes read as slashes (as browsers do),
 * repeated slashes collapsed, any `.html`/`.htm` ending removed, and one trailing slash.
 * The root stays `/`. Collapsing `//` also keeps a redirect from ever pointing at another
 * host (`//evil.example/` would be protocol-relative).
 */
export function normalizePathname(pathname: string): string {
  const collapsed = pathname
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  const path = stripEndings(collapsed).replace(/^\//, '');
  return path === '' ? '/' : `/${path}/`;
}

// A loop rather than one backtracking regex: request paths are attacker-sized.
function stripEndings(path: string): string {
  let end = path.length;
  for (;;) {
    const ending = ['/', '.html', '.htm'].find((suffix) => path.endsWith(suffix, end));
    if (ending === undefined) return path.slice(0, end);
    end -= ending.length;
  }
}

/**
 * Decides whether a request path is served, skipped or redirected (301) to its canonical form.
 * Accepts a path with its query (`/Flyers.html?ref=mail`) or a full URL, whose origin is dropped
 * from the redirect. The query and fragment are kept verbatim: their case can matter.
 */
export function normalizeRequestPath(input: string): PathNormalization {
  const { pathname, suffix } = splitRequestPath(input);
  const normalized = normalizePathname(pathname);
  if (SKIPPED.test(normalized)) return { type: 'skip' };
  return normalized === pathname
    ? { type: 'ok' }
    : { type: 'redirect', status: 301, location: normalized + suffix };
}

/** Splits a request into its path and the rest (`?query#fragment`), dropping any origin. */
export function splitRequestPath(input: string): { readonly pathname: string; readonly suffix: string } {
  const relative = input.replace(ABSOLUTE_URL, '');
  const end = relative.search(/[?#]/);
  return end === -1
    ? { pathname: relative, suffix: '' }
    : { pathname: relative.slice(0, end), suffix: relative.slice(end) };
}
