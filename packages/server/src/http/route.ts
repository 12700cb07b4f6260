import {
  type ErrorEnvelope,
  type FieldError,
  HEADER,
  idempotencyKeySchema,
  type RouteDefinition,
  validationErrorEnvelope,
} from '@tirage/api-client/contract';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod';
import { API_PREFIX } from '../app.js';
import type { Database } from '../db/database.js';
import { AUTH_COOKIE, readAuthCookie } from '../storefront/auth-cookie.js';
import { loadTenancy, type RequestTenant, resolveRequestTenant, type Tenancy } from '../tenancy/tenancy.js';
import type { AppEnv } from './app-env.js';
import { isCrawler } from './crawlers.js';

type Parsed<Route, Key extends string> = Route extends { readonly [K in Key]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The `data` a route answers, as its response schema reads it; a file answer is the `Response` itself. */
export type RouteDataOf<Route extends RouteDefinition> = Route extends {
  readonly fileAnswer: readonly string[];
}
  ? Response
  : z.input<Route['response']> extends { data: infer Data }
    ? Data
    : never;

/** What a handler receives: the request already parsed by the route's schemas, and its shop. */
export interface RouteInput<Route extends RouteDefinition> {
  readonly body: Parsed<Route, 'request'>;
  readonly query: Parsed<Route, 'query'>;
  readonly params: Parsed<Route, 'params'>;
  readonly tenant: RequestTenant;
  /** The tenancy tables as read for this request, for a handler that resolves another host. */
  readonly tenancy: Tenancy;
  /**
   * The customer whose access token came with the request: a string on `auth: 'required'`
   * routes (mountRoute answers 401 before the handler otherwise), maybe a guest on the others.
   */
  readonly customerId: Route extends { readonly auth: 'required' } ? string : string | undefined;
  /** Set when the customer's token is a staff member's login-as token. */
  readonly loginAs: LoginAs | undefined;
  /** The staff member of a staff token: set on `auth: 'staff'` routes, and only there. */
  readonly staff: Route extends { readonly auth: 'staff' } ? StaffIdentity : undefined;
  /** The `Idempotency-Key` header (checked to be a UUID) on routes that require one, and only there. */
  readonly idempotencyKey: Route extends { readonly idempotencyKey: true } ? string : undefined;
  readonly c: Context<AppEnv>;
}

/** The staff member a staff token proves. */
export interface StaffIdentity {
  readonly staffId: string;
  readonly sessionId: string;
}

/** A staff member acting as the customer, in a login-as session. */
interface LoginAs {
  readonly staffId: string;
  readonly sessionId: string;
}

/** What the bearer token of a request proves. */
type Authentication =
  | { readonly ok: true; readonly customerId: string; readonly loginAs?: LoginAs }
  | { readonly ok: false; readonly reason: 'missing' | 'expired' | 'invalid' };

/** Reads an `Authorization` header (the access token); passed to `mountRoute` by the modules. */
export type Authenticator = (authorization: string | undefined) => Promise<Authentication>;

type StaffAuthentication =
  | { readonly ok: true; readonly staffId: string; readonly sessionId: string }
  | { readonly ok: false; readonly reason: 'missing' | 'expired' | 'invalid' };

/** Reads the `Authorization` header of an `auth: 'staff'` route (a staff member's token). */
export type StaffAuthenticator = (authorization: string | undefined) => Promise<StaffAuthentication>;

/**
 * Records a request a staff member made as a customer (login-as) that changed something: what,
 * for whom and how it ended. Reads are not recorded.
 */
export type StaffActionRecorder = (action: {
  readonly loginAs: LoginAs;
  readonly customerId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
}) => Promise<void>;

/** A handler's answer: data for the success envelope, or an error envelope. */
export type RouteOutcome<Data> =
  | { readonly ok: true; readonly data: Data }
  | { readonly ok: false; readonly error: ErrorEnvelope };

export const answer = <Data>(data: Data): RouteOutcome<Data> => ({ ok: true, data });

export function refuse(
  code: number,
  message: string,
  options: { readonly kind?: string; readonly errors?: readonly FieldError[] } = {},
): RouteOutcome<never> {
  return {
    ok: false,
    error: {
      status: 'error',
      code,
      message,
      ...(options.kind === undefined ? {} : { kind: options.kind }),
      ...(options.errors === undefined ? {} : { errors: [...options.errors] }),
    },
  };
}

/**
 * Thrown to refuse a request from deep inside its work (a transaction, a hook): the transaction
 * rolls back on the way out and `mountRoute` answers the refusal, so nothing is written.
 */
export class Refusal extends Error {
  constructor(readonly outcome: RouteOutcome<never>) {
    super('request refused');
  }
}

/** A 400 naming the fields at fault, as a failed schema parse would. */
export const refuseFields = (errors: readonly FieldError[], kind = 'request.invalid'): RouteOutcome<never> =>
  refuse(400, 'The request is not valid', { kind, errors });

export interface RouteMountDeps {
  readonly db: Database;
  /**
   * Parse every answer with the route's response schema before sending it; a mismatch is a
   * bug and answers 500. On in tests, so no answer can drift from the contract unnoticed.
   */
  readonly validateResponses?: boolean;
  /**
   * Checks the access token of routes with `auth: 'required'` (401 without a valid one; required
   * to mount those) and, when given, of `'optional'` ones (a missing or bad token: a guest).
   */
  readonly authenticate?: Authenticator;
  /**
   * Also recognise the customer from the storefront's auth cookie (`tirage_auth`) when the request
   * has no `Authorization` header: the cookie's access token is checked by `authenticate` exactly
   * as a bearer token, and a bad, expired or ended one makes a guest. Only for read-only
   * `auth: 'optional'` routes (checked at mount), such as the quote the product page asks from
   * the browser, which cannot send the HttpOnly cookie's token itself. It is safe from cross-site
   * request forgery: the cookie is SameSite=Lax, so another site's requests (a form post, a
   * fetch) do not carry it, and the route changes nothing and answers nothing another site could
   * read (no CORS headers).
   */
  readonly readsAuthCookie?: boolean;
  /** Checks the staff token of routes with `auth: 'staff'` (401 without a valid one; required to mount those). */
  readonly authenticateStaff?: StaffAuthenticator;
  /** Where requests made as a customer by staff are recorded (see `StaffActionRecorder`). */
  readonly recordStaffAction?: StaffActionRecorder;
  /** The path the router is mounted at: `/api/v1` (default), or '' for the site's root router. */
  readonly mountedAt?: string;
}

const AUTH_MESSAGES = {
  missing: 'Authentication required',
  expired: 'Access token expired',
  invalid: 'Access token not valid',
} as const;

export type RouteHandler<Route extends RouteDefinition> = (
  input: RouteInput<Route>,
) => Promise<RouteOutcome<RouteDataOf<Route>>>;

const sendError = (c: Context, error: ErrorEnvelope) => c.json(error, error.code as ContentfulStatusCode);

/**
 * Mounts a route of the contract on the `/api/v1` router (or the router `deps.mountedAt` names). In order: crawlers are refused (403)
 * where the route says so; the shop and active currency are resolved; params, query and body
 * checked (401, see `authenticate`); headers, params, query and body are parsed with the route's
 * schemas (400 with field errors, before the handler runs, so a refused request writes nothing);
 * then the handler answers.
 */
export function mountRoute<Route extends RouteDefinition>(
  api: Hono<AppEnv>,
  route: Route,
  deps: RouteMountDeps,
  handler: RouteHandler<Route>,
): void {
  const base = deps.mountedAt ?? API_PREFIX;
  if (!route.path.startsWith(`${base}/`)) throw new Error(`Route ${route.path} is not under ${base}`);
  const path = route.path.slice(base.length);
  const authenticate = deps.authenticate;
  if (route.auth === 'required' && authenticate === undefined)
    throw new Error(`Route ${route.path} needs an authenticator`);
  if (route.auth === 'staff' && deps.authenticateStaff === undefined)
    throw new Error(`Route ${route.path} needs a staff authenticator`);
  if (deps.readsAuthCookie === true && route.auth !== 'optional')
    throw new Error(`Route ${route.path} may read the auth cookie only with auth 'optional'`);

  api.on(route.method, path, async (c) => {
    if (route.crawlerBlocked === true && isCrawler(c.req.header('user-agent'))) {
      return sendError(c, {
        status: 'error',
        code: 403,
        message: 'This call is not available to crawlers',
        kind: 'request.crawler',
      });
    }

    const tenancy = await (c.get('reads')?.tenancy() ?? loadTenancy(deps.db));
    const tenant = resolveRequestTenant(tenancy, {
      tenant: c.req.header(HEADER.tenant),
      host: c.req.header('host') || new URL(c.req.url).host,
      activeCurrency: c.req.header(HEADER.activeCurrency),
    });
    if (!tenant.ok) return sendError(c, tenant.error);

    let customerId: string | undefined;
    let loginAs: LoginAs | undefined;
    let staff: StaffIdentity | undefined;
    const unauthenticated = (reason: 'missing' | 'expired' | 'invalid') =>
      sendError(c, {
        status: 'error',
        code: 401,
        message: AUTH_MESSAGES[reason],
        kind: `auth.${reason === 'missing' ? 'required' : `token_${reason}`}`,
      });
    if (authenticate !== undefined && (route.auth === 'required' || route.auth === 'optional')) {
      const authentication = await authenticate(
        c.req.header(HEADER.authorization) ??
          (deps.readsAuthCookie === true ? cookieAuthorization(c) : undefined),
      );
      if (authentication.ok) {
        customerId = authentication.customerId;
        loginAs = authentication.loginAs;
        c.set('customerId', customerId);
      } else if (route.auth === 'required') {
        return unauthenticated(authentication.reason);
      }
    }
    if (route.auth === 'staff' && deps.authenticateStaff !== undefined) {
      const authentication = await deps.authenticateStaff(c.req.header(HEADER.authorization));
      if (!authentication.ok) return unauthenticated(authentication.reason);
      staff = { staffId: authentication.staffId, sessionId: authentication.sessionId };
    }

    const headers = parseWith(route.headers, c.req.header());
    if (!headers.ok) return sendError(c, headers.error);
    let idempotencyKey: string | undefined;
    if (route.idempotencyKey === true) {
      const key = idempotencyKeySchema.safeParse(c.req.header(HEADER.idempotencyKey));
      if (!key.success) {
        return sendError(c, {
          status: 'error',
          code: 400,
          message: 'The request is not valid',
          kind: 'request.invalid',
          errors: [
            { path: HEADER.idempotencyKey, message: 'An Idempotency-Key header (a UUID) is required' },
          ],
        });
      }
      idempotencyKey = key.data;
    }
    const params = parseWith(route.params, c.req.param());
    if (!params.ok) return sendError(c, params.error);
    const query = parseWith(route.query, c.req.query());
    if (!query.ok) return sendError(c, query.error);
    let rawBody: unknown;
    if (route.request !== undefined) {
      const text = await c.req.text();
      try {
        rawBody = text.trim() === '' ? undefined : JSON.parse(text);
      } catch {
        return sendError(c, { status: 'error', code: 400, message: 'Malformed JSON body' });
      }
    }
    const body = parseWith(route.request, rawBody);
    if (!body.ok) return sendError(c, body.error);

    // What the checks above established, in the types the route's definition promises: a
    // 'required' route has its customer, a 'staff' route its staff member, an idempotent one its key.
    const input = {
      body: body.value as Parsed<Route, 'request'>,
      query: query.value as Parsed<Route, 'query'>,
      params: params.value as Parsed<Route, 'params'>,
      tenant: tenant.value,
      tenancy,
      customerId,
      loginAs,
      staff,
      idempotencyKey,
      c,
    } as RouteInput<Route>;
    const outcome = await refusalCaught(handler, input);
    if (
      loginAs !== undefined &&
      customerId !== undefined &&
      route.method !== 'GET' &&
      route.readOnly !== true
    ) {
      await deps.recordStaffAction?.({
        loginAs,
        customerId,
        method: route.method,
        path: c.req.path,
        status: outcome.ok ? (route.successStatus ?? 200) : outcome.error.code,
      });
    }
    if (!outcome.ok) return sendError(c, outcome.error);
    // A file answer (`fileAnswer` routes) is the handler's own response, sent as it is.
    if (route.fileAnswer !== undefined) return outcome.data as Response;

    const status = route.successStatus ?? 200;
    const envelope = { status: 'success', code: status, data: outcome.data };
    if (deps.validateResponses === true) {
      const checked = route.response.safeParse(envelope);
      if (!checked.success) {
        throw new Error(
          `Answer of ${route.method} ${route.path} breaks the contract: ${checked.error.message}`,
        );
      }
    }
    return c.json(envelope, status as ContentfulStatusCode);
  });
}

/** The auth cookie's access token as an `Authorization` value; undefined without a readable cookie. */
function cookieAuthorization(c: Context<AppEnv>): string | undefined {
  const tokens = readAuthCookie(getCookie(c, AUTH_COOKIE));
  return tokens === null ? undefined : `Bearer ${tokens.access.value}`;
}

async function refusalCaught<Route extends RouteDefinition>(
  handler: RouteHandler<Route>,
  input: RouteInput<Route>,
): Promise<RouteOutcome<RouteDataOf<Route>>> {
  try {
    return await handler(input);
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    throw error;
  }
}

type Parse = { ok: true; value: unknown } | { ok: false; error: ErrorEnvelope };

function parseWith(schema: z.ZodType | undefined, value: unknown): Parse {
  if (schema === undefined) return { ok: true, value: undefined };
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: validationErrorEnvelope(parsed.error) };
}
