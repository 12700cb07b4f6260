import { Temporal } from 'temporal-polyfill';
import { vi } from 'vitest';
import type { DomainError } from '../../errors/errors.js';
import type { AuthGrant, AuthUser } from '../../model/auth.js';
import type { AuthPort } from '../../ports/auth.port.js';
import { err, ok } from '../../shared/result.js';
import { type AuthSessionInput, authSessionActors, authSessionMachine } from '../auth-session.machine.js';

export const T0 = Temporal.Instant.from('2026-03-02T08:00:00Z');
export const at = (seconds: number): Temporal.Instant => T0.add({ seconds });

export const ana: AuthUser = {
  id: 'u-ana',
  email: 'ana@example.fr',
  firstName: 'Ana',
  category: 'private',
  scopes: [],
};
export const wrongPassword: DomainError = {
  kind: 'request.invalid',
  message: 'Invalid credentials',
  fieldErrors: [],
};
export const serverDown: DomainError = { kind: 'request.failed', message: 'Service Unavailable' };

/** A scripted auth server: each answer is decided by a flag the test sets beforehand. */
export function fakeAuthServer() {
  const server = {
    loginOk: true,
    loginAsOk: true,
    refreshOk: true,
    logoutOk: true,
    issued: 0,
    calls: { login: 0, loginAs: 0, refresh: 0, logout: 0 },
    /** What each port method received, in order. */
    received: [] as unknown[],
  };
  const nextGrant = (user: AuthUser, withRefresh: boolean): AuthGrant => {
    server.issued += 1;
    return {
      user,
      accessToken: `access-${server.issued}`,
      refreshToken: withRefresh ? `refresh-${server.issued}` : undefined,
    };
  };
  const port: AuthPort = {
    login: async (credentials) => {
      server.received.push(credentials);
      server.calls.login += 1;
      return server.loginOk ? ok(nextGrant(ana, true)) : err(wrongPassword);
    },
    loginAs: async (target) => {
      server.received.push(target);
      server.calls.loginAs += 1;
      return server.loginAsOk ? ok(nextGrant(ana, false)) : err(serverDown);
    },
    refresh: async (refreshToken) => {
      server.received.push(refreshToken);
      server.calls.refresh += 1;
      server.issued += 1;
      return server.refreshOk
        ? ok({ accessToken: `access-${server.issued}`, refreshToken: undefined })
        : err(serverDown);
    },
    logout: async (accessToken) => {
      server.received.push(accessToken);
      server.calls.logout += 1;
      return server.logoutOk ? ok(undefined) : err(serverDown);
    },
  };
  const actors = authSessionActors(port);
  const actions = { storeTokens: vi.fn(), clearTokens: vi.fn(), logLogoutFailure: vi.fn() };
  return { server, actors, actions };
}

export function sessionMachineWith(fakes: ReturnType<typeof fakeAuthServer>) {
  return authSessionMachine.provide({ actors: fakes.actors, actions: fakes.actions });
}

export const startInput = (overrides: Partial<AuthSessionInput> = {}): AuthSessionInput => ({
  now: T0,
  ...overrides,
});
