import type { ClockPort } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import type { ApiModule } from '../app.js';
import { linkAddressToCart } from '../cart/cart-addresses.js';
import { createFrenchHolidayCalendar } from '../delivery/holiday-calendar.js';
import { accountMailRoutes } from './account-mail.routes.js';
import { addressRoutes } from './address.routes.js';
import { addressLookupRoutes } from './address-lookup.routes.js';
import { adminRoutes } from './admin.routes.js';
import { artworkRoutes } from './artwork.routes.js';
import { authRoutes } from './auth.routes.js';
import { cartRoutes } from './cart.routes.js';
import { configRoutes } from './config.routes.js';
import { contentRoutes } from './content.routes.js';
import { customerRoutes } from './customer.routes.js';
import { designRoutes } from './design.routes.js';
import { designAssetRoutes, designDocumentRoutes } from './design-document.routes.js';
import { legacyOrderRoutes } from './legacy-order.routes.js';
import { openApiRoutes } from './openapi.routes.js';
import { orderRoutes } from './order.routes.js';
import { pageEditorRoutes } from './page-editor.routes.js';
import { paymentRoutes } from './payment.routes.js';
import { productRoutes } from './product.routes.js';
import { productLinkRoutes } from './product-links.routes.js';
import { promocodeRoutes } from './promocode.routes.js';
import type { ShopApiOptions } from './shop-api-options.js';
import { shopRulesRoutes } from './shop-rules.routes.js';
import { walletRoutes } from './wallet.routes.js';

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
    ...(options.registrationThrottle === undefined
      ? {}
      : { registrationThrottle: options.registrationThrottle }),
    ...(options.passwordResetThrottle === undefined
      ? {}
      : { passwordResetThrottle: options.passwordResetThrottle }),
    ...(options.designAssetThrottle === undefined
      ? {}
      : { designAssetThrottle: options.designAssetThrottle }),
    ...(options.emailVerificationThrottle === undefined
      ? {}
      : { emailVerificationThrottle: options.emailVerificationThrottle }),
    ...(options.promocodeThrottle === undefined ? {} : { promocodeThrottle: options.promocodeThrottle }),
    ...(options.mail === undefined ? {} : { mail: options.mail }),
    ...(options.payments === undefined ? {} : { payments: options.payments }),
    ...(options.loqateKey === undefined ? {} : { loqateKey: options.loqateKey }),
    ...(options.artworks === undefined ? {} : { artworks: options.artworks }),
    ...(options.designAssets === undefined ? {} : { designAssets: options.designAssets }),
  };
  return [
    openApiRoutes,
    configRoutes(resolved),
    contentRoutes(resolved),
    productRoutes(resolved),
    authRoutes(resolved),
    adminRoutes(resolved, options.shopAssets),
    pageEditorRoutes(resolved),
    shopRulesRoutes(resolved),
    customerRoutes(resolved),
    accountMailRoutes(resolved),
    // An address call naming a cart also sets the address on it, in the same transaction.
    addressRoutes(resolved, (tx, link) =>
      linkAddressToCart(tx, link, { now: resolved.clock.now(), calendar: resolved.calendar }),
    ),
    addressLookupRoutes(resolved),
    cartRoutes(resolved),
    orderRoutes(resolved),
    walletRoutes(resolved),
    paymentRoutes(resolved),
    ...(options.payments?.providerPages === undefined ? [] : [options.payments.providerPages]),
    artworkRoutes(resolved, options.artworks),
    legacyOrderRoutes(resolved),
    designRoutes(resolved),
    designDocumentRoutes(resolved),
    designAssetRoutes(resolved, options.designAssets),
    promocodeRoutes(resolved),
    productLinkRoutes(resolved),
  ];
}
