import { randomUUID } from 'node:crypto';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApiClient, createMemoryTokenStore, type TokenStore } from '@tirage/api-client';
import { tenantSchema } from '@tirage/api-client/contract';
import { createShopPorts, stopWhenUnavailable } from '@tirage/api-client/ports';
import {
  activeCampaignOf,
  campaignName,
  campaignOfLink,
  campaignParameters,
  decideTokenAction,
  normalizeRequestPath,
} from '@tirage/domain';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import type { ReferenceReads } from '../cache/reference-cache.js';
import type { IpNetwork } from '../config/config.js';
import type { AppEnv } from '../http/app-env.js';
import { socketAddress } from '../http/client-address.js';
import { shopperUrl } from '../http/forwarded-proto.js';
import { networkMatcher } from '../http/networks.js';
import { boundedBody } from '../http/request-body.js';
import type { StoredVisitorSession } from '../session/visitor-sessions.js';
import { resolveRequestTenant, sellsIn } from '../tenancy/tenancy.js';
import { ANONYMOUS_ID_COOKIE, anonymousIdCookie, readAnonymousId } from './anonymous-id-cookie.js';
import {
  AGENT_COOKIE,
  AUTH_COOKIE,
  agentCookie,
  authCookie,
  DEBUG_COOKIE,
  readAgentCookie,
  readAuthCookie,
} from './auth-cookie.js';
import { CAMPAIGN_COOKIE, campaignCookie } from './campaign-cookie.js';
import { type PaymentProviderName, pageSecurityHeaders } from './page-headers.js';
import { sameOriginActions } from './same-origin.js';
import { refusedFormPage } from './server-pages.js';
import { readSessionId, SESSION_COOKIE, sessionCookie } from './session-cookie.js';

/** The most a storefront form may send; a larger body is refused (413) before it is read. */
export const MAX_ACTION_BODY_BYTES = 256 * 1024;
/**
 * The storefront's routes whose body is a file, read by the route itself within its own limit:
 * the artwork upload (200 MB, streamed on to the API, which counts it) and the shop's pictures
 * (10 MB, refused by their declared length). They alone have the uploads' long timeout.
 */
const STOREFRONT_UPLOAD_PATHS: readonly string[] = ['/personal-area/upload-file/', '/admin/upload-ams/'];

/** What the storefront is mounted with; passed in by the composition root. */
interface StorefrontDeps {
  /**
   * The shop's own HTTP application: the storefront's API client calls it in process. `env` is the
   * page request's own (its socket), so the API counts logins against the shopper's address.
   */
  readonly apiFetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  readonly reads: ReferenceReads;
  /** How long a form's body may take to arrive (the app's `bodyTimeoutMs`). */
  readonly bodyTimeoutMs: number;
  /** The stored session of a session cookie's id (what the visit chose), null when none is kept. */
  readonly visitorSession: (id: string) => Promise<StoredVisitorSession | null>;
}

/** Adds the storefront to the application, after the API: every other path is a page. */
export type StorefrontModule = (site: Hono<AppEnv>, deps: StorefrontDeps) => void;

export interface StorefrontBuild {
  /** `@tirage/react-app/server-build`: React Router's server build. */
  readonly build: ServerBuild;
  /** `@tirage/react-app/client-directory`: the built browser files. */
  readonly clientDirectory: string;
  /** The storefront's clock (banners, token expiries); the system clock by default. */
  readonly clock?: () => Temporal.Instant;
  /** Visitors from these networks are recognised as staff (`STAFF_IP_RANGES`); none by default. */
  readonly staffNetworks?: readonly IpNetwork[];
  /** A development build: every visitor is recognised as staff (specification section 6). */
  readonly developmentBuild?: boolean;
  /** Who takes card payments: the payment pages' Content-Security-Policy allows its hosts. */
  readonly paymentProvider?: PaymentProviderName;
  /** Services every page's scripts may call besides the shop (the address lookup's, when configured). */
  readonly connectHosts?: readonly string[];
  /** The visitor's address; the socket's peer by default (behind a proxy, one that reads its header). */
  readonly clientIp?: (c: Context<AppEnv>) => string;
}

/**
 * The server-rendered storefront (React Router framework mode) on the API's own port.
 *
 * - Built browser files are served from `/assets/` with a year of caching (their names carry a
 *   content hash).
 * - A request that may change something (any method but GET, HEAD, OPTIONS) from another
 *   origin is refused (403) before any action runs (`same-origin.ts`).
 * - A path that is not canonical (uppercase, no trailing slash, `.html`) answers a 301 to its
 *   canonical form before anything is rendered (specification section 2).
 * - Each request gets its own API client and ports, for its shop and currency, calling the API in
 *   process: no socket, no module-level state.
 * - A port call that answers `service.unavailable` (the database is down or frozen) ends the page
 *   with the storefront's unavailable page, 503 with `Retry-After` (`stopWhenUnavailable`).
 */
export function storefront({
  build,
  clientDirectory,
  clock = () => Temporal.Now.instant(),
  staffNetworks = [],
  developmentBuild = false,
  clientIp = socketAddress,
  paymentProvider = 'sandbox',
  connectHosts = [],
}: StorefrontBuild): StorefrontModule {
  const handle = createRequestHandler(build, 'production');
  const fromStaffNetwork = networkMatcher(staffNetworks);
  return (site, { apiFetch, reads, bodyTimeoutMs, visitorSession }) => {
    // Pages and browser files go out gzipped to browsers that take it (the API's answers, mounted
    // before, are left as they are).
    site.use('*', compress());
    site.use('*', pageSecurityHeaders(paymentProvider, connectHosts));
    // Every storefront request that may change something comes from the shop's own pages.
    site.use('*', sameOriginActions());
    const assets = serveStatic({ root: clientDirectory });
    site.use('/assets/*', async (c, next) => {
      const found = await assets(c, next);
      // Only the built files (content-hashed names), not what later handlers serve under /assets.
      if (found instanceof Response)
        found.headers.set('cache-control', 'public, max-age=31536000, immutable');
      return found;
    });
    // The storefront's public files (`packages/react-app/public/`), under names that do not change.
    site.get('/favicon.svg', async (c, next) => {
      const found = await assets(c, next);
      if (found instanceof Response) found.headers.set('cache-control', 'public, max-age=86400');
      return found;
    });

    // Every other action (a form posted to a page) is read whole first, within its limit and time.
    const actionBody = boundedBody({
      maxBytes: MAX_ACTION_BODY_BYTES,
      timeoutMs: bodyTimeoutMs,
      handOn: 'request',
      refuse: (_c, status) => refusedFormPage(status),
    });
    site.use('*', (c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' || STOREFRONT_UPLOAD_PATHS.includes(c.req.path)
        ? next()
        : actionBody(c, next),
    );

    site.all('*', async (c) => {
      const url = new URL(c.req.url);
      // React Router's own requests (route manifest, page data) are not pages: never redirected.
      const decision = isRouterRequest(url.pathname)
        ? ({ type: 'ok' } as const)
        : normalizeRequestPath(c.req.url);
      if (decision.type === 'redirect') return c.redirect(decision.location, 301);

      const tenancy = await reads.tenancy();
      const host = c.req.header('host') || url.host;
      const shopOfHost = resolveRequestTenant(tenancy, {
        tenant: undefined,
        host,
        activeCurrency: undefined,
      });
      // The visit's session, given out on its first page: the currency it chose, while the shop
      // sells it (the shop's own otherwise), is the currency of every call and price of the page.
      const knownSessionId = readSessionId(getCookie(c, SESSION_COOKIE));
      const sessionId = knownSessionId ?? randomUUID();
      const stored =
        knownSessionId === undefined ? null : await storedSession(visitorSession, knownSessionId);
      const chosen = stored?.activeCurrency ?? null;
      const tenant =
        shopOfHost.ok && chosen !== null && sellsIn(shopOfHost.value.tenant, chosen)
          ? resolveRequestTenant(tenancy, { tenant: undefined, host, activeCurrency: chosen })
          : shopOfHost;
      // The contract's tenant header knows the platform's shops only (`TENANTS`).
      const code = tenant.ok ? tenantSchema.safeParse(tenant.value.tenant.code) : undefined;
      if (!tenant.ok || !code?.success) return c.text('Tenant domain not valid', 400);

      // The session travels in the auth cookie; a token the client refreshes, or a login or
      // logout of an action, changes the store, and the answer carries the new cookie.
      const authValue = getCookie(c, AUTH_COOKIE);
      const read = readAuthCookie(authValue);
      // A session whose tokens have both expired ends before anything is asked with it: the
      // shopper is a guest again, the cookie is cleared, and the pages are told (to say so).
      const sessionExpired = read !== null && decideTokenAction({ now: clock(), tokens: read }) === 'reset';
      const initial = sessionExpired ? null : read;
      const held = createMemoryTokenStore(initial);
      let changed = false;
      const tokens: TokenStore = {
        get: () => held.get(),
        set: (next) => {
          changed = true;
          return held.set(next);
        },
        clear: () => {
          changed = true;
          return held.clear();
        },
      };
      // A campaign link (`?utm_campaign=…`) names the visit's campaign, kept 30 days in a cookie;
      // every call of the page, and of the browser (through the root loader), sends it.
      const { domainConfig } = tenant.value.tenant;
      const linkedCampaign = campaignOfLink(url.searchParams, campaignParameters(domainConfig));
      const keptCampaign = getCookie(c, CAMPAIGN_COOKIE);
      const campaign = activeCampaignOf(linkedCampaign, keptCampaign);
      // The shopper's socket only (not the answer's stream): the API reads its address.
      const apiEnv = { incoming: (c.env as { incoming?: unknown } | undefined)?.incoming };
      // The visit's tracking id: the one its session keeps, else its shop's.
      const trackingId = stored?.trackingId ?? tenant.value.tenant.trackingId ?? undefined;
      const client = createApiClient({
        baseURL: url.origin,
        tenant: code.data,
        currency: tenant.value.activeCurrency,
        ...(trackingId === undefined ? {} : { trackingId }),
        campaign,
        tokens,
        clock,
        // The API reads the visit's session by its cookie, as for the browser's own calls.
        fetch: (input, init) => {
          const call = new Request(input, init);
          call.headers.set('cookie', `${SESSION_COOKIE}=${sessionId}`);
          return Promise.resolve(apiFetch(call, apiEnv));
        },
      });
      // A guest's cart is found by the anonymous id cookie, given out the first time a page needs it.
      const knownAnonymousId = readAnonymousId(getCookie(c, ANONYMOUS_ID_COOKIE));
      let givenAnonymousId: string | undefined;
      const anonymousId = (options: { readonly create: boolean }): string | undefined => {
        if (knownAnonymousId !== undefined) return knownAnonymousId;
        if (options.create) givenAnonymousId ??= randomUUID();
        return givenAnonymousId;
      };
      let agent: { value: string | undefined; changed: boolean; maxAgeS: number } = {
        value: readAgentCookie(getCookie(c, AGENT_COOKIE)),
        changed: false,
        maxAgeS: 0,
      };
      const cspNonce = c.var.secureHeadersNonce;
      if (cspNonce === undefined) throw new Error('pageSecurityHeaders must run before the pages');
      // Behind a trusted TLS proxy the page is told its https address (React Router checks an
      // action's Origin against it).
      const asked = shopperUrl(c);
      const request = asked === c.req.url ? c.req.raw : new Request(asked, c.req.raw);
      let landedCampaign: string | undefined;
      const response = privateUnlessSet(
        await handle(request, {
          keepCampaign: (campaign: string) => {
            landedCampaign = campaignName(campaign);
          },
          ports: stopWhenUnavailable(
            createShopPorts(client, {
              tokens,
              // A logged-in shopper's designs are the customer's; a guest's are kept under its anonymous id.
              designerOwner: async () =>
                (await tokens.get()) !== null
                  ? { kind: 'customer' }
                  : { kind: 'guest', anonymousId: anonymousId({ create: true }) as string },
            }),
          ),
          now: clock,
          session: tokens,
          sessionExpired,
          anonymousId,
          // Fresh for every response (`pageSecurityHeaders`): the inline scripts carry it, and the
          // page's Content-Security-Policy allows only scripts that do.
          cspNonce,
          staff: {
            recognised: developmentBuild || fromStaffNetwork(clientIp(c)),
            debug: getCookie(c, DEBUG_COOKIE) === '1',
            agentToken: () => agent.value,
            setAgentToken: (token: { readonly value: string; readonly maxAgeS: number } | null) => {
              agent = { value: token?.value, changed: true, maxAgeS: token?.maxAgeS ?? 0 };
            },
          },
          shop: {
            tenant: code.data,
            baseUrl: tenant.value.tenant.baseUrl.replace(/\/+$/, ''),
            locale: domainConfig.locale,
            currency: tenant.value.activeCurrency,
            currencies: tenant.value.tenant.currencies,
            ...(trackingId === undefined ? {} : { trackingId }),
            country: domainConfig.default_iso2,
            zipCode: domainConfig.default_zipcode,
            countries: domainConfig.countries,
            rules: tenant.value.tenant.rules,
            resellerDiscountPercent: domainConfig.reseller_discount_percent,
            campaign,
          },
        }),
      );
      // Over https (or behind a trusted TLS proxy that says so) the cookies are Secure.
      const secure = c.var.https;
      const hadBadCookie = sessionExpired || (initial === null && authValue !== undefined);
      // A link's campaign first; else the campaign of the landing page shown.
      const newCampaign = linkedCampaign ?? landedCampaign;
      const campaignToKeep = newCampaign !== keptCampaign ? newCampaign : undefined;
      if (
        !changed &&
        !hadBadCookie &&
        knownSessionId !== undefined &&
        givenAnonymousId === undefined &&
        !agent.changed &&
        campaignToKeep === undefined
      )
        return response;
      const answered = new Response(response.body, response);
      if (changed || hadBadCookie)
        answered.headers.append('set-cookie', authCookie(await held.get(), secure));
      if (agent.changed) {
        answered.headers.append(
          'set-cookie',
          agentCookie(
            agent.value === undefined ? null : { value: agent.value, maxAgeS: agent.maxAgeS },
            secure,
          ),
        );
      }
      if (givenAnonymousId !== undefined) {
        answered.headers.append('set-cookie', anonymousIdCookie(givenAnonymousId, secure));
      }
      if (knownSessionId === undefined)
        answered.headers.append('set-cookie', sessionCookie(sessionId, secure));
      if (campaignToKeep !== undefined)
        answered.headers.append('set-cookie', campaignCookie(campaignToKeep, secure));
      return answered;
    });
  };
}

/**
 * What a page without a caching rule of its own is sent with: it shows the visit's cart, session
 * and prices in its currency, so no shared cache (a CDN, a proxy) may keep it, and the browser asks
 * again before showing it from its own cache.
 */
const PAGE_CACHE_CONTROL = 'private, no-cache';

function privateUnlessSet(response: Response): Response {
  if (response.headers.has('cache-control')) return response;
  try {
    response.headers.set('cache-control', PAGE_CACHE_CONTROL);
    return response;
  } catch {
    // Headers of a response made elsewhere may be immutable: a copy carries the rule.
    const copy = new Response(response.body, response);
    copy.headers.set('cache-control', PAGE_CACHE_CONTROL);
    return copy;
  }
}

/**
 * The stored session of the id; none when it cannot be read (the page is then served in the shop's
 * own currency, and its calls say whether the shop is available).
 */
async function storedSession(
  read: (id: string) => Promise<StoredVisitorSession | null>,
  id: string,
): Promise<StoredVisitorSession | null> {
  try {
    return await read(id);
  } catch {
    return null;
  }
}

/** `/__manifest` (lazy route discovery) and `….data` (a page's loader data for the browser). */
export function isRouterRequest(pathname: string): boolean {
  return pathname === '/__manifest' || pathname.endsWith('.data');
}
