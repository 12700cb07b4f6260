import type { ClockPort } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import type { ApiModule } from '../app.js';
import { createFrenchHolidayCalendar } from '../delivery/holiday-calendar.js';
import { authRoutes } from './auth.routes.js';
import { configRoutes } from './config.routes.js';
import { contentRoutes } from './content.routes.js';
import { customerRoutes } from './customer.routes.js';
import { openApiRoutes } from './openapi.routes.js';
import { productRoutes } from './product.routes.js';
import type { ShopApiOptions } from './shop-api-options.js';

export type { ShopApiOptions } from './shop-api-options.js';

export const systemClock: ClockPort = { now: () => Temporal.Now.instant() };

/** The API modules of the shop served so far, in mounting order. */
export function createShopApi(options: Partial<ShopApiOptions> = {}): readonly ApiModule[] {
  const resolved: ShopApiOptions = {
    clock: options.clock ?? systemClock,
    calendar: options.calendar ?? createFrenchHolidayCalendar(),
    ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    ...(options.loginThrottle === undefined ? {} : { loginThrottle: options.loginThrottle }),
    ...(options.clientIp === undefined ? {} : { clientIp: options.clientIp }),
  };
  return [
    openApiRoutes,
    configRoutes(resolved),
    contentRoutes(resolved),
    productRoutes(resolved),
    authRoutes(resolved),
    customerRoutes(resolved),
  ];
}
