import type { TokenPair } from '@tirage/domain';
// Only the tests build instants; the client takes them from the clock it is given.
import { Temporal } from 'temporal-polyfill';
import { type ApiClientOptions, createApiClient } from '../api-client.js';
import { createMemoryTokenStore, type TokenStore } from '../token-store.js';

/** A request as the fake server received it. */
export interface SentRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  /** The JSON body, parsed back. */
  readonly body: unknown;
  readonly credentials: RequestCredentials | undefined;
  readonly signal: AbortSignal | undefined;
}

export type Responder = (request: SentRequest, index: number) => Response | Promise<Response>;

/** A `fetch` that answers with `respond` and records every request it received. */
function fakeFetch(respond: Responder) {
  const requests: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: SentRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      credentials: init?.credentials,
      signal: init?.signal ?? undefined,
    };
    requests.push(request);
    return respond(request, requests.length - 1);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const success = (data: unknown, code = 200): Response => json({ status: 'success', code, data }, code);
export const failure = (status: number, message: string, extra: Record<string, unknown> = {}): Response =>
  json({ status: 'error', code: status, message, ...extra }, status);

/** An answer that never comes: the request only ends when its signal aborts it. */
export function untilAborted(request: SentRequest): Promise<Response> {
  return new Promise((_, reject) => {
    const signal = request.signal;
    if (signal === undefined) return;
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export const T0 = Temporal.Instant.from('2026-03-02T08:00:00Z');
export const at = (seconds: number): Temporal.Instant => T0.add({ seconds });

/** Tokens whose access and refresh tokens expire `accessIn` and `refreshIn` seconds after T0. */
export function tokensExpiring(accessIn: number, refreshIn: number | undefined): TokenPair {
  return {
    access: { value: 'access-1', expiresAt: at(accessIn) },
    refresh: refreshIn === undefined ? undefined : { value: 'refresh-1', expiresAt: at(refreshIn) },
  };
}

export const liveTokens = tokensExpiring(3_600, 86_400);

/** A client on a fake server at T0, with the given tokens (none by default). */
export function clientOn(
  respond: Responder,
  options: Partial<ApiClientOptions> & { readonly initialTokens?: TokenPair | null } = {},
) {
  const server = fakeFetch(respond);
  const tokens: TokenStore = options.tokens ?? createMemoryTokenStore(options.initialTokens ?? null);
  const resets: unknown[] = [];
  const client = createApiClient({
    baseURL: 'https://shop.test',
    tenant: 'fr',
    currency: 'EUR',
    clock: () => T0,
    onSessionReset: (error) => resets.push(error),
    ...options,
    tokens,
    fetch: server.fetch,
  });
  return { client, requests: server.requests, tokens, resets };
}
