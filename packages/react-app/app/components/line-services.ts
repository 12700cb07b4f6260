import { COUPON_SERVICE, DESIGN_SERVICE, type LineItem } from '@tirage/domain';
import { t, tAny } from '../i18n/translate.js';
import { money } from '../lib/format.js';

/** The name of a line's service ('Vérification des fichiers', 'Code promo BF25'). */
export function serviceName(service: LineItem['services'][number]): string {
  return tAny(
    `cart.service.${service.key}`,
    service.key === COUPON_SERVICE ? { code: service.inputText ?? '' } : {},
  );
}

/** Each service of a line with its price ('Code promo BF25 : −12,50 €'), as the cart and the order show them. */
export function serviceLines(line: Pick<LineItem, 'services'>, locale: string): readonly string[] {
  return line.services.map((service) =>
    t('cart.serviceWithPrice', { name: serviceName(service), price: money(service.unitPrice, locale) }),
  );
}

/** What the shopper asked of the designer, on a line with the design service. */
export function designBriefOf(line: Pick<LineItem, 'services'>): string | undefined {
  const brief = line.services.find((service) => service.key === DESIGN_SERVICE)?.inputText;
  return brief === undefined || brief === '' ? undefined : brief;
}
