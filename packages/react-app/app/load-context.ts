import type { ShopPorts } from '@tirage/api-client/ports';

/**
 * What the server gives every loader and action: the shop's ports, built for this request (its
 * shop, its currency, its shopper). The browser builds its own; nothing is a module singleton.
 */
export interface StorefrontContext {
  readonly ports: ShopPorts;
}

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}
