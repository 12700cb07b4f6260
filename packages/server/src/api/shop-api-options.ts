import type { ClockPort } from '@tirage/domain';
import type { HolidayCalendar } from '../delivery/holiday-calendar.js';

export interface ShopApiOptions {
  /** The server's clock; tests pass a fixed one so arrival dates are known. */
  readonly clock: ClockPort;
  /** Public holidays not counted in delivery times. */
  readonly calendar: HolidayCalendar;
  /** Check every answer against the contract before sending it (tests). */
  readonly validateResponses?: boolean;
}
