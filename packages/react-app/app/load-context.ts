import type { TokenStore } from '@tirage/api-client';
import type { ShopPorts } from '@tirage/api-client/ports';
import type { CurrencyCode } from '@tirage/domain';
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
  /** The request came with a session whose tokens had both expired: it was ended (cookie cleared). */
  readonly sessionExpired: boolean;
  /**
   * The guest's anonymous id (its cookie), the key of a guest cart. With `create`, an id is given
   * out (and its cookie set) when the shopper has none yet; without, `undefined` then.
   */
  readonly anonymousId: (options: { readonly create: boolean }) => string | undefined;
  /** The request's shop: money and dates are shown in its locale and active currency. */
  readonly shop: {
    readonly tenant: string;
    /** BCP 47, e.g. `fr-FR`. */
    readonly locale: string;
    readonly currency: CurrencyCode;
    /** The shop's default delivery country (ISO 3166-1 alpha-2) and postal code, for quotes. */
    readonly country: string;
    readonly zipCode: string;
    /** The countries the shop delivers to (ISO 3166-1 alpha-2). */
    readonly countries: readonly string[];
  };
}

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}
