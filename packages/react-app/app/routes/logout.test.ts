import { type DomainError, err, ok, type Result } from '@tirage/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeStorefrontContext } from '../test-support/fake-context.js';
import { action as logout } from './logout.js';

const networkDown: DomainError = { kind: 'http.network', message: 'fetch failed' };

/** Posts the logout form; answers what the action threw (its redirect) and the context it ran in. */
async function postLogout(revoke: () => Promise<Result<void, DomainError>>) {
  const context = fakeStorefrontContext({ loggedIn: true, ports: { auth: { logout: vi.fn(revoke) } } });
  expect(context.session.get()).not.toBeNull();
  const thrown = await Promise.resolve(
    logout({
      request: new Request('https://shop.test/logout/', { method: 'POST' }),
      context,
      params: {},
    } as unknown as Parameters<typeof logout>[0]),
  ).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error('The logout should redirect');
  return { response: thrown, context };
}

describe('the logout action', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('a failed logout call still clears the session, forgets the cart options and logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { response, context } = await postLogout(async () => err(networkDown));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(context.session.get()).toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(warn).toHaveBeenCalledWith('logout failed; the session is reset anyway', 'http.network');
  });

  test('a logout the server accepts clears the session and logs nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { response, context } = await postLogout(async () => ok(undefined));
    expect(response.headers.get('location')).toBe('/');
    expect(context.session.get()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
