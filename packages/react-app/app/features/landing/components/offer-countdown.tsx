import { COUNTDOWN_TICK_MS, countdown } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';
import { type OfferWindowData, offerDateTime, offerWindowOf, useShopNow } from '../offer-time.js';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time left before the offer ends, ticking every second on the shop's clock, then "Offre
 * terminée" at the end without a reload. Before the offer opens, it says when it starts.
 */
export function OfferCountdown({
  title,
  window,
  renderedAt,
}: {
  readonly title: string;
  readonly window: OfferWindowData;
  readonly renderedAt: string;
}) {
  const now = useShopNow(renderedAt, COUNTDOWN_TICK_MS);
  const { start, end } = offerWindowOf(window);
  if (now.epochNanoseconds < start.epochNanoseconds) {
    return (
      <section className="offer-countdown" aria-label={title}>
        <p className="offer-countdown-upcoming">
          {t('offer.startsOn', { date: offerDateTime(window.start) })}
        </p>
      </section>
    );
  }
  const left = countdown(end, now);
  if (left.ended) {
    return (
      <section className="offer-countdown" aria-label={title}>
        <p className="offer-countdown-ended" role="status">
          {t('offer.ended')}
        </p>
      </section>
    );
  }
  // French counts 0 and 1 in the singular ("0 jour", "1 heure").
  const parts = [
    { key: 'days', value: String(left.days), unit: t(left.days < 2 ? 'offer.day' : 'offer.days') },
    { key: 'hours', value: pad(left.hours), unit: t(left.hours < 2 ? 'offer.hour' : 'offer.hours') },
    {
      key: 'minutes',
      value: pad(left.minutes),
      unit: t(left.minutes < 2 ? 'offer.minute' : 'offer.minutes'),
    },
    {
      key: 'seconds',
      value: pad(left.seconds),
      unit: t(left.seconds < 2 ? 'offer.second' : 'offer.seconds'),
    },
  ];
  return (
    <section className="offer-countdown" aria-label={title}>
      <h2>{title}</h2>
      {/* The changing figures are not read out every second; the end date below is. */}
      <p className="offer-countdown-clock" aria-hidden="true">
        {parts.map((part) => (
          <span key={part.key} className="offer-countdown-part">
            <span className="offer-countdown-value">{part.value}</span>
            <span className="offer-countdown-unit">{part.unit}</span>
          </span>
        ))}
      </p>
      <p className="offer-countdown-end">{t('offer.endsOn', { date: offerDateTime(window.end) })}</p>
    </section>
  );
}
