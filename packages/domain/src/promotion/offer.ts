import type { Temporal } from 'temporal-polyfill';
import { SHOP_TIME_ZONE } from '../support/dates.js';
import { isWithinWindow } from '../support/time-window.js';

/** The dates of an offer a page shows: its promotion's window, both ends included. */
export interface OfferWindow {
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
}

/** Where an offer stands: not yet open, running, or over. */
export type OfferState = 'upcoming' | 'running' | 'ended';

/** The state of an offer at `now`, by the shop's one window rule (start and end included). */
export function offerState(window: OfferWindow, now: Temporal.Instant): OfferState {
  if (isWithinWindow(now, window.start, window.end)) return 'running';
  return now.epochNanoseconds < window.start.epochNanoseconds ? 'upcoming' : 'ended';
}

/**
 * The time left before an offer ends, as a countdown shows it: whole days, hours, minutes and
 * seconds of elapsed time (a day is 24 hours even on the night the clocks change), or `ended`
 * once the end has passed. The end itself is the offer's last second: it still counts as running.
 */
export type Countdown =
  | { readonly ended: true }
  | {
      readonly ended: false;
      readonly days: number;
      readonly hours: number;
      readonly minutes: number;
      readonly seconds: number;
    };

const SECOND_NS = 1_000_000_000n;

export function countdown(end: Temporal.Instant, now: Temporal.Instant): Countdown {
  const left = end.epochNanoseconds - now.epochNanoseconds;
  if (left < 0n) return { ended: true };
  const total = Number(left / SECOND_NS);
  return {
    ended: false,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** A countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1_000;

/** When an offer ends on the shop's clock (Paris), as its pages state it: date and time of day. */
export function offerEndInShopTime(
  end: Temporal.Instant,
  timeZone: string = SHOP_TIME_ZONE,
): Temporal.ZonedDateTime {
  return end.toZonedDateTimeISO(timeZone);
}
