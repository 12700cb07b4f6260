import type { Delivery, QuotePriceSet } from '@tirage/domain';
import { t, tAny } from '../../../i18n/translate.js';
import { date, quantity as formatQuantity, money } from '../../../lib/format.js';

/** A delivery option's name, from the dictionary (`delivery.<key>`). */
const deliveryLabel = (option: string): string => tAny(`delivery.${option}`);

/**
 * The price of every quoted quantity (rows) for every delivery option (columns), with the arrival
 * date of each option for the chosen quantity and the unit price. Choosing a cell chooses its
 * quantity and delivery. While prices (or the dates) load, they keep their place as skeletons.
 */
export function PriceTable({
  quantities,
  deliveryOptions,
  priceSets,
  deliveries,
  selectedQuantity,
  selectedDelivery,
  inclVat,
  loading,
  datesLoading = false,
  locale,
  onSelect,
}: {
  readonly quantities: readonly number[];
  readonly deliveryOptions: readonly string[];
  readonly priceSets: readonly QuotePriceSet[];
  readonly deliveries: readonly Delivery[];
  readonly selectedQuantity: number;
  readonly selectedDelivery: string;
  readonly inclVat: boolean;
  readonly loading: boolean;
  /** The arrival dates of the chosen quantity are being calculated (the prices stay). */
  readonly datesLoading?: boolean;
  readonly locale: string;
  readonly onSelect: (quantity: number, deliveryOption: string) => void;
}) {
  const priceOf = (q: number, option: string) =>
    priceSets.find((set) => set.quantity === q && set.deliveryOption === option);
  const arrivalOf = (option: string) => deliveries.find((d) => d.deliveryOption === option);
  return (
    <table className="price-table" aria-busy={loading}>
      <caption>{t('product.priceTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.priceTableQuantity')}</th>
          {deliveryOptions.map((option) => {
            const arrival = arrivalOf(option)?.arrivalDate;
            return (
              <th scope="col" key={option}>
                <span className="delivery-name">{deliveryLabel(option)}</span>
                <span className="delivery-date" data-testid={`arrival-${option}`}>
                  {loading || datesLoading ? (
                    <span className="skeleton" aria-hidden="true" />
                  ) : deliveries.length === 0 ? null : arrival === undefined ? (
                    t('product.arrivalUnknown')
                  ) : (
                    t('product.arrival', { date: date(arrival) })
                  )}
                </span>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {quantities.map((q) => (
          <tr key={q}>
            <th scope="row">{formatQuantity(q, locale)}</th>
            {deliveryOptions.map((option) => {
              const set = priceOf(q, option);
              const chosen = q === selectedQuantity && option === selectedDelivery;
              if (loading || set === undefined) {
                return (
                  <td key={option}>
                    {loading ? <span className="skeleton" /> : <span aria-hidden="true">–</span>}
                  </td>
                );
              }
              const amount = inclVat ? set.amountInclTax : set.amountExclTax;
              const unit = inclVat ? set.unitAmountInclTax : set.unitAmountExclTax;
              const price = money(amount, locale);
              return (
                <td key={option} className={chosen ? 'chosen' : undefined}>
                  <button type="button" aria-pressed={chosen} onClick={() => onSelect(q, option)}>
                    {/* The name says which cell it is; the visible text stays part of it. */}
                    <span className="visually-hidden">
                      {t('product.choosePrice', {
                        quantity: formatQuantity(q, locale),
                        delivery: deliveryLabel(option),
                      })}{' '}
                    </span>
                    <span className="price">{price}</span>
                    <span className="visually-hidden">
                      {' '}
                      {inclVat ? t('product.pricesIncl') : t('product.pricesExcl')}{' '}
                    </span>
                    <span className="unit-price">
                      {t('product.unitPrice', { price: money(unit, locale) })}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
