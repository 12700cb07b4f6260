import type {
  RouteName,
  RouteParams,
  RouteQuery,
  RouteRequest,
  RouteResponse,
  Routes,
} from '../contract/routes.js';

/** A part of a call: absent when the route has none, optional when every field of it is. */
type Part<Key extends string, Value> = [Value] extends [undefined]
  ? { readonly [K in Key]?: undefined }
  : Partial<Value> extends Value
    ? { readonly [K in Key]?: Value }
    : { readonly [K in Key]: Value };

/** Checkout and payments take the caller's `Idempotency-Key` (a UUID per attempt, from the domain's ids). */
type IdempotencyPart<Name extends RouteName> = Routes[Name] extends { readonly idempotencyKey: true }
  ? { readonly idempotencyKey: string }
  : { readonly idempotencyKey?: undefined };

/** The bytes of a file body, as `fetch` sends them, with the type they declare. */
export interface FileBody {
  readonly content: Blob | ReadableStream<Uint8Array> | ArrayBuffer | Uint8Array;
  readonly mediaType: string;
}

/** Routes whose body is a file (artwork uploads) take it as `file`, never as `body`. */
type FilePart<Name extends RouteName> = Routes[Name] extends { readonly fileBody: readonly string[] }
  ? { readonly file: FileBody }
  : { readonly file?: undefined };

export interface CommonCallOptions {
  /**
   * Send this bearer instead of the session's access token, and skip the session's refresh:
   * the auth port passes the refresh token to refresh, or the token being revoked to log out.
   */
  readonly bearerToken?: string;
  /** Aborts the call; the answer is then `http.network` with 'Your request was aborted.'. */
  readonly signal?: AbortSignal;
}

/** What a call of route `Name` takes: path parameters, query, JSON body or file, idempotency key. */
export type CallInput<Name extends RouteName> = Part<'params', RouteParams<Name>> &
  Part<'query', RouteQuery<Name>> &
  Part<'body', RouteRequest<Name>> &
  IdempotencyPart<Name> &
  FilePart<Name> &
  CommonCallOptions;

/** The input may be left out when nothing in it is required. */
export type CallArgs<Name extends RouteName> =
  Partial<CallInput<Name>> extends CallInput<Name> ? [input?: CallInput<Name>] : [input: CallInput<Name>];

/** What a successful call answers: the envelope's `data`, or the whole file for unwrapped build files. */
export type CallData<Name extends RouteName> =
  RouteResponse<Name> extends { readonly status: 'success'; readonly data: infer Data }
    ? Data
    : RouteResponse<Name>;
