import { type Cart, type CartLimits, cents, DEFAULT_CART_LIMITS } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';
import { money } from '../../../lib/format.js';

/** The cart's totals excl. VAT, VAT and incl. VAT, and the shop's cart limits. */
export function CartTotals({
  cart,
  locale,
  limits = DEFAULT_CART_LIMITS,
}: {
  readonly cart: Pick<Cart, 'totalPrice' | 'taxedPrice' | 'currency' | 'vatMention'>;
  readonly locale: string;
  /** The shop's limits (its rules); the specification's when not given. */
  readonly limits?: CartLimits | undefined;
}) {
  const vat = cents(cart.taxedPrice.cents - cart.totalPrice.cents, cart.currency);
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t('cart.totals')}</h2>
      <dl>
        <div>
          <dt>{t('cart.totalExcl')}</dt>
          <dd data-testid="cart-total-excl">{money(cart.totalPrice, locale)}</dd>
        </div>
        <div>
          <dt>{t('cart.vat')}</dt>
          <dd>{money(vat, locale)}</dd>
        </div>
        <div>
          <dt>{t('cart.totalIncl')}</dt>
          <dd data-testid="cart-total-incl">{money(cart.taxedPrice, locale)}</dd>
        </div>
      </dl>
      {cart.vatMention === undefined ? null : <p className="vat-mention">{cart.vatMention}</p>}
      <p className="cart-limits">
        {t('cart.limits', {
          lines: limits.maxLines,
          amount: money(cents(limits.maxTaxedCents, cart.currency), locale),
        })}
      </p>
    </section>
  );
}
