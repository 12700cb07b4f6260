import { COUNTDOWN_TICK_MS, type CustomerStatus } from '@tirage/domain';
import { useState } from 'react';
import { t } from '../../../i18n/translate.js';
import { chooseShopPromoCode } from '../../../lib/remembered-promo.js';
import { type OfferWindowData, offerDateTime, useOfferState } from '../offer-time.js';

type Feedback = 'none' | 'copied' | 'copyFailed' | 'chosen' | 'chooseFailed';

const FEEDBACK = {
  none: '',
  copied: 'offer.copied',
  copyFailed: 'offer.copyFailed',
  chosen: 'offer.chosen',
  chooseFailed: 'offer.chooseFailed',
} as const;

/**
 * The offer's promo code while the offer runs, with a button that copies it and one that uses it
 * on every product of the visit. Before, the block says when the code opens; after, that the
 * offer is over. A welcome code (`forNewCustomers`) says it is for a first order; a customer who
 * has already ordered is told it is not for them, and why, rather than offered it.
 */
export function PromoCodeBlock({
  code,
  label,
  window,
  forNewCustomers,
  visitor,
  renderedAt,
}: {
  readonly code: string;
  readonly label: string;
  readonly window: OfferWindowData;
  readonly forNewCustomers: boolean;
  /** Who reads the page, for a welcome code: a guest is `unknown`. */
  readonly visitor: CustomerStatus;
  readonly renderedAt: string;
}) {
  const state = useOfferState(window, renderedAt, COUNTDOWN_TICK_MS);
  const [feedback, setFeedback] = useState<Feedback>('none');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setFeedback('copied');
    } catch {
      // No clipboard (an old browser, or permission refused): the code stays selectable.
      setFeedback('copyFailed');
    }
  };
  const choose = () => setFeedback(chooseShopPromoCode(sessionStorage, code) ? 'chosen' : 'chooseFailed');
  const notForVisitor = forNewCustomers && visitor === 'returning';
  return (
    <section className="promo-code-block" aria-label={t('offer.codeTitle')}>
      <p className="promo-code-label">{label}</p>
      {state === 'ended' ? (
        <p className="promo-code-ended">{t('offer.ended')}</p>
      ) : state === 'upcoming' ? (
        <p className="promo-code-upcoming">{t('offer.codeFrom', { date: offerDateTime(window.start) })}</p>
      ) : notForVisitor ? (
        <p className="promo-code-not-for-you" role="note">
          {t('offer.returningCustomer', { code })} <a href="/printing-deals/">{t('offer.otherDeals')}</a>
        </p>
      ) : (
        <>
          <p className="promo-code-row">
            <span className="promo-code-intro">{t('offer.codeIntro')}</span>{' '}
            <code className="promo-code" data-testid="promo-code">
              {code}
            </code>{' '}
            <button type="button" className="button-primary" onClick={copy}>
              {t('offer.copy')}
            </button>{' '}
            <button type="button" onClick={choose}>
              {t('offer.choose')}
            </button>
          </p>
          <p className="promo-code-feedback" role="status">
            {feedback === 'none' ? '' : t(FEEDBACK[feedback])}
          </p>
          {forNewCustomers ? (
            <p className="promo-code-target">
              {t(visitor === 'new' ? 'offer.firstOrderYours' : 'offer.firstOrderOnly')}
            </p>
          ) : null}
          <p className="promo-code-until">{t('offer.validUntil', { date: offerDateTime(window.end) })}</p>
        </>
      )}
    </section>
  );
}
