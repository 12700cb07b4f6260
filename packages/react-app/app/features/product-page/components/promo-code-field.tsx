import type { PromoInputStatus, PromotionRefusalReason } from '@tirage/domain';
import { useId, useState } from 'react';
import { t } from '../../../i18n/translate.js';

/** The promo code field, with the status of the last code checked. */
export function PromoCodeField({
  code,
  status,
  reason,
  busy,
  onApply,
}: {
  readonly code: string;
  readonly status: PromoInputStatus | undefined;
  /** Why the shop refused the code to this visitor, when it says: shown instead of the status. */
  readonly reason?: PromotionRefusalReason | undefined;
  readonly busy: boolean;
  readonly onApply: (code: string) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(code);
  return (
    <form
      className="promo-code-field"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(typed);
      }}
    >
      <label htmlFor={id}>{t('product.promo')}</label>
      <input
        id={id}
        name="promoCode"
        value={typed}
        autoComplete="off"
        aria-describedby={status === undefined ? undefined : `${id}-status`}
        aria-invalid={status === undefined || status === 'valid' ? undefined : true}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" disabled={busy}>
        {t('product.promoApply')}
      </button>
      {status === undefined ? null : (
        <p
          id={`${id}-status`}
          className={status === 'valid' ? 'field-success' : 'field-error'}
          role={status === 'valid' ? 'status' : 'alert'}
        >
          {status === 'invalid_selection' && reason !== undefined
            ? t(`product.promo.reason.${reason}`)
            : t(`product.promo.${status}`)}
        </p>
      )}
    </form>
  );
}
