import { Temporal } from 'temporal-polyfill';

/** Wednesday 18 November 2026, 09:00 in Paris: where the sandbox's test clock starts. */
export const START = Temporal.Instant.from('2026-11-18T08:00:00Z');

/** A clock the test moves; `reset` puts it back at `START`. */
export function settableClock() {
  let current = START;
  return {
    now: () => current,
    set(instant: Temporal.Instant) {
      current = instant;
    },
    reset() {
      current = START;
    },
  };
}
