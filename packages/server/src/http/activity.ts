import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * Counts the requests the app is handling, until their handler has finished (not only their
 * answer sent): at shutdown the server waits for the clean-up of requests it had to cut (the
 * partial file of an upload) before it closes the database.
 */
export interface Activity {
  readonly middleware: MiddlewareHandler<AppEnv>;
  readonly pending: () => number;
  /** Resolves true once no handler runs, or false after `timeoutMs`. */
  settled(timeoutMs: number): Promise<boolean>;
}

export function createActivity(): Activity {
  let pending = 0;
  let waiters: (() => void)[] = [];
  return {
    middleware: async (_c, next) => {
      pending++;
      try {
        await next();
      } finally {
        pending--;
        if (pending === 0) {
          for (const wake of waiters) wake();
          waiters = [];
        }
      }
    },
    pending: () => pending,
    settled(timeoutMs) {
      if (pending === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
