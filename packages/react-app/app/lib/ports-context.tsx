import type { ShopPorts } from '@tirage/api-client/ports';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createBrowserPorts, type ShopIdentity } from './browser-ports.js';

const PortsContext = createContext<ShopPorts | undefined>(undefined);

/**
 * Gives the page's components the browser's ports, built once per page load for the page's shop.
 * Stories and tests pass fakes with `ports`.
 */
export function PortsProvider({
  shop,
  ports,
  children,
}: {
  readonly shop: ShopIdentity;
  readonly ports?: ShopPorts;
  readonly children: ReactNode;
}) {
  const [held] = useState(() => ports ?? createBrowserPorts(shop));
  return <PortsContext.Provider value={held}>{children}</PortsContext.Provider>;
}

/** The ports of the composition root; a component outside `PortsProvider` is a bug. */
export function usePorts(): ShopPorts {
  const ports = useContext(PortsContext);
  if (ports === undefined) throw new Error('usePorts is used outside PortsProvider');
  return ports;
}
