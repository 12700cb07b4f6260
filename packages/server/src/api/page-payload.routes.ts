import { createHash } from 'node:crypto';
import {
  type ErrorEnvelope,
  PAGE_PAYLOAD_FILE,
  pagePayloadPath,
  type RouteData,
  routes,
  validationErrorEnvelope,
} from '@tirage/api-client/contract';
import { normalizePathname, pageNotFound } from '@tirage/domain';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReferenceReads } from '../cache/reference-cache.js';
import type { CatalogStore, StoredPage } from '../catalog/catalog-store.js';
import type { AppEnv } from '../http/app-env.js';
import { type RequestTenant, resolveRequestTenant, type Tenancy } from '../tenancy/tenancy.js';

type WirePage = RouteData<'content.page'>;

/**
 * How long a browser or a shared cache may keep a payload without asking again (a minute: a page
 * staff edit shows soon), and how long longer a cache may answer with it while it asks.
 */
export const PAGE_PAYLOAD_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

interface PagePayloadDeps {
  readonly catalog: Pick<CatalogStore, 'pageByPath' | 'pageByLegacyPath'>;
  readonly reads: ReferenceReads;
  /** The page as the page call answers it to a guest of `tenant`'s shop. */
  readonly wirePage: (page: StoredPage, tenant: RequestTenant, tenancy: Tenancy) => Promise<WirePage>;
  /** Parse every payload with the contract's schema before sending it (on in tests). */
  readonly validateResponses: boolean;
}

/** A strong validator of the body: its SHA-256, so the same content always has the same tag. */
const entityTag = (body: string) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/** `If-None-Match` names the tag (or any, `*`); compared weakly, as RFC 9110 says for GET. */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === tag);
}

const refused = (c: Context<AppEnv>, error: ErrorEnvelope) => {
  c.header('cache-control', 'no-store');
  c.header('x-content-type-options', 'nosniff');
  return c.json(error, error.code as ContentfulStatusCode);
};

/** The page's path as the address writes it (`/flyers/`), checked as the contract's parameter; a refusal otherwise. */
function requestedPath(pathname: string): { readonly path: string } | { readonly error: ErrorEnvelope } {
  const path = pathname.slice(0, -PAGE_PAYLOAD_FILE.length);
  if (path === '/') return { path };
  let pagePath: string;
  try {
    pagePath = decodeURIComponent(path.slice(1, -1));
  } catch {
    return {
      error: {
        status: 'error',
        code: 400,
        message: 'The request is not valid',
        kind: 'request.invalid',
        errors: [{ path: 'pagePath', message: 'Malformed percent-encoding' }],
      },
    };
  }
  const params = routes['content.pagePayload'].params.safeParse({ pagePath });
  return params.success ? { path } : { error: validationErrorEnvelope(params.error) };
}

/**
 * `GET {page path}_payload.json` (`/flyers/_payload.json`, `/_payload.json` for the home page): a
 * page's payload, on the site's root router, for the shop of the request's host (as the pages
 * themselves are). It is the same for every visitor: the page as the page call answers it to a
 * guest, and the shop's locale and address; no cookie or token is read. Public for a minute with
 * a strong `ETag` (a matching `If-None-Match` is 304, no body). A path that is not a page's own
 * canonical one is 404; a previous site's path is a 301 to the payload of the page that replaced it.
 */
export function mountPagePayloads(site: Hono<AppEnv>, deps: PagePayloadDeps): void {
  const answerPayload = async (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const requested = requestedPath(url.pathname);
    if ('error' in requested) return refused(c, requested.error);
    const { path } = requested;
    const notFound = () => {
      const error = pageNotFound(path);
      return refused(c, { status: 'error', code: 404, message: error.message, kind: error.kind });
    };
    // Only a page's canonical path has a payload: the storefront asks no other.
    if (normalizePathname(path) !== path) return notFound();

    const tenancy = await deps.reads.tenancy();
    const tenant = resolveRequestTenant(tenancy, {
      tenant: undefined,
      host: c.req.header('host') || url.host,
      activeCurrency: undefined,
    });
    if (!tenant.ok) return refused(c, tenant.error);

    const page = await deps.catalog.pageByPath(path);
    if (page === undefined) {
      const replacing = await deps.catalog.pageByLegacyPath(path);
      if (replacing === undefined) return notFound();
      c.header('cache-control', PAGE_PAYLOAD_CACHE_CONTROL);
      return c.redirect(pagePayloadPath(replacing.path), 301);
    }

    const payload = {
      page: await deps.wirePage(page, tenant.value, tenancy),
      shop: {
        locale: tenant.value.tenant.domainConfig.locale,
        baseUrl: tenant.value.tenant.baseUrl.replace(/\/+$/, ''),
      },
    };
    if (deps.validateResponses) {
      const checked = routes['content.pagePayload'].response.safeParse(payload);
      if (!checked.success)
        throw new Error(`The payload of ${path} breaks the contract: ${checked.error.message}`);
    }
    const body = JSON.stringify(payload);
    const tag = entityTag(body);
    const headers = {
      'cache-control': PAGE_PAYLOAD_CACHE_CONTROL,
      etag: tag,
      'x-content-type-options': 'nosniff',
      // The page is what search engines show, not its data.
      'x-robots-tag': 'noindex',
    };
    if (matches(c.req.header('if-none-match'), tag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
  };

  site.get(routes['content.homePayload'].path, answerPayload);
  // Any page's path, slashes included: the handler reads it from the address itself.
  site.get(`/:pagePath{.+}/${PAGE_PAYLOAD_FILE}`, answerPayload);
}
