import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config/config.js';
import type { AppEnv } from './app-env.js';
import { clientAddress, inProcessEnv, isInProcess } from './client-address.js';

/** An app that answers the client address it reads, and whether the request is the app's own. */
function echo(trustedProxyRanges: string) {
  const read = clientAddress(loadConfig({ TRUSTED_PROXY_IP_RANGES: trustedProxyRanges }).trustedProxies);
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ address: read(c), inProcess: isInProcess(c) }));
  return async (peer: string | undefined, forwardedFor?: string, env?: (env: unknown) => unknown) => {
    const socketEnv = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } };
    const answer = await app.request(
      'http://localhost/',
      { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } },
      env === undefined ? socketEnv : env(socketEnv),
    );
    return (await answer.json()) as { address: string; inProcess: boolean };
  };
}

describe('the client address', () => {
  test('without trusted proxies it is the socket’s peer, whatever X-Forwarded-For says', async () => {
    const ask = echo('none');
    expect((await ask('203.0.113.7', '198.51.100.1')).address).toBe('203.0.113.7');
    expect((await ask(undefined, '198.51.100.1')).address).toBe('unknown');
  });

  test('from a trusted proxy it is the last address of X-Forwarded-For that is not a trusted proxy', async () => {
    const ask = echo('10.0.0.0/24,fd00::/8');
    // The proxy appended the address it was reached from.
    expect((await ask('10.0.0.5', '198.51.100.1')).address).toBe('198.51.100.1');
    // What the client wrote itself comes first and is never read.
    expect((await ask('10.0.0.5', '192.0.2.66, 198.51.100.1')).address).toBe('198.51.100.1');
    // Through two trusted proxies, on a dual-stack socket.
    expect((await ask('::ffff:10.0.0.5', '198.51.100.1, 10.0.0.9')).address).toBe('198.51.100.1');
    expect((await ask('fd00::1', '2001:db8::7')).address).toBe('2001:db8::7');
    // Nothing forwarded, or something that is not an address: the proxy's own.
    expect((await ask('10.0.0.5')).address).toBe('10.0.0.5');
    expect((await ask('10.0.0.5', '198.51.100.1, not-an-address')).address).toBe('10.0.0.5');
    // Only trusted proxies in the list: the first of them.
    expect((await ask('10.0.0.5', '10.0.0.7, 10.0.0.9')).address).toBe('10.0.0.7');
  });

  test('from any other peer X-Forwarded-For is ignored', async () => {
    const ask = echo('10.0.0.0/24');
    expect((await ask('203.0.113.7', '198.51.100.1')).address).toBe('203.0.113.7');
  });

  test('a request the app makes to itself says so, with the shopper’s socket still read', async () => {
    const ask = echo('none');
    expect(await ask('203.0.113.7', undefined, inProcessEnv)).toEqual({
      address: '203.0.113.7',
      inProcess: true,
    });
    expect((await ask('203.0.113.7')).inProcess).toBe(false);
    expect((await ask(undefined, undefined, inProcessEnv)).inProcess).toBe(true);
  });
});
