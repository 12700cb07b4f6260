import { Temporal } from 'temporal-polyfill';

/** Dates are shown as the shop sees them: in Paris (specification section 9). */
export const SHOP_TIME_ZONE = 'Europe/Paris';

const DATE_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;

type DateLike = Temporal.PlainDate | Temporal.Instant | Temporal.ZonedDateTime;

/**
 * Formats a calendar date as DD-MM-YYYY. An instant or a zoned date-time is first moved to
 * `timeZone` (Paris by default), so 23:30 UTC on a summer evening is already the next day.
 * A plain date has no time and is printed as it is.
 */
export function formatDate(value: DateLike, timeZone: string = SHOP_TIME_ZONE): string {
  const date = toPlainDate(value, timeZone);
  return `${pad(date.day, 2)}-${pad(date.month, 2)}-${formatYear(date.year)}`;
}

/** Reads DD-MM-YYYY (years 0000–9999); anything else, or a day that does not exist, is null. */
export function parseDate(text: string): Temporal.PlainDate | null {
  const match = DATE_PATTERN.exec(text);
  if (match === null) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = Temporal.PlainYearMonth.from({ year, month }).daysInMonth;
  return day > daysInMonth ? null : Temporal.PlainDate.from({ year, month, day });
}

// Tags rather than `instanceof`: a date built by another Temporal (native or a second copy
// of the polyfill) must still be recognised.
function toPlainDate(value: DateLike, timeZone: string): Temporal.PlainDate {
  const tag = Object.prototype.toString.call(value);
  switch (tag) {
    case '[object Temporal.PlainDate]':
      return value as Temporal.PlainDate;
    case '[object Temporal.Instant]':
      return (value as Temporal.Instant).toZonedDateTimeISO(timeZone).toPlainDate();
    case '[object Temporal.ZonedDateTime]':
      return (value as Temporal.ZonedDateTime).withTimeZone(timeZone).toPlainDate();
    default:
      throw new TypeError(`formatDate expects a Temporal date, got ${tag}`);
  }
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const formatYear = (year: number): string => (year < 0 ? `-${pad(-year, 4)}` : pad(year, 4));
