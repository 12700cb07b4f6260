import { connect, type Socket } from 'node:net';

/** One answer read off a raw connection (its body by `Content-Length` or chunked). */
interface RawResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** How a raw connection ended: `end` when the server closed it cleanly, else the socket's error code. */
type RawEnding = { readonly kind: 'end' } | { readonly kind: 'error'; readonly code: string };

/**
 * One TCP connection to the server, written byte for byte, so a test controls what a client sends
 * and sees what happens to the connection (kept alive, closed cleanly, reset).
 */
export interface RawConnection {
  /** Writes; resolves once the bytes are handed to the socket (a write error is kept for `ending`). */
  write(data: string | Uint8Array): Promise<void>;
  /** The next answer on the connection; rejects if the connection ends first. */
  response(timeoutMs?: number): Promise<RawResponse>;
  /** Resolves when the connection is closed, telling how. */
  readonly ending: Promise<RawEnding>;
  /** Whether the connection is closed. */
  closed(): boolean;
  destroy(): void;
}

/** Opens a connection to the `http://host:port` of `url`. */
export async function rawConnection(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffered = Buffer.alloc(0);
  let firstError: string | undefined;
  let isClosed = false;
  let notify: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    notify?.();
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    firstError ??= error.code ?? error.message;
  });
  const ending = new Promise<RawEnding>((resolve) => {
    socket.once('close', () => {
      isClosed = true;
      notify?.();
      resolve(firstError === undefined ? { kind: 'end' } : { kind: 'error', code: firstError });
    });
  });

  /** A complete answer at the front of the buffer, taken off it; undefined while incomplete. */
  const takeResponse = (): RawResponse | undefined => {
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...lines] = buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      let at = headEnd + 4;
      for (;;) {
        const lineEnd = buffered.indexOf('\r\n', at);
        if (lineEnd < 0) return undefined;
        const size = Number.parseInt(buffered.subarray(at, lineEnd).toString('latin1'), 16);
        if (buffered.length < lineEnd + 2 + size + 2) return undefined;
        chunks.push(buffered.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      buffered = buffered.subarray(at);
      return { status, headers, body: Buffer.concat(chunks).toString('utf8') };
    }
    const length = Number(headers['content-length'] ?? 0);
    if (buffered.length < headEnd + 4 + length) return undefined;
    const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    buffered = buffered.subarray(headEnd + 4 + length);
    return { status, headers, body };
  };

  return {
    write: (data) =>
      new Promise((resolve) => {
        if (socket.destroyed || !socket.writable) return resolve();
        socket.write(data, () => resolve());
      }),
    response: (timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          notify = undefined;
          reject(new Error(`no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const answer = takeResponse();
          if (answer !== undefined) {
            clearTimeout(timer);
            notify = undefined;
            resolve(answer);
          } else if (isClosed) {
            clearTimeout(timer);
            notify = undefined;
            reject(new Error(`the connection ended without an answer (${firstError ?? 'closed'})`));
          }
        };
        notify = check;
        check();
      }),
    ending,
    closed: () => isClosed,
    destroy: () => socket.destroy(),
  };
}
