/**
 * Model-based test of the auth session: random sequences of logins, time passing, requests,
 * 401s and logouts are run against the machine and against a much simpler model of the
 * session (logged in or not, and two expiry times in seconds).
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { type Actor, createActor, waitFor } from 'xstate';
import { sessionExpired } from '../errors/errors.js';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from './auth-rules.js';
import type { AuthSessionMachine } from './auth-session.machine.js';
import {
  at,
  fakeAuthServer,
  sessionMachineWith,
  startInput,
  T0,
  wrongPassword,
} from './test-support/fake-auth.js';

interface SessionModel {
  /** Seconds since T0. */
  now: number;
  loggedIn: boolean;
  accessExpiry: number | null;
  refreshExpiry: number | null;
  error: 'none' | 'expired' | 'login';
  readonly resetOn401: boolean;
}

interface RealSession {
  readonly actor: Actor<AuthSessionMachine>;
  readonly fakes: ReturnType<typeof fakeAuthServer>;
}

type SessionCommand = fc.AsyncCommand<SessionModel, RealSession>;

const secondsSinceT0 = (instant: { since(other: typeof T0): { total(unit: 'seconds'): number } }) =>
  instant.since(T0).total('seconds');

async function settle(real: RealSession) {
  return waitFor(real.actor, (snapshot) => !snapshot.context.busy);
}

/** The machine agrees with the model. */
function agree(model: SessionModel, real: RealSession) {
  const snapshot = real.actor.getSnapshot();
  const { context } = snapshot;
  expect(snapshot.value).toBe(model.loggedIn ? 'loggedIn' : 'loggedOut');
  expect(context.loggedIn).toBe(model.loggedIn);
  expect(context.busy).toBe(false);
  expect(context.tokens === null ? null : secondsSinceT0(context.tokens.access.expiresAt)).toBe(
    model.accessExpiry,
  );
  expect(
    context.tokens?.refresh === undefined ? null : secondsSinceT0(context.tokens.refresh.expiresAt),
  ).toBe(context.tokens === null ? null : model.refreshExpiry);
  const expectedError = { none: null, expired: sessionExpired(), login: wrongPassword }[model.error];
  expect(context.error).toEqual(expectedError);
}

class Login implements SessionCommand {
  constructor(readonly succeeds: boolean) {}
  check = (model: Readonly<SessionModel>) => !model.loggedIn;
  async run(model: SessionModel, real: RealSession) {
    real.fakes.server.loginOk = this.succeeds;
    real.actor.send({
      type: 'auth.login',
      credentials: { email: 'a@b.fr', password: 'p' },
      now: at(model.now),
    });
    await settle(real);
    if (this.succeeds) {
      Object.assign(model, {
        loggedIn: true,
        accessExpiry: model.now + ACCESS_TOKEN_TTL_S,
        refreshExpiry: model.now + REFRESH_TOKEN_TTL_S,
        error: 'none',
      });
    } else model.error = 'login';
    agree(model, real);
  }
  toString = () => `Login(${this.succeeds ? 'ok' : 'fail'})`;
}

class AdvanceTime implements SessionCommand {
  constructor(readonly seconds: number) {}
  check = () => true;
  async run(model: SessionModel, real: RealSession) {
    model.now += this.seconds;
    agree(model, real);
  }
  toString = () => `AdvanceTime(${this.seconds}s)`;
}

/** Jumps to one of the session's expiries, or a second either side: the boundaries that matter. */
class AdvanceToExpiry implements SessionCommand {
  constructor(
    readonly token: 'access' | 'refresh',
    readonly offset: -1 | 0 | 1,
  ) {}
  check = (model: Readonly<SessionModel>) => {
    const expiry = this.token === 'access' ? model.accessExpiry : model.refreshExpiry;
    return expiry !== null && expiry + this.offset >= model.now;
  };
  async run(model: SessionModel, real: RealSession) {
    const expiry = (this.token === 'access' ? model.accessExpiry : model.refreshExpiry) ?? model.now;
    model.now = expiry + this.offset;
    agree(model, real);
  }
  toString = () =>
    `AdvanceToExpiry(${this.token}${this.offset === 0 ? '' : this.offset > 0 ? '+1s' : '-1s'})`;
}

class EnsureFresh implements SessionCommand {
  constructor(readonly refreshSucceeds: boolean) {}
  check = (model: Readonly<SessionModel>) => model.loggedIn;
  async run(model: SessionModel, real: RealSession) {
    const refreshesBefore = real.fakes.server.calls.refresh;
    real.fakes.server.refreshOk = this.refreshSucceeds;
    real.actor.send({ type: 'auth.ensureFresh', now: at(model.now) });
    await settle(real);
    const accessLive = model.accessExpiry !== null && model.now < model.accessExpiry;
    const refreshLive = model.refreshExpiry !== null && model.now < model.refreshExpiry;
    const refreshed = !accessLive && refreshLive;
    expect(real.fakes.server.calls.refresh - refreshesBefore).toBe(refreshed ? 1 : 0);
    if (accessLive) {
      // nothing changes
    } else if (refreshed && this.refreshSucceeds) {
      model.accessExpiry = model.now + ACCESS_TOKEN_TTL_S;
    } else {
      Object.assign(model, { loggedIn: false, accessExpiry: null, refreshExpiry: null, error: 'expired' });
    }
    agree(model, real);
  }
  toString = () => `EnsureFresh(refresh ${this.refreshSucceeds ? 'ok' : 'fail'})`;
}

class Unauthorized implements SessionCommand {
  check = (model: Readonly<SessionModel>) => model.loggedIn;
  async run(model: SessionModel, real: RealSession) {
    real.actor.send({ type: 'http.unauthorized' });
    await settle(real);
    if (model.resetOn401) {
      Object.assign(model, { loggedIn: false, accessExpiry: null, refreshExpiry: null, error: 'expired' });
    }
    agree(model, real);
  }
  toString = () => 'Unauthorized(401)';
}

class Logout implements SessionCommand {
  constructor(readonly succeeds: boolean) {}
  check = (model: Readonly<SessionModel>) => model.loggedIn;
  async run(model: SessionModel, real: RealSession) {
    const failuresBefore = real.fakes.actions.logLogoutFailure.mock.calls.length;
    real.fakes.server.logoutOk = this.succeeds;
    real.actor.send({ type: 'auth.logout' });
    await settle(real);
    Object.assign(model, { loggedIn: false, accessExpiry: null, refreshExpiry: null, error: 'none' });
    expect(real.fakes.actions.logLogoutFailure.mock.calls.length - failuresBefore).toBe(
      this.succeeds ? 0 : 1,
    );
    agree(model, real);
  }
  toString = () => `Logout(${this.succeeds ? 'ok' : 'fail'})`;
}

const seconds = fc.oneof(
  fc.constantFrom(1, ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S),
  fc.integer({ min: 0, max: 2 * REFRESH_TOKEN_TTL_S }),
);

const commands = fc.commands(
  [
    fc.boolean().map((ok) => new Login(ok)),
    seconds.map((s) => new AdvanceTime(s)),
    fc
      .tuple(
        fc.constantFrom('access' as const, 'refresh' as const),
        fc.constantFrom(-1 as const, 0 as const, 1 as const),
      )
      .map(([token, offset]) => new AdvanceToExpiry(token, offset)),
    fc.boolean().map((ok) => new EnsureFresh(ok)),
    fc.constant(new Unauthorized()),
    fc.boolean().map((ok) => new Logout(ok)),
  ],
  { maxCommands: 40, size: 'large' },
);

test.prop([fc.boolean(), commands], { numRuns: 150 })(
  'the session machine behaves like the simple session model',
  async (resetOn401, cmds) => {
    await fc.asyncModelRun(() => {
      const fakes = fakeAuthServer();
      const actor = createActor(sessionMachineWith(fakes), {
        input: startInput({ resetSessionOn401: resetOn401 }),
      });
      actor.start();
      const model: SessionModel = {
        now: 0,
        loggedIn: false,
        accessExpiry: null,
        refreshExpiry: null,
        error: 'none',
        resetOn401,
      };
      return { model, real: { actor, fakes } };
    }, cmds);
  },
);
