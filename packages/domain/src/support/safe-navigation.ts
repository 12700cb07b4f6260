import type { NavigationError } from '../errors/errors.js';
import { err, ok, type Result } from '../shared/result.js';

export interface NavigationOptions {
  /** Leaving the shop must be asked for explicitly. */
  readonly external?: boolean;
  /** The shop's own origin, e.g. 'https://www.tirage.fr'. */
  readonly currentOrigin: string;
}

export type NavigationTarget =
  | { readonly kind: 'internal'; readonly href: string }
  | { readonly kind: 'external'; readonly href: string };

/**
 * Schemes the shop may navigate to. Everything else (javascript:, data:, vbscript:, file:,
 * blob:, and whatever a browser may add) is refused: an allow-list cannot be outgrown.
 */
const SAFE_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);

const WEB_SCHEMES: ReadonlySet<string> = new Set(['http', 'https']);

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

// Browsers drop ASCII tab and newlines anywhere in a URL and trim C0 controls and spaces.
const BROWSER_STRIPPED = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const BROWSER_TRIMMED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// For deciding where a URL leads we go further and drop every control and space character,
// so that no spelling the browser might read as a scheme slips past.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ANY_SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/g;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Checks a navigation target before the app follows it: unsafe schemes are refused whatever
 * their spelling, and leaving the shop's origin needs `external: true`.
 */
export function checkNavigation(
  url: string,
  options: NavigationOptions,
): Result<NavigationTarget, NavigationError> {
  const href = url.replace(BROWSER_STRIPPED, '').replace(BROWSER_TRIMMED, '');
  const probe = url.replace(ANY_SPACE_OR_CONTROL, '');
  const scheme = SCHEME.exec(probe)?.[1]?.toLowerCase();
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme)) {
    return err({
      kind: 'navigation.unsafeProtocol',
      message: `Navigation to a "${scheme}:" URL is not allowed`,
      url,
    });
  }
  if (leadsToCurrentOrigin(probe, scheme, options.currentOrigin)) return ok({ kind: 'internal', href });
  if (options.external !== true) {
    return err({
      kind: 'navigation.externalWithoutFlag',
      message: `Navigation to the external URL ${href} needs the external flag`,
      url,
    });
  }
  return ok({ kind: 'external', href });
}

function leadsToCurrentOrigin(probe: string, scheme: string | undefined, currentOrigin: string): boolean {
  const current = originOf(currentOrigin);
  if (scheme === undefined) {
    if (!/^[/\\]{2}/.test(probe)) return true;
    // "//host" and "/\host" are protocol-relative: another host, reached with the page's scheme.
    return current !== null && sameOrigin(originOf(`${current.scheme}:${probe}`), current);
  }
  return WEB_SCHEMES.has(scheme) && sameOrigin(originOf(probe), current);
}

function sameOrigin(target: Origin | null, current: Origin | null): boolean {
  if (target === null || current === null) return false;
  return target.scheme === current.scheme && target.host === current.host && target.port === current.port;
}

interface Origin {
  readonly scheme: string;
  readonly host: string;
  readonly port: string;
}

/** The origin of an http(s) URL, read the way browsers read it (backslashes count as slashes). */
function originOf(absolute: string): Origin | null {
  const match = /^(https?):[/\\]*([^/\\?#]*)/i.exec(absolute);
  if (match === null) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  const authority = match[2] ?? '';
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1).toLowerCase();
  const portMatch = /:(\d*)$/.exec(hostAndPort);
  const host = portMatch === null ? hostAndPort : hostAndPort.slice(0, portMatch.index);
  const rawPort = portMatch?.[1] ?? '';
  const port = rawPort === '' || rawPort === DEFAULT_PORTS[scheme] ? '' : String(Number(rawPort));
  return host === '' ? null : { scheme, host, port };
}
