import type { Temporal } from 'temporal-polyfill';

/**
 * The one date-window rule of the shop, for promotions and banners alike: now is within the
 * window from its start to its end, both included ("within start and end", specification
 * section 5). A missing bound leaves that side open.
 */
export function isWithinWindow(
  now: Temporal.Instant,
  start?: Temporal.Instant | null,
  end?: Temporal.Instant | null,
): boolean {
  const started = start == null || start.epochNanoseconds <= now.epochNanoseconds;
  const notEnded = end == null || now.epochNanoseconds <= end.epochNanoseconds;
  return started && notEnded;
}
