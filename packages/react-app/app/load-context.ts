import type { TokenStore } from '@tirage/api-client';
import type { ShopPorts } from '@tirage/api-client/ports';
import type { Temporal } from 'temporal-polyfill';

/**
 * What the server gives every loader and action: the shop's ports, built for this request (its
 * shop, its currency, its shopper). The browser builds its own; nothing is a module singleton.
 */
export interface StorefrontContext {
  readonly ports: ShopPorts;
  /** The time of the request (the server's clock; fixed in tests). */
  readonly now: () => Temporal.Instant;
  /** The shopper's tokens (the auth cookie): set at login, cleared at logout. */
  readonly session: TokenStore;
  /** The request's shop: money and dates are shown in its locale and active currency. */
  readonly shop: {
    readonly tenant: string;
    /** BCP 47, e.g. `fr-FR`. */
    readonly locale: string;
    readonly currency: string;
  };
}

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}
