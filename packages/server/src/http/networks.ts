import { BlockList, isIP } from 'node:net';
import type { IpNetwork } from '../config/config.js';

/** Whether an address (a socket's peer) is in one of `networks`; 'unknown' and other non-addresses are not. */
export function networkMatcher(networks: readonly IpNetwork[]): (address: string) => boolean {
  const list = new BlockList();
  for (const network of networks) list.addSubnet(network.address, network.prefix, network.family);
  return (address) => {
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
