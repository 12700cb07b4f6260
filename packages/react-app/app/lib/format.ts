import { formatDate, formatMoney, type Money } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';

/** Money in the shop's locale and the amount's currency (Intl). */
export const money = (value: Money, locale: string): string => formatMoney(value, locale);

/** A date as the shop writes it: DD-MM-YYYY, Europe/Paris. */
export const date = (value: Temporal.PlainDate): string => formatDate(value);

/** A quantity with the locale's digit grouping (1 000). */
export const quantity = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
