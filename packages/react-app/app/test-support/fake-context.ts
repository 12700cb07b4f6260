import type { TokenStore } from '@tirage/api-client';
import { type ShopPorts, stopWhenUnavailable } from '@tirage/api-client/ports';
import { DEFAULT_SHOP_RULES, ok, type TokenPair } from '@tirage/domain';
import type { AppLoadContext } from 'react-router';
import { Temporal } from 'temporal-polyfill';

/** Some methods of some ports: what a test scripts. */
export type SomePorts = { readonly [Name in keyof ShopPorts]?: Partial<ShopPorts[Name]> };

/**
 * Shop ports made of the methods a test gives; any other call throws, naming the port and the
 * method, so a test sees at once what the screen asked for that it did not expect.
 */
export function scriptedPorts(given: SomePorts): ShopPorts {
  // The given ports and methods stay own properties, so that `{ ...ports }` keeps them.
  const strict = (portName: PropertyKey, port: object) =>
    new Proxy(port, {
      get: (target, method, receiver) => {
        if (method in target) return Reflect.get(target, method, receiver);
        if (typeof method === 'symbol' || method === 'then') return undefined;
        return async () => {
          throw new Error(`Unexpected call to ${String(portName)}.${method}`);
        };
      },
    });
  const ports = Object.fromEntries(Object.entries(given).map(([name, port]) => [name, strict(name, port)]));
  return new Proxy(ports, {
    get: (target, portName, receiver) => {
      if (portName in target) return Reflect.get(target, portName, receiver);
      if (typeof portName === 'symbol' || portName === 'then') return undefined;
      return strict(portName, {});
    },
  }) as unknown as ShopPorts;
}

const liveTokens: TokenPair = {
  access: { value: 'access-token', expiresAt: Temporal.Instant.from('2099-01-01T00:00:00Z') },
  refresh: { value: 'refresh-token', expiresAt: Temporal.Instant.from('2099-01-01T00:00:00Z') },
};

/**
 * A request's context as the server builds it, for loaders and actions called in tests (and for
 * `createRoutesStub`, which wants it as the `AppLoadContext` that extends `StorefrontContext`):
 * the demo's French shop, the clock fixed at `now`, a shopper who is logged in or a guest (with an
 * anonymous id once given), and ports that stop the page when the shop is unavailable.
 */
/** The legal pages of a fake storefront, as the demo shop has them. */
const TEST_DEFAULT_LINKS = [
  { id: 'home', path: '/' },
  { id: 'cgv', path: '/conditions-generales-de-vente/' },
  { id: 'mentions-legales', path: '/mentions-legales/' },
  { id: 'confidentialite', path: '/confidentialite/' },
  { id: 'livraison', path: '/livraison/' },
];

/** The build a fake storefront is rendered by. */
const TEST_BUILD = { id: 'b-test', timestamp: 1_795_339_200_000 };

export function fakeStorefrontContext(
  options: {
    readonly ports?: SomePorts;
    readonly loggedIn?: boolean;
    readonly anonymousId?: string;
    readonly now?: string;
    readonly currency?: 'EUR' | 'GBP';
  } = {},
): AppLoadContext {
  let tokens: TokenPair | null = options.loggedIn === true ? liveTokens : null;
  const session: TokenStore = {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
  const now = Temporal.Instant.from(options.now ?? '2026-11-24T09:00:00Z');
  return {
    // Every page reads the build it is rendered by (the root loader): the same one throughout.
    ports: stopWhenUnavailable(
      scriptedPorts({
        ...options.ports,
        content: {
          latestBuild: async () => ok(TEST_BUILD),
          defaultLinks: async () => ok(TEST_DEFAULT_LINKS),
          // No address lookup key: the address forms suggest no addresses.
          addressLookupKey: async () => ok(null),
          ...options.ports?.content,
        },
      }),
    ),
    now: () => now,
    session,
    sessionExpired: false,
    anonymousId: ({ create }) => options.anonymousId ?? (create ? 'anon-1' : undefined),
    staff: {
      recognised: false,
      debug: false,
      agentToken: () => undefined,
      setAgentToken: () => undefined,
    },
    cspNonce: 'bm9uY2U=',
    shop: {
      tenant: 'fr',
      baseUrl: 'http://localhost:3000',
      locale: 'fr-FR',
      currency: options.currency ?? 'EUR',
      currencies: ['EUR', 'GBP'],
      country: 'FR',
      zipCode: '75001',
      countries: ['FR', 'BE'],
      rules: DEFAULT_SHOP_RULES,
    },
  };
}
