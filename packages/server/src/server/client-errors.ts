import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorEnvelope } from '../http/envelope.js';
import type { Logger } from '../logging/logger.js';

/** Node's parser codes, and what each is answered, as Node's own answers would say it. */
const PARSER_REFUSALS: Readonly<Record<string, { readonly status: number; readonly message: string }>> = {
  // A request line or headers past Node's `maxHeaderSize` (16 kB): a 20 000-character URL too.
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request Header Fields Too Large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'Payload Too Large' },
  // Headers not in within `headersTimeout`, or a request not whole within `requestTimeout`.
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request Timeout' },
};
const BAD_REQUEST = { status: 400, message: 'Bad Request' } as const;

/** How long a refused connection may stay half-open (the client reading the answer) before it is cut. */
const LINGER_MS = 2_000;

/**
 * Answers the requests Node's HTTP parser refuses before they reach the app (too long a URL or
 * headers, a malformed request, headers too slow) in the JSON error envelope every other error
 * has, instead of Node's bare status line. The connection is closed after the answer: its write
 * side at once, the rest after `LINGER_MS`, so that what the client still sends does not reset it
 * before the answer is read.
 */
export function answerClientErrors(server: Server, logger: Logger): void {
  const answered = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The parser reports every later chunk of a refused connection again.
    if (answered.has(socket)) return;
    answered.add(socket);
    const code = error.code ?? 'unknown';
    if (code === 'ECONNRESET' || code === 'EPIPE') {
      socket.destroy();
      return;
    }
    const refusal = PARSER_REFUSALS[code] ?? BAD_REQUEST;
    // Not the error itself: its `rawPacket` holds what the client sent, headers and all.
    logger.info({ code, status: refusal.status }, 'request refused by the HTTP parser');
    const inFlight = (socket as { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || inFlight?.headersSent === true) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify(errorEnvelope(refusal.status, refusal.message));
    socket.end(
      `HTTP/1.1 ${refusal.status} ${refusal.message}\r\n` +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
    socket.resume();
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    socket.once('close', () => clearTimeout(cut));
  });
}
