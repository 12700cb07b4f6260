import type { Temporal } from 'temporal-polyfill';
import { isWithinWindow } from './time-window.js';

/** Page banners are re-evaluated every minute (specification section 2). */
export const BANNER_REFRESH_MS = 60_000;

/** When a banner may show; a missing bound leaves that side open. */
export interface BannerWindow {
  readonly start?: Temporal.Instant | null;
  readonly end?: Temporal.Instant | null;
}

/** A banner shows from its start to its end, both included: the same window rule as promotions. */
export function isBannerVisible(window: BannerWindow, now: Temporal.Instant): boolean {
  return isWithinWindow(now, window.start, window.end);
}
