import { COUNTDOWN_TICK_MS } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';
import { type OfferWindowData, offerDateTime, useOfferState } from '../offer-time.js';

/**
 * A landing page outside its offer's dates says so at its top, and stays: its address may be
 * indexed, shared or printed on a flyer. While the offer runs, nothing is shown.
 */
export function OfferNotice({
  window,
  renderedAt,
}: {
  readonly window: OfferWindowData;
  readonly renderedAt: string;
}) {
  const state = useOfferState(window, renderedAt, COUNTDOWN_TICK_MS);
  if (state === 'running') return null;
  return (
    <aside className={`offer-notice offer-notice-${state}`} role="status">
      {state === 'ended' ? (
        <>
          <strong>{t('offer.ended')}</strong> {t('offer.endedSince', { date: offerDateTime(window.end) })}
        </>
      ) : (
        t('offer.startsOn', { date: offerDateTime(window.start) })
      )}
    </aside>
  );
}
