import Holidays from 'date-holidays';
import type { Temporal } from 'temporal-polyfill';

interface PublicHoliday {
  readonly date: Temporal.PlainDate;
  /** French name, e.g. "Lundi de Pâques". */
  readonly name: string;
}

/** Public holidays of the country the shop prints and ships from. */
export interface HolidayCalendar {
  holidayOn(date: Temporal.PlainDate): PublicHoliday | undefined;
}

/** Where holidays come from: `date-holidays`' `getHolidays(year)`, or a fake in tests. */
export interface HolidaySource {
  getHolidays(
    year: number,
  ): readonly { readonly date: string; readonly name: string; readonly type: string }[];
}

/**
 * A calendar of the public holidays of a source. Each year's list is built on first use and
 * kept, since a delivery estimate looks up dozens of days; observances (Whit Sunday, Mother's
 * Day) are not days off and are left out.
 */
export function createHolidayCalendar(source: HolidaySource): HolidayCalendar {
  const years = new Map<number, ReadonlyMap<string, string>>();

  function holidaysOf(year: number): ReadonlyMap<string, string> {
    const cached = years.get(year);
    if (cached !== undefined) return cached;
    const byDate = new Map<string, string>();
    for (const holiday of source.getHolidays(year)) {
      // `date` is the local calendar date, "YYYY-MM-DD hh:mm:ss".
      if (holiday.type === 'public') byDate.set(holiday.date.slice(0, 10), holiday.name);
    }
    years.set(year, byDate);
    return byDate;
  }

  return {
    holidayOn(date) {
      const name = holidaysOf(date.year).get(date.toString());
      return name === undefined ? undefined : { date, name };
    },
  };
}

/** The French public holidays (1 May, 14 July, Easter Monday, Ascension, Whit Monday…), in French. */
export function createFrenchHolidayCalendar(): HolidayCalendar {
  return createHolidayCalendar(new Holidays('FR', { languages: ['fr'], types: ['public'] }));
}

export function isWeekend(date: Temporal.PlainDate): boolean {
  return date.dayOfWeek >= 6;
}

export function isWorkingDay(date: Temporal.PlainDate, calendar: HolidayCalendar): boolean {
  return !isWeekend(date) && calendar.holidayOn(date) === undefined;
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: Temporal.PlainDate, calendar: HolidayCalendar): Temporal.PlainDate {
  let day = date.add({ days: 1 });
  while (!isWorkingDay(day, calendar)) day = day.add({ days: 1 });
  return day;
}

/** `date` moved forward by a number of working days; `date` itself is not counted. */
export function addWorkingDays(
  date: Temporal.PlainDate,
  workingDays: number,
  calendar: HolidayCalendar,
): Temporal.PlainDate {
  if (!Number.isSafeInteger(workingDays) || workingDays < 0) {
    throw new RangeError(`Working days must be a whole number, got ${workingDays}`);
  }
  let day = date;
  for (let counted = 0; counted < workingDays; counted += 1) day = nextWorkingDay(day, calendar);
  return day;
}
