import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { internalError, sessionExpired } from '../errors/errors.js';
import { toDomainError } from '../shared/port-actor.js';
import { ACCESS_TOKEN_TTL_S, issueTokens, REFRESH_TOKEN_TTL_S } from './auth-rules.js';
import { authSessionMachine, bearerToken, isLoggedInAs } from './auth-session.machine.js';
import {
  ana,
  at,
  fakeAuthServer,
  serverDown,
  sessionMachineWith,
  startInput,
  T0,
  wrongPassword,
} from './test-support/fake-auth.js';

const credentials = { email: 'ana@example.fr', password: 'secret' };
type SessionActor = ReturnType<typeof startSession>['actor'];

function startSession(input = startInput()) {
  const fakes = fakeAuthServer();
  const actor = createActor(sessionMachineWith(fakes), { input }).start();
  return { ...fakes, actor };
}

const settled = (actor: SessionActor) => waitFor(actor, (snapshot) => !snapshot.context.busy);

async function loggedInSession(input = startInput()) {
  const session = startSession(input);
  session.actor.send({ type: 'auth.login', credentials, now: T0 });
  await settled(session.actor);
  return session;
}

describe('auth session machine', () => {
  it('starts logged out, with the default strategy', () => {
    const { actor } = startSession();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(context).toMatchObject({
      user: null,
      loggedIn: false,
      strategy: 'user',
      busy: false,
      tokens: null,
    });
    expect(bearerToken(context)).toBeUndefined();
  });

  it('logs in, is busy meanwhile, and stores the tokens issued at the time of the request', async () => {
    const { actor, actions } = startSession();
    actor.send({ type: 'auth.login', credentials, now: T0 });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(actor.getSnapshot().context.busy).toBe(true);
    const snapshot = await settled(actor);
    const tokens = issueTokens({ user: ana, accessToken: 'access-1', refreshToken: 'refresh-1' }, T0);
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context).toMatchObject({
      user: ana,
      loggedIn: true,
      strategy: 'user',
      tokens,
      error: null,
    });
    expect(bearerToken(snapshot.context)).toBe('access-1');
    expect(isLoggedInAs(snapshot.context)).toBe(false);
    expect(actions.storeTokens).toHaveBeenCalledTimes(1);
    expect(actions.storeTokens.mock.calls[0]?.[1]).toEqual({ user: ana, tokens, strategy: 'user' });
  });

  it('stays logged out with the port error when the login fails', async () => {
    const { actor, server, actions } = startSession();
    server.loginOk = false;
    actor.send({ type: 'auth.login', credentials, now: T0 });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context.error).toEqual(wrongPassword);
    expect(actions.storeTokens).not.toHaveBeenCalled();
  });

  it('uses a live token without calling the server', async () => {
    const { actor, server } = await loggedInSession();
    actor.send({ type: 'auth.ensureFresh', now: at(ACCESS_TOKEN_TTL_S - 1) });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(server.calls.refresh).toBe(0);
    expect(actor.getSnapshot().context.now).toEqual(at(ACCESS_TOKEN_TTL_S - 1));
    expect(actor.getSnapshot().context.tokenAction).toBe('use');
  });

  it('keeps what each auth.ensureFresh decided', async () => {
    const { actor } = await loggedInSession();
    expect(actor.getSnapshot().context.tokenAction).toBeNull();
    actor.send({ type: 'auth.ensureFresh', now: at(ACCESS_TOKEN_TTL_S) });
    expect(actor.getSnapshot().context.tokenAction).toBe('refresh');
    await settled(actor);
    actor.send({ type: 'auth.ensureFresh', now: at(ACCESS_TOKEN_TTL_S + 1) });
    expect(actor.getSnapshot().context.tokenAction).toBe('use');
    actor.send({ type: 'auth.ensureFresh', now: at(3 * REFRESH_TOKEN_TTL_S) });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.tokenAction).toBe('reset');
  });

  it('refreshes an expired access token and stores the new one', async () => {
    const { actor, server, actions } = await loggedInSession();
    const now = at(ACCESS_TOKEN_TTL_S);
    actor.send({ type: 'auth.ensureFresh', now });
    expect(actor.getSnapshot().value).toBe('refreshing');
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('loggedIn');
    expect(server.calls.refresh).toBe(1);
    expect(snapshot.context.tokens?.access).toEqual({
      value: 'access-2',
      expiresAt: now.add({ seconds: ACCESS_TOKEN_TTL_S }),
    });
    expect(snapshot.context.tokens?.refresh?.expiresAt).toEqual(at(REFRESH_TOKEN_TTL_S));
    expect(actions.storeTokens).toHaveBeenCalledTimes(2);
    expect(actions.storeTokens.mock.calls[1]?.[1]).toMatchObject({ tokens: snapshot.context.tokens });
  });

  it('resets the session with the expired-session error once the refresh token expired', async () => {
    const { actor, server, actions } = await loggedInSession();
    actor.send({ type: 'auth.ensureFresh', now: at(REFRESH_TOKEN_TTL_S) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context).toMatchObject({
      loggedIn: false,
      user: null,
      tokens: null,
      error: sessionExpired(),
    });
    expect(server.calls.refresh).toBe(0);
    expect(actions.clearTokens).toHaveBeenCalledTimes(1);
  });

  it('resets the session when the refresh fails', async () => {
    const { actor, server, actions } = await loggedInSession();
    server.refreshOk = false;
    actor.send({ type: 'auth.ensureFresh', now: at(ACCESS_TOKEN_TTL_S + 60) });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context.error).toEqual(sessionExpired());
    expect(actions.clearTokens).toHaveBeenCalledTimes(1);
  });

  test.prop([fc.option(fc.boolean(), { nil: undefined }), fc.boolean()])(
    'a 401 resets the session only when the option is on, even during a refresh',
    async (resetSessionOn401, duringRefresh) => {
      const { actor } = await loggedInSession(startInput({ resetSessionOn401 }));
      if (duringRefresh) actor.send({ type: 'auth.ensureFresh', now: at(ACCESS_TOKEN_TTL_S) });
      actor.send({ type: 'http.unauthorized' });
      const snapshot = await settled(actor);
      expect(snapshot.context.loggedIn).toBe(resetSessionOn401 !== true);
      expect(snapshot.context.error).toEqual(resetSessionOn401 === true ? sessionExpired() : null);
    },
  );

  test.prop([fc.boolean()])(
    'logging out always ends the session; a failure is only logged',
    async (logoutOk) => {
      const { actor, server, actions } = await loggedInSession();
      server.logoutOk = logoutOk;
      actor.send({ type: 'auth.logout' });
      expect(actor.getSnapshot().value).toBe('loggingOut');
      const snapshot = await settled(actor);
      expect(snapshot.value).toBe('loggedOut');
      expect(snapshot.context).toMatchObject({ loggedIn: false, tokens: null, error: null });
      expect(actions.clearTokens).toHaveBeenCalledTimes(1);
      expect(actions.logLogoutFailure).toHaveBeenCalledTimes(logoutOk ? 0 : 1);
      if (!logoutOk) expect(actions.logLogoutFailure.mock.calls[0]?.[1]).toEqual({ error: serverDown });
    },
  );

  it('hands each port method what it needs', async () => {
    const { actor, server } = await loggedInSession();
    actor.send({ type: 'auth.ensureFresh', now: at(ACCESS_TOKEN_TTL_S) });
    await settled(actor);
    actor.send({
      type: 'auth.loginAs',
      target: { customerEmail: 'c@example.fr' },
      now: at(ACCESS_TOKEN_TTL_S),
    });
    await settled(actor);
    actor.send({ type: 'auth.logout' });
    await settled(actor);
    expect(server.received).toEqual([
      credentials,
      'refresh-1',
      { customerEmail: 'c@example.fr' },
      'access-3',
    ]);
  });

  it('can log out while a refresh is under way', async () => {
    const { actor, server } = await loggedInSession();
    actor.send({ type: 'auth.ensureFresh', now: at(ACCESS_TOKEN_TTL_S) });
    actor.send({ type: 'auth.logout' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('loggedOut');
    expect(server.calls.logout).toBe(1);
  });

  it('lets an administrator log in as a customer', async () => {
    const { actor, actions } = await loggedInSession();
    actor.send({ type: 'auth.loginAs', target: { customerEmail: 'ana@example.fr' }, now: at(10) });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.strategy).toBe('adminLoginAs');
    expect(isLoggedInAs(snapshot.context)).toBe(true);
    expect(actions.storeTokens.mock.calls[1]?.[1]).toMatchObject({ strategy: 'adminLoginAs' });
    // A login-as session has no refresh token: once expired it is reset.
    actor.send({ type: 'auth.ensureFresh', now: at(10 + ACCESS_TOKEN_TTL_S) });
    expect(actor.getSnapshot().context).toMatchObject({
      loggedIn: false,
      strategy: 'user',
      error: sessionExpired(),
    });
  });

  test.prop([fc.boolean()])('a failed login-as keeps the session it started from', async (startLoggedIn) => {
    const session = startLoggedIn ? await loggedInSession() : startSession();
    session.server.loginAsOk = false;
    session.actor.send({ type: 'auth.loginAs', target: { customerEmail: 'x@example.fr' }, now: T0 });
    const snapshot = await settled(session.actor);
    expect(snapshot.value).toBe(startLoggedIn ? 'loggedIn' : 'loggedOut');
    expect(snapshot.context.strategy).toBe('user');
    expect(snapshot.context.error).toEqual(serverDown);
  });

  it('starts logged in from a restored session', () => {
    const tokens = issueTokens({ user: ana, accessToken: 'a', refreshToken: 'r' }, T0);
    const { actor } = startSession(startInput({ restored: { user: ana, tokens, strategy: 'adminLoginAs' } }));
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(isLoggedInAs(actor.getSnapshot().context)).toBe(true);
  });

  test.prop([fc.array(fc.boolean(), { maxLength: 10 })])(
    'the page-loading flag follows the last load event, whatever the session does',
    async (events) => {
      const { actor } = startSession();
      for (const started of events) actor.send({ type: started ? 'page.loadStarted' : 'page.loadFinished' });
      expect(actor.getSnapshot().context.pageLoading).toBe(events.at(-1) === true);
    },
  );

  it('fails safely with an internal error when the app forgot to provide an actor', async () => {
    const actor = createActor(authSessionMachine, { input: startInput() }).start();
    actor.send({ type: 'auth.login', credentials, now: T0 });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context.error).toEqual(internalError());
  });
});

describe('toDomainError', () => {
  test.prop([fc.anything()])('anything that is not a domain error becomes an internal error', (value) => {
    fc.pre(!(typeof value === 'object' && value !== null && 'kind' in value));
    expect(toDomainError(value)).toEqual(internalError());
  });

  it('keeps a domain error as it is', () => {
    expect(toDomainError(wrongPassword)).toBe(wrongPassword);
    expect(toDomainError({ kind: 'x', message: 1 })).toEqual(internalError());
  });
});
