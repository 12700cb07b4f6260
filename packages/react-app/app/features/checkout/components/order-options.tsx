import { t } from '../../../i18n/translate.js';
import { type CartOptions, MAX_CUSTOM_SENDER_LENGTH, MAX_NOTES_LENGTH } from '../cart-options.js';

/**
 * The order's options, on the cart and again on the checkout: the parcel's sender (premium
 * resellers only: the shop, or a name of their own), the invoice (asked by default) and notes
 * for the workshop. Field errors are French sentences.
 */
export function OrderOptions({
  premium,
  values,
  errors = {},
}: {
  readonly premium: boolean;
  readonly values: CartOptions;
  readonly errors?: Readonly<Partial<Record<'customSender' | 'notes', string>>>;
}) {
  return (
    <fieldset className="order-options">
      <legend>{t('checkout.options')}</legend>
      {premium ? (
        <fieldset>
          <legend>{t('checkout.sender')}</legend>
          <label className="choice">
            <input type="radio" name="sender" value="product" defaultChecked={values.sender !== 'custom'} />
            {t('checkout.sender.product')}
          </label>
          <label className="choice">
            <input type="radio" name="sender" value="custom" defaultChecked={values.sender === 'custom'} />
            {t('checkout.sender.custom')}
          </label>
          <div className="field">
            <label htmlFor="custom-sender">{t('checkout.customSender')}</label>
            <input
              id="custom-sender"
              name="customSender"
              maxLength={MAX_CUSTOM_SENDER_LENGTH}
              defaultValue={values.customSender}
              aria-invalid={errors.customSender === undefined ? undefined : true}
              aria-describedby={errors.customSender === undefined ? undefined : 'custom-sender-error'}
            />
            {errors.customSender === undefined ? null : (
              <p id="custom-sender-error" className="field-error">
                {errors.customSender}
              </p>
            )}
          </div>
        </fieldset>
      ) : null}
      <label className="choice">
        <input type="checkbox" name="invoiceRequested" defaultChecked={values.invoiceRequested} />
        {t('checkout.invoiceRequested')}
      </label>
      <div className="field">
        <label htmlFor="notes">{t('checkout.notes')}</label>
        <textarea
          id="notes"
          name="notes"
          rows={3}
          maxLength={MAX_NOTES_LENGTH}
          defaultValue={values.notes}
          aria-invalid={errors.notes === undefined ? undefined : true}
          aria-describedby={errors.notes === undefined ? undefined : 'notes-error'}
        />
        {errors.notes === undefined ? null : (
          <p id="notes-error" className="field-error">
            {errors.notes}
          </p>
        )}
      </div>
    </fieldset>
  );
}
