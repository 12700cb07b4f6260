import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Database } from '../db/database.js';
import type { Activity } from '../http/activity.js';
import type { Logger } from '../logging/logger.js';

export interface ShutdownDeps {
  readonly server: Server;
  readonly db: Database;
  readonly logger: Logger;
  /** How long in-flight requests may take before their connections are cut. */
  readonly timeoutMs: number;
  /** The app's handlers in progress, waited for once connections are closed (their clean-up). */
  readonly activity?: Activity | undefined;
  /** Work running beside the requests (the artwork checks), stopped before the database closes. */
  readonly background?: readonly { close(): Promise<void> }[];
}

/** How often, while draining, connections that carry no request any more are closed. */
const SWEEP_INTERVAL_MS = 25;
/**
 * How long a kept-alive connection between two requests is left open after the signal: a client
 * that is writing its next request on it then gets an answer (with `Connection: close`) instead of
 * a connection closed under its request. A connection idle or stuck in half a header waits no longer.
 */
const KEEP_ALIVE_GRACE_MS = 500;
/** How long handlers cut at the deadline may take to clean up (delete an upload's partial file). */
const CLEAN_UP_MS = 3_000;

/**
 * Returns the function run on SIGTERM/SIGINT. The server stops accepting connections; every
 * request in flight, and every one that arrives on a connection already open, is answered with
 * `Connection: close`, so each connection closes once its request ends; connections carrying no
 * request (idle keep-alive ones, ones holding half a request header) are closed at once. The
 * shutdown ends as soon as no connection is left, or at `timeoutMs`, when the rest are cut and
 * their handlers given a moment to clean up; then the database is closed. Calling it again
 * returns the same promise.
 */
export function createShutdown(deps: ShutdownDeps): (reason: string) => Promise<void> {
  let draining = false;
  const answering = new Set<ServerResponse>();
  // First of the server's request listeners: the header is set before any handler answers.
  deps.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    answering.add(response);
    response.once('close', () => answering.delete(response));
    if (draining) response.setHeader('connection', 'close');
  });
  let stopping: Promise<void> | undefined;
  return (reason) => {
    stopping ??= (async () => {
      draining = true;
      // Answers not yet begun close their connection too.
      for (const response of answering) if (!response.headersSent) response.setHeader('connection', 'close');
      await stop(deps, reason, () => answering.size);
    })();
    return stopping;
  };
}

async function stop(
  { server, db, logger, timeoutMs, activity, background = [] }: ShutdownDeps,
  reason: string,
  inFlight: () => number,
): Promise<void> {
  logger.info({ reason, inFlight: inFlight() }, 'shutting down');
  // Stop accepting connections. `http.Server.close` would also close the idle keep-alive ones at
  // once, under a request their client may be writing; the listening socket's own close does not,
  // and the sweep below closes them after the grace.
  const closed = new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
  });
  const sweep = () => {
    server.closeIdleConnections();
    // No request is being answered: what is left holds half a request at most.
    if (inFlight() === 0) server.closeAllConnections();
  };
  let sweeping: NodeJS.Timeout | undefined;
  const grace = setTimeout(() => {
    sweep();
    sweeping = setInterval(sweep, SWEEP_INTERVAL_MS);
  }, KEEP_ALIVE_GRACE_MS);

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([closed.then(() => 'drained' as const), deadline]);
  clearTimeout(timer);
  clearTimeout(grace);
  clearInterval(sweeping);
  if (outcome === 'timeout') {
    logger.warn(
      { timeoutMs, inFlight: inFlight() },
      'requests still running at the deadline; closing their connections',
    );
    server.closeAllConnections();
    await closed;
  }
  if (activity !== undefined && !(await activity.settled(CLEAN_UP_MS))) {
    logger.warn({ pending: activity.pending() }, 'handlers still running after the connections closed');
  }

  await Promise.all(background.map((work) => work.close()));
  await db.close();
  logger.info('stopped');
}
