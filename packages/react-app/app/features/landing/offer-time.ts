import { type OfferState, type OfferWindow, offerEndInShopTime, offerState } from '@tirage/domain';
import { useEffect, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { t } from '../../i18n/translate.js';

/** An offer's dates as loader data carries them (ISO 8601: Temporal values do not travel). */
export interface OfferWindowData {
  readonly start: string;
  readonly end: string;
}

export const offerWindowData = (window: OfferWindow): OfferWindowData => ({
  start: window.start.toString(),
  end: window.end.toString(),
});

export const offerWindowOf = (data: OfferWindowData): OfferWindow => ({
  start: Temporal.Instant.from(data.start),
  end: Temporal.Instant.from(data.end),
});

/**
 * The shop's clock on a page: the server's `renderedAt` first (the page reads the same in the
 * server's answer and on hydration), then the browser's clock every `tickMs`.
 */
export function useShopNow(renderedAt: string, tickMs: number): Temporal.Instant {
  const [now, setNow] = useState(() => Temporal.Instant.from(renderedAt));
  useEffect(() => {
    setNow(Temporal.Now.instant());
    const timer = setInterval(() => setNow(Temporal.Now.instant()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** Where an offer stands, on the page's clock: it moves from running to ended without a reload. */
export function useOfferState(window: OfferWindowData, renderedAt: string, tickMs: number): OfferState {
  return offerState(offerWindowOf(window), useShopNow(renderedAt, tickMs));
}

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * An offer's start or end as its page states it, on the shop's clock (Paris): "lundi 30
 * novembre à 23 h 59". Written out here rather than by `Intl`, so the server's answer and the
 * browser's page read exactly alike.
 */
export function offerDateTime(iso: string): string {
  const at = offerEndInShopTime(Temporal.Instant.from(iso));
  return t('offer.dateTime', {
    weekday: WEEKDAYS[at.dayOfWeek - 1] ?? '',
    day: at.day === 1 ? '1er' : String(at.day),
    month: MONTHS[at.month - 1] ?? '',
    hour: String(at.hour),
    minute: String(at.minute).padStart(2, '0'),
  });
}
