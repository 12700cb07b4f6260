import type { Server } from 'node:http';
import type { Database } from '../db/database.js';
import type { Logger } from '../logging/logger.js';

export interface ShutdownDeps {
  readonly server: Server;
  readonly db: Database;
  readonly logger: Logger;
  /** How long in-flight requests may take before their connections are cut. */
  readonly timeoutMs: number;
}

/**
 * Returns the function run on SIGTERM/SIGINT: stop accepting connections, let in-flight
 * requests finish (at most `timeoutMs`), then close the database. Calling it again returns
 * the same promise.
 */
export function createShutdown(deps: ShutdownDeps): (reason: string) => Promise<void> {
  let stopping: Promise<void> | undefined;
  return (reason) => {
    stopping ??= stop(deps, reason);
    return stopping;
  };
}

async function stop({ server, db, logger, timeoutMs }: ShutdownDeps, reason: string): Promise<void> {
  logger.info({ reason }, 'shutting down');
  const closed = new Promise<void>((resolve) => {
    server.close(() => resolve());
  });
  // Keep-alive sockets with no request in progress would otherwise hold the server open.
  server.closeIdleConnections();

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([closed.then(() => 'drained' as const), deadline]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    logger.warn({ timeoutMs }, 'requests still running at the deadline; closing their connections');
    server.closeAllConnections();
    await closed;
  }

  await db.close();
  logger.info('stopped');
}
