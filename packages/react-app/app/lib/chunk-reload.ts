import { decideReload, EMPTY_RELOAD_GUARD, type ReloadGuardState } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';

/** Where the reload guard keeps, for this tab, when each path was last reloaded. */
const GUARD_KEY = 'tirage.reloadGuard';

/** What browsers say when a code chunk of the page cannot be loaded (a newer build is served). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

function readGuard(storage: Storage): ReloadGuardState {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GUARD_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ReloadGuardState)
      : EMPTY_RELOAD_GUARD;
  } catch {
    // A guard that cannot be read is no guard yet (specification section 8).
    return EMPTY_RELOAD_GUARD;
  }
}

/**
 * After a chunk failed to load, reloads the page to get the new build's files, at most once per
 * path every 10 s (the domain's reload guard, kept in sessionStorage across the reload). Answers
 * whether it reloads.
 */
export function reloadAfterChunkFailure(
  where: { readonly storage: Storage; readonly path: string; readonly reload: () => void } = {
    storage: sessionStorage,
    path: location.pathname,
    reload: () => location.reload(),
  },
): boolean {
  const decision = decideReload(readGuard(where.storage), where.path, Temporal.Now.instant());
  if (!decision.reload) return false;
  try {
    where.storage.setItem(GUARD_KEY, JSON.stringify(decision.state));
  } catch {
    // Without storage the guard cannot hold: better no reload than a loop.
    return false;
  }
  where.reload();
  return true;
}
