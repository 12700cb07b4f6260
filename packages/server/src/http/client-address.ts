import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';

/** The socket's peer address (node-server); 'unknown' where there is none (in-process requests). */
export function socketAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
