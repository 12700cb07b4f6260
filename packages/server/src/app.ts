import type { RouteDefinition } from '@tirage/api-client/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type ReferenceReads, uncachedReferenceReads } from './cache/reference-cache.js';
import type { IpNetwork } from './config/config.js';
import { type Database, DatabaseUnavailableError } from './db/database.js';
import type { Activity } from './http/activity.js';
import type { AppEnv } from './http/app-env.js';
import { inProcessEnv } from './http/client-address.js';
import { errorEnvelope, failure } from './http/envelope.js';
import { forwardedProtocol } from './http/forwarded-proto.js';
import { rejectMalformedJson } from './http/json-body.js';
import { createReadiness } from './http/readiness.js';
import { BODY_TIMEOUT_MS, boundedBody } from './http/request-body.js';
import { requestContext } from './http/request-context.js';
import { type ApiRequestLimit, apiRequestLimit } from './http/request-limit.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Logger } from './logging/logger.js';
import { findVisitorSession } from './session/visitor-sessions.js';
import { createLocalObjectStorage } from './storage/local-storage.js';
import type { ObjectStorage } from './storage/object-storage.js';
import { unavailablePage } from './storefront/server-pages.js';
import type { StorefrontModule } from './storefront/storefront.js';

/** What a group of API routes may use; passed in, never imported. */
export interface ApiDeps {
  readonly db: Database;
  readonly logger: Logger;
  /** Signs customers' access tokens; modules that issue or read tokens refuse to mount without it. */
  readonly tokenSigningKey?: string;
  /**
   * The application's root router, for the few calls of the contract outside `/api/v1`
   * (`/api/design-browser-templates`, `/builds/...`); mount them with `mountedAt: ''`.
   */
  readonly site: Hono<AppEnv>;
  /** The shops, currencies and products: cached where the app was given a reference cache. */
  readonly reads: ReferenceReads;
  /** The server's data folder (`DATA_DIR`); absent in bare test apps. */
  readonly dataDir?: string;
  /**
   * Where the shop's files are kept (artwork files, design images, shop pictures): the object
   * storage configured (`STORAGE`), else the data folder. Absent in bare test apps: the modules
   * that keep files mount no file calls unless their options give them a store.
   */
  readonly storage?: ObjectStorage;
  /**
   * Marks a route of the contract as reading its own body (a file, streamed to disk): the API's
   * 1 MB body limit and JSON check leave it alone, and the route bounds the body itself.
   */
  readonly streamOwnBody: (route: Pick<RouteDefinition, 'method' | 'path'>) => void;
  /** The jobs (`src/jobs/`): the mail outbox posts through them; absent in bare test apps. */
  readonly jobs?: JobQueue;
}

/** Adds routes under `/api/v1`; features of the shop are mounted this way by the composition root. */
export type ApiModule = (api: Hono<AppEnv>, deps: ApiDeps) => void;

export interface AppDeps {
  readonly db: Database;
  readonly logger: Logger;
  readonly apiModules?: readonly ApiModule[];
  /** The resolved TOKEN_SIGNING_KEY (see `src/config/secrets.ts`), handed to the API modules. */
  readonly tokenSigningKey?: string;
  /** Reference data reads (see `createReferenceCache`); straight from the database by default. */
  readonly reads?: ReferenceReads;
  /** How long `/readyz` waits for the database before answering 503. */
  readonly healthTimeoutMs?: number;
  /** True once the server's shutdown has begun: `/readyz` then answers 503 `stopping`. */
  readonly draining?: () => boolean;
  /** The server-rendered storefront: every path outside the API is one of its pages. */
  readonly storefront?: StorefrontModule;
  /** The server's data folder (`DATA_DIR`), handed to the API modules. */
  readonly dataDir?: string;
  /** Where the shop's files are kept; by default the local disk under `dataDir`. */
  readonly storage?: ObjectStorage;
  /** Proxies whose `X-Forwarded-Proto` is believed (`TRUSTED_PROXY_IP_RANGES`); none by default. */
  readonly trustedProxies?: readonly IpNetwork[];
  /** Counts the handlers in progress (the server's shutdown waits for them); none by default. */
  readonly activity?: Activity;
  /** How long a body (other than an upload) may take to arrive; `BODY_TIMEOUT_MS` by default. */
  readonly bodyTimeoutMs?: number;
  /** The jobs, handed to the API modules (mail is then sent through the outbox). */
  readonly jobs?: JobQueue;
  /**
   * The API's general limit per client address (`API_RATE_LIMIT_PER_MINUTE`, see
   * `src/http/request-limit.ts`); none by default, as in the tests of other features.
   */
  readonly apiRequestLimit?: ApiRequestLimit;
}

export const API_PREFIX = '/api/v1';
const MAX_BODY_BYTES = 1024 * 1024;

/** The API's answers to a body it refuses, by status. */
const BODY_REFUSALS = {
  400: 'Request body incomplete',
  408: 'Request Timeout',
  413: 'Payload Too Large',
} as const;

/**
 * The HTTP application: a Web-standard `fetch` handler with no module-level state, so several
 * can run in one process (tests, or a server-rendered storefront mounted beside the API).
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const reads = deps.reads ?? uncachedReferenceReads(deps.db);
  const bodyTimeoutMs = deps.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const storage =
    deps.storage ?? (deps.dataDir === undefined ? undefined : createLocalObjectStorage(deps.dataDir));
  if (deps.activity !== undefined) app.use(deps.activity.middleware);
  app.use(requestContext(deps.logger));
  app.use(forwardedProtocol(deps.trustedProxies ?? []));
  app.use(async (c, next) => {
    c.set('reads', reads);
    await next();
  });

  // Liveness: the process answers. A database that is down is no reason to restart it.
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Readiness, for a load balancer: not stopping, the database answers, the schema is migrated.
  const readiness = createReadiness({
    db: deps.db,
    timeoutMs: deps.healthTimeoutMs ?? 2000,
    ...(deps.draining === undefined ? {} : { draining: deps.draining }),
  });
  app.get('/readyz', async (c) => {
    const state = await readiness();
    c.header('Cache-Control', 'no-store');
    return state.status === 'ready' ? c.json({ status: 'ok' }) : c.json(state, 503);
  });

  const api = new Hono<AppEnv>();
  const ownBodies: { readonly method: string; readonly pattern: RegExp }[] = [];
  const unlessOwnBody =
    (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
    (c, next) =>
      ownBodies.some((route) => route.method === c.req.method && route.pattern.test(c.req.path))
        ? next()
        : middleware(c, next);
  api.use(
    apiHeaders(),
    // Before any body is read: a client past its limit costs one count, not a body.
    ...(deps.apiRequestLimit === undefined ? [] : [apiRequestLimit(deps.db, deps.apiRequestLimit)]),
    unlessOwnBody(
      boundedBody({
        maxBytes: MAX_BODY_BYTES,
        timeoutMs: bodyTimeoutMs,
        handOn: 'text',
        refuse: (c, status) => failure(c, status, BODY_REFUSALS[status]),
      }),
    ),
    unlessOwnBody(rejectMalformedJson()),
  );
  const apiDeps: ApiDeps = {
    db: deps.db,
    logger: deps.logger,
    site: app,
    reads,
    streamOwnBody: (route) => ownBodies.push({ method: route.method, pattern: pathPattern(route.path) }),
    ...(deps.tokenSigningKey === undefined ? {} : { tokenSigningKey: deps.tokenSigningKey }),
    ...(deps.dataDir === undefined ? {} : { dataDir: deps.dataDir }),
    ...(deps.jobs === undefined ? {} : { jobs: deps.jobs }),
    ...(storage === undefined ? {} : { storage }),
  };
  for (const mount of deps.apiModules ?? []) mount(api, apiDeps);
  api.all('*', (c) => failure(c, 404, `Not Found: ${c.req.method} ${c.req.path}`));
  app.route(API_PREFIX, api);
  deps.storefront?.(app, {
    // Marked as the app's own calls: the API's general limit counts the page, not each of its calls.
    apiFetch: (request, env) => app.fetch(request, inProcessEnv(env)),
    reads,
    bodyTimeoutMs,
    visitorSession: (id) => findVisitorSession(deps.db, id),
  });

  app.notFound((c) => failure(c, 404, `Page Not Found: ${c.req.path}`));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return failure(c, error.status, error.message || 'Bad Request');
    }
    // A route reading its own body (an upload) fails when the client leaves mid-body: not a bug.
    if (c.req.raw.signal?.aborted === true) {
      (c.get('logger') ?? deps.logger).info({ err: error }, 'client left before its request was read');
      return failure(c, 400, BODY_REFUSALS[400]);
    }
    // The database is down or frozen: nothing is known to have happened, and the shopper may
    // try again (the storefront shows its unavailable page, the API says so in its envelope).
    if (causedByUnavailableDatabase(error)) {
      (c.get('logger') ?? deps.logger).warn({ err: error }, 'database unavailable: answered 503');
      if (!c.req.path.startsWith('/api/')) return unavailablePage(UNAVAILABLE_RETRY_AFTER_S);
      c.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      c.header('cache-control', 'no-store');
      return c.json({ ...errorEnvelope(503, 'Service Unavailable'), kind: 'service.unavailable' }, 503);
    }
    (c.get('logger') ?? deps.logger).error({ err: error }, 'unhandled error');
    return failure(c, 500, 'Internal Server Error');
  });
  return app;
}

/** How long a client is asked to wait when the database cannot be reached. */
const UNAVAILABLE_RETRY_AFTER_S = 30;

/** The error, or one of its causes, says the database is unavailable. */
function causedByUnavailableDatabase(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Headers of every API answer: `nosniff`, and `Cache-Control: no-store` unless the route chose its
 * own (a public file): answers carry customers, carts, orders, wallets, tokens and sessions, and
 * none of them is to be kept by a browser or a shared cache.
 */
function apiHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  };
}

/** A contract path (`/api/v1/order/:orderId/…`) as a pattern of request paths. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z][A-Za-z0-9_]*/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}
