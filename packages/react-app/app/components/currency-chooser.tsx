import { t } from '../i18n/translate.js';

/** The storefront's route the chooser posts to (`routes/currency.ts`). */
export const CURRENCY_ACTION_PATH = '/currency/';

/**
 * The header's currency chooser: the currencies the shop sells, the visit's one selected. A plain
 * form posted to the currency route, so it works without JavaScript; the route stores the choice
 * in the visit's session and sends the shopper back to `back` (the page they were on). A shop
 * that sells in one currency shows no chooser.
 */
export function CurrencyChooser({
  currencies,
  current,
  back,
}: {
  readonly currencies: readonly string[];
  readonly current: string;
  /** The path (and query) of the page the shopper is on. */
  readonly back: string;
}) {
  if (currencies.length < 2) return null;
  return (
    <form className="currency-chooser" method="post" action={CURRENCY_ACTION_PATH}>
      <input type="hidden" name="back" value={back} />
      <label htmlFor="currency-chooser-select">{t('frame.currency')}</label>
      <select id="currency-chooser-select" name="currency" defaultValue={current}>
        {currencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency === current ? t('frame.currencyCurrent', { currency }) : currency}
          </option>
        ))}
      </select>
      <button type="submit">{t('frame.currencySubmit')}</button>
    </form>
  );
}
