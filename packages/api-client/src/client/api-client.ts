// The client runs wherever `fetch` is global (browsers, Node 18+); tsconfig brings the DOM types.
import {
  type ClockPort,
  type CurrencyCode,
  decideTokenAction,
  err,
  isExpired,
  MESSAGES,
  ok,
  type Result,
  refreshTokens,
  type TokenPair,
} from '@tirage/domain';
import { FetchError, type FetchResponse, ofetch } from 'ofetch';
import { errorEnvelopeSchema } from '../contract/envelope.js';
import { bearer, HEADER, type Tenant } from '../contract/headers.js';
import { type RouteDefinition, type RouteName, routePath, routes } from '../contract/routes.js';
import {
  type ApiError,
  type HttpStatusError,
  invalidResponse,
  networkError,
  type SessionExpiredError,
  sessionExpiredError,
  timeoutError,
} from './api-error.js';
import type { CallArgs, CallData, CallInput, FileBody } from './call-types.js';
import { retryAfterSeconds } from './retry-after.js';
import type { TokenStore } from './token-store.js';

type Instant = ReturnType<ClockPort['now']>;

/** A value fixed when the client is made, or read at each request (the active currency can change). */
export type Setting<T> = T | (() => T);

export interface ApiClientOptions {
  /** Origin of the API ('' or '/' for the page's own origin). */
  readonly baseURL: string;
  readonly tenant: Setting<Tenant>;
  readonly currency: Setting<CurrencyCode>;
  readonly trackingId?: Setting<string | undefined>;
  /** The visit's active campaign (the domain's `campaignName` of the link it came by), sent as `fe-x-campaign`. */
  readonly campaign?: Setting<string | undefined>;
  readonly tokens: TokenStore;
  readonly clock: ClockPort | (() => Instant);
  /** Defaults to the global `fetch`; tests pass a fake. */
  readonly fetch?: typeof globalThis.fetch;
  /** Reset the session when an answer to a call carrying the session's token is 401 (off by default). */
  readonly resetSessionOn401?: boolean;
  /** Told once each time the client ends the session (tokens cleared). */
  readonly onSessionReset?: (error: SessionExpiredError) => void;
  /** Per attempt; 25 s by default (specification section 9). */
  readonly timeoutMs?: number;
}

export interface ApiClient {
  /** Sends one call of the contract and parses its answer; never throws on a failed exchange. */
  call<Name extends RouteName>(
    name: Name,
    ...input: CallArgs<Name>
  ): Promise<Result<CallData<Name>, ApiError>>;
  /**
   * Brings the session's tokens up to date: kept while the access token lives, refreshed once
   * (shared by concurrent callers) when it has expired, the session reset when it cannot be.
   */
  renewSession(): Promise<Result<TokenPair, ApiError>>;
  /**
   * Asks for a file a route answers (a PDF, an image) with the session, and gives the answer as it
   * comes, its body not yet read, to pass on as a stream; a refusal is the shop's error.
   */
  download<Name extends RouteName>(name: Name, ...input: CallArgs<Name>): Promise<Result<Response, ApiError>>;
}

export const DEFAULT_TIMEOUT_MS = 25_000;

/** Statuses worth a second try of an idempotent GET (specification section 7). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Answers under `/api/` come in the envelope; static build files do not (DECISIONS.md). */
export function isEnvelopedRoute(route: Pick<RouteDefinition, 'path'>): boolean {
  return route.path.startsWith('/api/');
}

/** The Authorization a request carries, and whether it is the session's own access token. */
interface Authorization {
  readonly header: string | undefined;
  readonly fromSession: boolean;
}
const anonymous: Authorization = { header: undefined, fromSession: false };

type AnyCallInput = {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
  readonly file?: FileBody;
  readonly bearerToken?: string;
  readonly signal?: AbortSignal;
};

const read = <T>(setting: Setting<T>): T =>
  typeof setting === 'function' ? (setting as () => T)() : setting;

const requestAborted: ApiError = { kind: 'http.network', message: MESSAGES.requestAborted };

/** ofetch's timeout and `AbortSignal.timeout` both abort with a `TimeoutError`. */
const isTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';

/**
 * The signal of one attempt. ofetch gives a request its `timeout` only when it has no signal
 * (unjs/ofetch#326), and hands the first attempt's signal on to the retry, which then runs without
 * a timeout: so a caller's signal is joined with a timeout here, and each attempt starts without
 * the previous one's.
 */
function attemptSignal(callerSignal: AbortSignal | undefined, timeout: number | undefined) {
  if (callerSignal === undefined || timeout === undefined) return callerSignal;
  return AbortSignal.any([callerSignal, AbortSignal.timeout(timeout)]);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, onSessionReset } = options;
  const resetSessionOn401 = options.resetSessionOn401 === true;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clockOption = options.clock;
  const now = typeof clockOption === 'function' ? clockOption : () => clockOption.now();

  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      credentials: 'same-origin',
      // Section 7's list, which is also ofetch's default, said here so that an upgrade cannot change
      // it. A failure without an answer counts as a 500 for ofetch, so it is retried too.
      retryStatusCodes: [...RETRY_STATUSES],
      // The specification names no delay: the retry goes at once.
      retryDelay: 0,
    },
    options.fetch === undefined ? {} : { fetch: options.fetch },
  );

  let renewal: Promise<Result<TokenPair, ApiError>> | undefined;

  async function expireSession(): Promise<SessionExpiredError> {
    const error = sessionExpiredError();
    await tokens.clear();
    onSessionReset?.(error);
    return error;
  }

  function renewSession(): Promise<Result<TokenPair, ApiError>> {
    renewal ??= renew().finally(() => {
      renewal = undefined;
    });
    return renewal;
  }

  async function renew(): Promise<Result<TokenPair, ApiError>> {
    const pair = await tokens.get();
    if (pair === null) return err(sessionExpiredError());
    const action = decideTokenAction({ now: now(), tokens: pair });
    if (action === 'use') return ok(pair);
    if (action === 'reset' || pair.refresh === undefined) return err(await expireSession());

    const answer = await exchange(routes['auth.refreshToken'], {}, bearer(pair.refresh.value));
    if (!answer.ok) {
      const refused = answer.error.kind === 'http.status' && [401, 403].includes(answer.error.status);
      // A refresh token the server refuses ends the session; an outage does not.
      return refused ? err(await expireSession()) : answer;
    }
    // The session was ended elsewhere (a logout) while the refresh was under way: do not bring it back.
    if ((await tokens.get()) === null) return err(sessionExpiredError());
    const grant = answer.value as CallData<'auth.refreshToken'>;
    const next = refreshTokens(
      pair,
      { accessToken: grant.access_token, refreshToken: grant.refresh_token ?? undefined },
      now(),
    );
    await tokens.set(next);
    return ok(next);
  }

  async function authorizationFor(
    route: RouteDefinition,
    explicit: string | undefined,
  ): Promise<Result<Authorization, ApiError>> {
    if (explicit !== undefined) return ok({ header: bearer(explicit), fromSession: false });
    if (route.withoutToken === true) return ok(anonymous);
    const pair = await tokens.get();
    // A guest: no session to renew or reset.
    if (pair === null) return ok(anonymous);
    const session = (value: string): Authorization => ({ header: bearer(value), fromSession: true });
    // Public calls (login, registration) carry a live token but never renew or end the session.
    if (route.auth === 'none')
      return ok(isExpired(pair.access, now()) ? anonymous : session(pair.access.value));
    if (decideTokenAction({ now: now(), tokens: pair }) === 'use') return ok(session(pair.access.value));
    const renewed = await renewSession();
    return renewed.ok ? ok(session(renewed.value.access.value)) : renewed;
  }

  function headersFor(route: RouteDefinition, input: AnyCallInput, authorization: string | undefined) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [HEADER.tenant]: read(options.tenant),
      [HEADER.activeCurrency]: read(options.currency),
    };
    const trackingId = options.trackingId === undefined ? undefined : read(options.trackingId);
    if (trackingId !== undefined && trackingId !== '') headers[HEADER.trackingId] = trackingId;
    const campaign = options.campaign === undefined ? undefined : read(options.campaign);
    if (campaign !== undefined && campaign !== '') headers[HEADER.campaign] = campaign;
    if (authorization !== undefined) headers[HEADER.authorization] = authorization;
    if (route.fileBody !== undefined) {
      if (input.file === undefined) throw new TypeError(`${route.method} ${route.path} needs a file`);
      headers['content-type'] = input.file.mediaType;
    }
    if (route.idempotencyKey === true) {
      if (input.idempotencyKey === undefined) {
        throw new TypeError(`${route.method} ${route.path} needs an idempotency key`);
      }
      headers[HEADER.idempotencyKey] = input.idempotencyKey;
    }
    return headers;
  }

  /** Sends a route, a GET retried once as section 7 says, and reads the last answer. */
  async function exchange(
    route: RouteDefinition,
    input: AnyCallInput,
    authorization: string | undefined,
  ): Promise<Result<unknown, ApiError>> {
    const what = `${route.method} ${route.path}`;
    const headers = headersFor(route, input, authorization);
    const url = route.params === undefined ? route.path : routePath(route.path, input.params ?? {});
    const callerSignal = input.signal;
    const callerAborted = () => callerSignal?.aborted === true;
    if (callerAborted()) return err(requestAborted);
    // A file takes as long as its size and the line allow (the server bounds the size): no timeout.
    const timeout = route.fileBody === undefined ? timeoutMs : undefined;
    let response: FetchResponse<string>;
    try {
      response = await $fetch.raw<string, 'text'>(url, {
        method: route.method,
        headers,
        // A route with a body schema always sends a JSON object, `{}` when every field is optional;
        // a file route sends the file's bytes as they are.
        body:
          route.fileBody !== undefined
            ? input.file?.content
            : route.request === undefined
              ? undefined
              : ((input.body ?? {}) as Record<string, unknown>),
        query: input.query,
        responseType: 'text',
        // POST, PUT, PATCH and DELETE are sent once: the server may have acted on the first one.
        retry: route.method === 'GET' ? 1 : 0,
        timeout,
        onRequest: (context) => {
          // Run before each attempt, the retry included.
          context.options.signal = attemptSignal(callerSignal, timeout);
        },
        onRequestError: (context) => {
          // Neither a timeout (the shopper has waited the whole budget) nor the caller's abort is retried.
          if (callerAborted() || isTimeout(context.error)) context.options.retry = false;
        },
      });
    } catch (error) {
      if (error instanceof FetchError && error.response !== undefined) {
        response = error.response;
      } else {
        // ofetch wraps what `fetch` threw; a body that breaks off while read comes unwrapped.
        const cause: unknown = error instanceof FetchError ? error.cause : error;
        if (callerAborted()) return err(requestAborted);
        if (isTimeout(cause)) return err(timeoutError(what, timeoutMs));
        return err(networkError(what, cause));
      }
    }
    return readAnswer(route, what, response.status, response.statusText, response._data, {
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after'), now().epochMilliseconds),
    });
  }

  async function call<Name extends RouteName>(
    name: Name,
    ...args: CallArgs<Name>
  ): Promise<Result<CallData<Name>, ApiError>> {
    const route: RouteDefinition = routes[name];
    // A file answer is for a browser to follow as a link: reading it here would hold it in memory.
    if (route.fileAnswer !== undefined) throw new TypeError(`${route.method} ${route.path} answers a file`);
    const input: AnyCallInput = (args[0] ?? {}) as CallInput<Name> & AnyCallInput;
    const authorization = await authorizationFor(route, input.bearerToken);
    if (!authorization.ok) return authorization;
    const result = await exchange(route, input, authorization.value.header);
    if (
      !result.ok &&
      result.error.kind === 'http.status' &&
      result.error.status === 401 &&
      resetSessionOn401 &&
      authorization.value.fromSession
    ) {
      await expireSession();
    }
    // `exchange` parsed the answer with this route's own schema.
    return result as Result<CallData<Name>, ApiError>;
  }

  async function download<Name extends RouteName>(
    name: Name,
    ...args: CallArgs<Name>
  ): Promise<Result<Response, ApiError>> {
    const route: RouteDefinition = routes[name];
    if (route.fileAnswer === undefined) throw new TypeError(`${route.method} ${route.path} answers JSON`);
    const input: AnyCallInput = (args[0] ?? {}) as CallInput<Name> & AnyCallInput;
    const authorization = await authorizationFor(route, input.bearerToken);
    if (!authorization.ok) return authorization;
    const headers = {
      ...headersFor(route, input, authorization.value.header),
      accept: route.fileAnswer.join(', '),
    };
    const path = route.params === undefined ? route.path : routePath(route.path, input.params ?? {});
    const base = options.baseURL === '' || options.baseURL === '/' ? '' : options.baseURL.replace(/\/$/, '');
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(`${base}${path}`, {
        method: route.method,
        headers,
        ...(input.signal === undefined ? {} : { signal: input.signal }),
      });
    } catch (error) {
      if (input.signal?.aborted === true) return err(requestAborted);
      return err(networkError(`${route.method} ${route.path}`, error));
    }
    if (response.ok) return ok(response);
    // A refusal is the shop's JSON error, read as any call's.
    const refused = readAnswer(
      route,
      `${route.method} ${route.path}`,
      response.status,
      response.statusText,
      await response.text(),
    );
    return refused.ok
      ? err(networkError(`${route.method} ${route.path}`, new Error('unexpected answer')))
      : refused;
  }

  return { call, download, renewSession };
}

function parseJson(text: string | undefined): { readonly ok: true; readonly value: unknown } | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** What an answer said besides its status and body. */
export interface AnswerDetails {
  /** The wait its `Retry-After` asked for, in whole seconds (`retryAfterSeconds`). */
  readonly retryAfterSeconds?: number | undefined;
}

/** A 2xx answer must match the route's schema; any other answer is the server's error. */
export function readAnswer(
  route: RouteDefinition,
  what: string,
  status: number,
  statusText: string,
  text: string | undefined,
  details: AnswerDetails = {},
): Result<unknown, ApiError> {
  const json = parseJson(text);
  if (status < 200 || status > 299) {
    const error = statusError(status, statusText, json?.value);
    const { retryAfterSeconds: seconds } = details;
    return err(seconds === undefined ? error : { ...error, retryAfterSeconds: seconds });
  }
  if (json === undefined) return err(invalidResponse(what, ['The answer is not JSON']));
  try {
    const parsed = route.response.safeParse(json.value);
    if (!parsed.success) {
      return err(
        invalidResponse(
          what,
          parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`),
        ),
      );
    }
    return ok(isEnvelopedRoute(route) ? (parsed.data as { readonly data: unknown }).data : parsed.data);
  } catch (error) {
    // A refinement that throws on an odd value is still an answer the client cannot use.
    return err(invalidResponse(what, [error instanceof Error ? error.message : String(error)]));
  }
}

function statusError(status: number, statusText: string, body: unknown): HttpStatusError {
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    return { kind: 'http.status', status, message: statusText === '' ? `HTTP ${status}` : statusText };
  }
  const { message, kind, errors } = envelope.data;
  return {
    kind: 'http.status',
    status,
    message,
    ...(kind === undefined ? {} : { serverKind: kind }),
    ...(errors === undefined ? {} : { fieldErrors: errors }),
  };
}
