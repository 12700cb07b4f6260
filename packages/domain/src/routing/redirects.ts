import { normalizePathname, splitRequestPath } from './path-normalization.js';

/**
 * A redirect supplied by the server (back-office URL changes, retired products). `from` is a
 * page path, compared in its canonical form; `to` is a path or an absolute URL.
 */
export interface ServerRedirect {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}

export interface RedirectDecision {
  readonly status: 301 | 302;
  readonly location: string;
}

/**
 * The first server redirect whose `from` names the same page as `path`, or null.
 * The request's query follows the shopper (campaign parameters) unless `to` has its own.
 * A redirect to the very page requested is ignored rather than looping.
 */
export function findRedirect(path: string, redirects: readonly ServerRedirect[]): RedirectDecision | null {
  const { pathname, suffix } = splitRequestPath(path);
  const requested = normalizePathname(pathname);
  const query = suffix.split('#')[0] ?? '';
  for (const redirect of redirects) {
    if (normalizePathname(splitRequestPath(redirect.from).pathname) !== requested) continue;
    const target = splitRequestPath(redirect.to);
    const isSelf =
      !/^[a-z][a-z0-9+.-]*:/i.test(redirect.to) && normalizePathname(target.pathname) === requested;
    if (isSelf) continue;
    const location = target.suffix === '' && query !== '' ? `${redirect.to}${query}` : redirect.to;
    return { status: redirect.status, location };
  }
  return null;
}
