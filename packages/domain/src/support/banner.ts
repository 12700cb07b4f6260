import type { Temporal } from 'temporal-polyfill';

/** Page banners are re-evaluated every minute (specification section 2). */
export const BANNER_REFRESH_MS = 60_000;

/** When a banner may show; a missing bound leaves that side open. */
export interface BannerWindow {
  readonly start?: Temporal.Instant | null;
  readonly end?: Temporal.Instant | null;
}

/** A banner shows from its start (included) until its end (excluded). */
export function isBannerVisible(window: BannerWindow, now: Temporal.Instant): boolean {
  const started = window.start == null || window.start.epochNanoseconds <= now.epochNanoseconds;
  const notEnded = window.end == null || now.epochNanoseconds < window.end.epochNanoseconds;
  return started && notEnded;
}
