import type { Temporal } from 'temporal-polyfill';

/** A path is reloaded again only after this long (specification section 4). */
export const RELOAD_GUARD_MS = 10_000;

/**
 * When each path was last reloaded, in epoch milliseconds. Plain JSON so that it can live in
 * sessionStorage and survive the very reload it guards.
 */
export type ReloadGuardState = Readonly<Record<string, number>>;

export const EMPTY_RELOAD_GUARD: ReloadGuardState = {};

export interface ReloadDecision {
  readonly reload: boolean;
  readonly state: ReloadGuardState;
}

/**
 * Whether a failure on `path` (a chunk that failed to load, a stale build) may reload the
 * page now. Without this guard a page whose chunk is really gone would reload forever.
 * A clock that went backwards counts as "too soon".
 */
export function decideReload(state: ReloadGuardState, path: string, now: Temporal.Instant): ReloadDecision {
  const nowMs = now.epochMilliseconds;
  const last = Object.hasOwn(state, path) ? state[path] : undefined;
  if (last !== undefined && nowMs - last < RELOAD_GUARD_MS) return { reload: false, state };
  // Marks older than the window can no longer block anything; dropping them keeps the state small.
  const kept = Object.entries(state).filter(([other, at]) => other !== path && nowMs - at < RELOAD_GUARD_MS);
  return { reload: true, state: Object.fromEntries([...kept, [path, nowMs]]) };
}
