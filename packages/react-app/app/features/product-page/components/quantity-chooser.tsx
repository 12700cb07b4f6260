import { assertNever, type QuantityError } from '@tirage/domain';
import { useId, useState } from 'react';
import { t } from '../../../i18n/translate.js';
import { quantity as formatQuantity } from '../../../lib/format.js';

/** A typed quantity: digit groups (spaces) allowed, a decimal comma; anything else is NaN. */
export function readQuantity(typed: string): number {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return compact === '' ? Number.NaN : Number(compact);
}

/** A refused quantity, said in French with the rule's figure. */
function quantityErrorMessage(error: QuantityError, locale: string): string {
  switch (error.kind) {
    case 'quantity.notANumber':
      return t('product.quantityError.notANumber');
    case 'quantity.notHundredths':
      return t('product.quantityError.notHundredths');
    case 'quantity.notPositive':
      return t('product.quantityError.notPositive');
    case 'quantity.belowMinimum':
      return t('product.quantityError.belowMinimum', { minimum: formatQuantity(error.minimum, locale) });
    case 'quantity.aboveMaximum':
      return t('product.quantityError.aboveMaximum', { maximum: formatQuantity(error.maximum, locale) });
    case 'quantity.notOnIncrement':
      return t('product.quantityError.notOnIncrement', {
        increment: formatQuantity(error.increment, locale),
      });
    default:
      return assertNever(error, 'quantity error');
  }
}

/**
 * The quantity: a list of the offered quantities and, in free mode, a field for any other
 * quantity the rule allows (the domain's message when it does not).
 */
export function QuantityChooser({
  quantities,
  selected,
  freeMode,
  error,
  locale,
  disabled = false,
  onChange,
  onFreeQuantity,
}: {
  readonly quantities: readonly number[];
  readonly selected: number;
  readonly freeMode: boolean;
  readonly error: QuantityError | undefined;
  readonly locale: string;
  readonly disabled?: boolean;
  readonly onChange: (quantity: number) => void;
  readonly onFreeQuantity: (quantity: number) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const offered = quantities.includes(selected)
    ? quantities
    : [...quantities, selected].sort((a, b) => a - b);
  return (
    <div className="field quantity-chooser">
      <label htmlFor={id}>{t('product.quantity')}</label>
      <select
        id={id}
        name="quantity"
        value={String(selected)}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {offered.map((value) => (
          <option key={value} value={String(value)}>
            {formatQuantity(value, locale)}
          </option>
        ))}
      </select>
      {freeMode ? (
        <form
          className="free-quantity"
          onSubmit={(event) => {
            event.preventDefault();
            onFreeQuantity(readQuantity(typed));
          }}
        >
          <label htmlFor={`${id}-free`}>{t('product.freeQuantity')}</label>
          <input
            id={`${id}-free`}
            inputMode="decimal"
            value={typed}
            aria-invalid={error === undefined ? undefined : true}
            aria-describedby={error === undefined ? undefined : `${id}-error`}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" disabled={disabled}>
            {t('product.freeQuantityApply')}
          </button>
        </form>
      ) : null}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error" role="alert">
          {quantityErrorMessage(error, locale)}
        </p>
      )}
    </div>
  );
}
