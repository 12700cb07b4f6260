import { formatDate, formatMoney, type Money } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';

/** Money in the shop's locale and the amount's currency (Intl). */
export const money = (value: Money, locale: string): string => formatMoney(value, locale);

/** A date as the shop writes it: DD-MM-YYYY, Europe/Paris. */
export const date = (value: Temporal.PlainDate): string => formatDate(value);

/** A quantity with the locale's digit grouping (1 000). */
export const quantity = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

/** A percentage given in percent (10 → "10 %"), with the locale's spacing. */
export const percent = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

const BYTES_PER_KILOBYTE = 1024;

/** A file's size as a shopper reads it: "850 ko", "2,4 Mo" (1 Mo = 1 024 ko, as the 200 Mo limit). */
export function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes / BYTES_PER_KILOBYTE / BYTES_PER_KILOBYTE;
  const [value, unit] =
    megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(bytes / BYTES_PER_KILOBYTE, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
