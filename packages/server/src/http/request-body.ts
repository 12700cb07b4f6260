import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * A request other than an upload has 30 seconds to arrive: its headers within `HEADERS_TIMEOUT_MS`
 * (Node's `headersTimeout`, set in `server/start.ts`), then its body within `BODY_TIMEOUT_MS`.
 * Uploads have `UPLOAD_REQUEST_TIMEOUT_MS` for the whole request.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const BODY_TIMEOUT_MS = 20_000;

/**
 * A refused body up to this size is read and thrown away before the refusal is answered, so
 * that the connection can carry the client's next request; a larger one is not read at all and
 * the answer closes the connection. Reading and dropping costs no memory, only a little time.
 */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
/** How long reading a refused body may take before the connection is closed instead. */
const DRAIN_MAX_MS = 5_000;

/** Why a body is refused: too large (413), too slow (408), or the client left before it arrived. */
export type BodyRefusal = 413 | 408 | 400;

export interface BoundedBodyOptions {
  readonly maxBytes: number;
  /** How long the whole body may take to arrive, from the moment the request reaches the app. */
  readonly timeoutMs: number;
  /**
   * How the body is handed on: `text`, kept by Hono's request for the routes' `c.req.text()` and
   * `c.req.json()` (the API's routes read JSON); `request`, a request rebuilt around the bytes
   * (React Router's actions read `request.formData()` themselves).
   */
  readonly handOn: 'text' | 'request';
  /** The area's answer to a refused body (a JSON envelope for the API, a French page for the shop). */
  readonly refuse: (c: Context<AppEnv>, status: BodyRefusal) => Response | Promise<Response>;
}

/**
 * Reads a request's whole body before anything else runs, within `maxBytes` and `timeoutMs`. A
 * `Content-Length` above the limit is refused before a byte is read; a chunked body is counted as
 * it comes and refused once past the limit. A refused body is drained (up to `DRAIN_MAX_BYTES`,
 * for `DRAIN_MAX_MS`) so that the connection stays usable; otherwise the answer says
 * `Connection: close`. A body that has not arrived in time is answered 408 and the connection
 * closed; a client that leaves mid-body is logged at info (nobody is there to read the answer).
 */
export function boundedBody(options: BoundedBodyOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const headers = c.req.raw.headers;
    const declared = declaredLength(headers);
    // Over HTTP/1.1 a body has a length or is chunked; only a request made in process has neither.
    // (Reading `body` makes the Node adapter build a stream: the common case does without.)
    if (declared === undefined && !headers.has('transfer-encoding') && c.req.raw.body === null) return next();
    if (declared !== undefined && declared > options.maxBytes) {
      const body = c.req.raw.body;
      const drained = declared <= DRAIN_MAX_BYTES && body !== null && (await drain(body.getReader(), 0));
      return refused(c, options, 413, drained);
    }

    const read = await withDeadline(options.timeoutMs, () =>
      declared === undefined
        ? readCounted(c.req.raw.body?.getReader(), options.maxBytes)
        : readDeclared(c, options),
    );
    switch (read.kind) {
      case 'read':
        if (read.body !== undefined) {
          const { url, method, headers: sent, signal } = c.req.raw;
          c.req.raw = new Request(url, { method, headers: sent, signal, body: read.body });
        }
        return next();
      case 'tooLarge':
        return refused(c, options, 413, read.drained);
      case 'timeout':
        c.var.logger.info({ timeoutMs: options.timeoutMs }, 'request body too slow');
        return refused(c, options, 408, false);
      case 'gone':
        c.var.logger.info({ receivedBytes: read.receivedBytes }, 'client left before its body arrived');
        return refused(c, options, 400, false);
      default:
        return read satisfies never;
    }
  };
}

type ReadOutcome =
  /** `body`: the bytes to rebuild the request around; absent when Hono's request keeps the text. */
  | { readonly kind: 'read'; readonly body?: Uint8Array }
  | { readonly kind: 'tooLarge'; readonly drained: boolean }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'gone'; readonly receivedBytes: number };

async function refused(
  c: Context<AppEnv>,
  options: BoundedBodyOptions,
  status: BodyRefusal,
  drained: boolean,
): Promise<Response> {
  const answer = await options.refuse(c, status);
  // What is left of the body would be read as the next request: the connection ends with this answer.
  if (!drained) answer.headers.set('connection', 'close');
  return answer;
}

/** The `Content-Length` of a request without `Transfer-Encoding`; Node's parser holds the body to it. */
function declaredLength(headers: Headers): number | undefined {
  if (headers.has('transfer-encoding')) return undefined;
  const text = headers.get('content-length');
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

async function withDeadline(timeoutMs: number, read: () => Promise<ReadOutcome>): Promise<ReadOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ReadOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  try {
    return await Promise.race([read(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A body of a declared length within the limit, read whole by the runtime (the Node adapter reads
 * it straight off the socket, without a stream).
 */
function readDeclared(c: Context<AppEnv>, options: BoundedBodyOptions): Promise<ReadOutcome> {
  const gone = (): ReadOutcome => ({ kind: 'gone', receivedBytes: 0 });
  return options.handOn === 'text'
    ? c.req.text().then((): ReadOutcome => ({ kind: 'read' }), gone)
    : c.req.raw
        .arrayBuffer()
        .then((bytes): ReadOutcome => ({ kind: 'read', body: new Uint8Array(bytes) }), gone);
}

/** A body of unknown length (chunked), counted chunk by chunk. */
async function readCounted(
  reader: ReadableStreamDefaultReader<Uint8Array> | undefined,
  maxBytes: number,
): Promise<ReadOutcome> {
  if (reader === undefined) return { kind: 'read' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const chunk = await reader.read().catch(() => 'gone' as const);
    if (chunk === 'gone') return { kind: 'gone', receivedBytes: size };
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) return { kind: 'tooLarge', drained: await drain(reader, size) };
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'read', body };
}

/**
 * Reads the rest of a refused body and drops it; true when it ended within `DRAIN_MAX_BYTES`
 * (counting `alreadyRead`) and `DRAIN_MAX_MS`.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DRAIN_MAX_MS);
  });
  let size = alreadyRead;
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read().catch(() => 'gone' as const), deadline]);
      if (chunk === 'timeout' || chunk === 'gone') return false;
      if (chunk.done) return true;
      size += chunk.value.byteLength;
      if (size > DRAIN_MAX_BYTES) return false;
    }
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}
