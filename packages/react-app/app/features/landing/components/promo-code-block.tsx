import { COUNTDOWN_TICK_MS } from '@tirage/domain';
import { useState } from 'react';
import { t } from '../../../i18n/translate.js';
import { type OfferWindowData, offerDateTime, useOfferState } from '../offer-time.js';

type Copied = 'idle' | 'copied' | 'failed';

/**
 * The offer's promo code, with a button that copies it: while the offer runs. Before, the block
 * says when the code opens; after, that the offer is over (the code is no longer shown to copy).
 */
export function PromoCodeBlock({
  code,
  label,
  window,
  renderedAt,
}: {
  readonly code: string;
  readonly label: string;
  readonly window: OfferWindowData;
  readonly renderedAt: string;
}) {
  const state = useOfferState(window, renderedAt, COUNTDOWN_TICK_MS);
  const [copied, setCopied] = useState<Copied>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      // No clipboard (an old browser, or permission refused): the code stays selectable.
      setCopied('failed');
    }
  };
  return (
    <section className="promo-code-block" aria-label={t('offer.codeTitle')}>
      <p className="promo-code-label">{label}</p>
      {state === 'running' ? (
        <>
          <p className="promo-code-row">
            <span className="promo-code-intro">{t('offer.codeIntro')}</span>{' '}
            <code className="promo-code" data-testid="promo-code">
              {code}
            </code>{' '}
            <button type="button" className="button-primary" onClick={copy}>
              {t('offer.copy')}
            </button>
          </p>
          <p className="promo-code-feedback" role="status">
            {copied === 'copied' ? t('offer.copied') : copied === 'failed' ? t('offer.copyFailed') : ''}
          </p>
          <p className="promo-code-until">{t('offer.validUntil', { date: offerDateTime(window.end) })}</p>
        </>
      ) : state === 'upcoming' ? (
        <p className="promo-code-upcoming">{t('offer.codeFrom', { date: offerDateTime(window.start) })}</p>
      ) : (
        <p className="promo-code-ended">{t('offer.ended')}</p>
      )}
    </section>
  );
}
