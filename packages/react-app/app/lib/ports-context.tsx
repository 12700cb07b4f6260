import type { ShopPorts } from '@tirage/api-client/ports';
import type { AddressLookupPort } from '@tirage/domain';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ShopIdentity } from './browser-ports.js';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload.js';

const PortsContext = createContext<ShopPorts | undefined>(undefined);

/** Makes the address lookup of the shop's key (Loqate's, in the browser). */
export type AddressLookupFactory = (key: string) => AddressLookupPort;

const AddressLookupContext = createContext<AddressLookupFactory | undefined>(undefined);

/** Loqate's adapter, loaded with the API client on the first search (see `lazyPorts`). */
const lazyAddressLookup: AddressLookupFactory = (key) => {
  let loading: Promise<AddressLookupPort> | undefined;
  const port = () => {
    loading ??= import('./browser-ports.js').then((module) => module.createBrowserAddressLookup(key));
    return loading;
  };
  return {
    suggest: async (text, country, options) => (await port()).suggest(text, country, options),
    retrieve: async (id) => (await port()).retrieve(id),
  };
};

type AnyMethod = (...args: readonly unknown[]) => unknown;

/**
 * Ports whose API client is loaded on first use. A page rendered by the server needs none until
 * the shopper changes something, so the client (its schemas and its HTTP library) stays out of
 * the JavaScript a page loads at start.
 */
export function lazyPorts(load: () => Promise<ShopPorts>): {
  readonly ports: ShopPorts;
  readonly preload: () => void;
} {
  let loading: Promise<ShopPorts> | undefined;
  const loaded = () => {
    loading ??= load();
    return loading;
  };
  const ports = new Proxy({} as ShopPorts, {
    get: (_ports, portName) =>
      new Proxy(
        {},
        {
          get:
            (_port, method) =>
            async (...args: readonly unknown[]) => {
              const port = (await loaded())[portName as keyof ShopPorts] as unknown as Record<
                PropertyKey,
                AnyMethod
              >;
              const call = port[method];
              if (typeof call !== 'function')
                throw new Error(`No ${String(portName)}.${String(method)} port method`);
              return call.apply(port, [...args]);
            },
        },
      ),
  });
  return {
    ports,
    preload: () => {
      loaded().catch(() => {
        // A failed load is retried by the next call; the call reports it.
        loading = undefined;
      });
    },
  };
}

/** What a shopper does first on a page: the API client starts loading then, ahead of the change. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Gives the page's components the browser's ports, built once per page load for the page's shop
 * and loaded at the shopper's first interaction (or first call). Stories and tests pass fakes
 * with `ports`.
 */
export function PortsProvider({
  shop,
  ports,
  addressLookup = lazyAddressLookup,
  children,
}: {
  readonly shop: ShopIdentity;
  readonly ports?: ShopPorts;
  /** The address lookup for a key (by default Loqate's); stories and tests pass a fake. */
  readonly addressLookup?: AddressLookupFactory;
  readonly children: ReactNode;
}) {
  // The shop as last rendered: a later page's loader may bring another campaign (a campaign link
  // followed within the shop), which the calls made after it send.
  const latestShop = useRef(shop);
  latestShop.current = shop;
  const [held] = useState(() =>
    ports === undefined
      ? lazyPorts(() =>
          import('./browser-ports.js').then(
            (module) => module.createBrowserPorts(() => latestShop.current),
            (error: unknown) => {
              // A newer build is served: the page reloads to get its files (once per 10 s).
              if (isChunkLoadError(error)) reloadAfterChunkFailure();
              throw error;
            },
          ),
        )
      : { ports, preload: () => undefined },
  );
  useEffect(() => {
    const preload = () => {
      for (const type of FIRST_INTERACTIONS) document.removeEventListener(type, preload, true);
      held.preload();
    };
    for (const type of FIRST_INTERACTIONS)
      document.addEventListener(type, preload, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTIONS) document.removeEventListener(type, preload, true);
    };
  }, [held]);
  return (
    <PortsContext.Provider value={held.ports}>
      <AddressLookupContext.Provider value={addressLookup}>{children}</AddressLookupContext.Provider>
    </PortsContext.Provider>
  );
}

/** The ports of the composition root; a component outside `PortsProvider` is a bug. */
export function usePorts(): ShopPorts {
  const ports = useContext(PortsContext);
  if (ports === undefined) throw new Error('usePorts is used outside PortsProvider');
  return ports;
}

/**
 * The ports of the composition root, or undefined outside `PortsProvider`: for a component that
 * only enhances a page that works without them (an address form's town lookup).
 */
export function useOptionalPorts(): ShopPorts | undefined {
  return useContext(PortsContext);
}

/** The address lookup of the shop's key; undefined without a key (or outside `PortsProvider`). */
export function useAddressLookup(key: string | null | undefined): AddressLookupPort | undefined {
  const create = useContext(AddressLookupContext);
  return useMemo(
    () => (key === null || key === undefined || key === '' || create === undefined ? undefined : create(key)),
    [create, key],
  );
}
