/** Browsers and Node store timer delays in a signed 32-bit integer; above it they fire at once. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/**
 * Brings a delay into what `setTimeout` honours: whole milliseconds between 0 and
 * {@link MAX_TIMER_DELAY_MS}. NaN and negative delays become 0, as timers treat them anyway.
 */
export function clampTimerDelay(delayMs: number): number {
  if (Number.isNaN(delayMs) || delayMs <= 0) return 0;
  if (delayMs >= MAX_TIMER_DELAY_MS) return MAX_TIMER_DELAY_MS;
  return Math.trunc(delayMs);
}
