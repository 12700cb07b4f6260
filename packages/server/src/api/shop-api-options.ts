import type { ClockPort } from '@tirage/domain';
import type { Context } from 'hono';
import type { LoginThrottleLimits } from '../auth/login-throttle.js';
import type { HolidayCalendar } from '../delivery/holiday-calendar.js';
import type { AppEnv } from '../http/app-env.js';

export interface ShopApiOptions {
  /** The server's clock; tests pass a fixed one so arrival dates are known. */
  readonly clock: ClockPort;
  /** Public holidays not counted in delivery times. */
  readonly calendar: HolidayCalendar;
  /** Check every answer against the contract before sending it (tests). */
  readonly validateResponses?: boolean;
  /** Failed-login limits per account and per client address (see `src/auth/login-throttle.ts`). */
  readonly loginThrottle?: LoginThrottleLimits;
  /**
   * The client address a login is counted against. By default the socket's peer address; behind
   * a reverse proxy pass one that reads the proxy's header (only a proxy you trust sets it).
   */
  readonly clientIp?: (c: Context<AppEnv>) => string;
}
