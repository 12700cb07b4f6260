import { fc, test } from '@fast-check/vitest';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, type TokenPair } from '@tirage/domain';
import { expect } from 'vitest';
import type { ApiClient } from './api-client.js';
import { at, clientOn, failure, json, type SentRequest, success } from './test-support/fake-fetch.js';
import { exampleResponse } from './test-support/route-calls.js';
import type { TokenStore } from './token-store.js';

/**
 * Model-based test of the session as the client sees it: a deliberately simple model (expiries
 * as seconds after T0) against the client, over any sequence of logins, waits, calls and 401s.
 */
interface Model {
  now: number;
  session: { accessUntil: number; refreshUntil: number | undefined } | null;
  resets: number;
  requests: number;
}

interface Real {
  readonly client: ApiClient;
  readonly tokens: TokenStore;
  readonly requests: SentRequest[];
  readonly resets: unknown[];
  readonly clock: { now: number };
  readonly server: { unauthorized: boolean };
}

const pairAt = (now: number, withRefresh: boolean): TokenPair => ({
  access: { value: `access-${now}`, expiresAt: at(now + ACCESS_TOKEN_TTL_S) },
  refresh: withRefresh ? { value: `refresh-${now}`, expiresAt: at(now + REFRESH_TOKEN_TTL_S) } : undefined,
});

async function expectSame(model: Model, real: Real): Promise<void> {
  expect(real.requests).toHaveLength(model.requests);
  expect(real.resets).toHaveLength(model.resets);
  const tokens = await real.tokens.get();
  if (model.session === null) {
    expect(tokens).toBeNull();
    return;
  }
  expect(tokens?.access.expiresAt.equals(at(model.session.accessUntil))).toBe(true);
  expect(tokens?.refresh === undefined).toBe(model.session.refreshUntil === undefined);
}

class Login implements fc.AsyncCommand<Model, Real> {
  constructor(readonly withRefresh: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await real.tokens.set(pairAt(model.now, this.withRefresh));
    model.session = {
      accessUntil: model.now + ACCESS_TOKEN_TTL_S,
      refreshUntil: this.withRefresh ? model.now + REFRESH_TOKEN_TTL_S : undefined,
    };
    await expectSame(model, real);
  }
  toString = () => `login(${this.withRefresh ? 'with refresh' : 'login-as'})`;
}

class Wait implements fc.AsyncCommand<Model, Real> {
  constructor(readonly seconds: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.now += this.seconds;
    real.clock.now = model.now;
  }
  toString = () => `wait(${this.seconds}s)`;
}

class Call implements fc.AsyncCommand<Model, Real> {
  constructor(readonly answers401: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.server.unauthorized = this.answers401;
    const before = real.requests.length;
    const result = await real.client.call('customer.get');
    const session = model.session;
    let carriedSession = false;
    if (session === null) {
      model.requests += 1;
    } else if (model.now < session.accessUntil) {
      model.requests += 1;
      carriedSession = true;
    } else if (session.refreshUntil !== undefined && model.now < session.refreshUntil) {
      model.requests += 2;
      session.accessUntil = model.now + ACCESS_TOKEN_TTL_S;
      carriedSession = true;
    } else {
      model.session = null;
      model.resets += 1;
      expect(result).toMatchObject({ ok: false, error: { kind: 'session.expired' } });
      await expectSame(model, real);
      return;
    }
    const sent = real.requests.at(-1);
    expect(sent?.headers.has('authorization')).toBe(carriedSession);
    if (this.answers401) {
      expect(result).toMatchObject({ ok: false, error: { kind: 'http.status', status: 401 } });
      // The client under test resets on 401 (the option is on in this model).
      if (carriedSession) {
        model.session = null;
        model.resets += 1;
      }
    } else {
      expect(result.ok).toBe(true);
    }
    expect(real.requests.length - before).toBeGreaterThan(0);
    await expectSame(model, real);
  }
  toString = () => `call(${this.answers401 ? '401' : 'ok'})`;
}

class Logout implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    await real.tokens.clear();
    model.session = null;
    await expectSame(model, real);
  }
  toString = () => 'logout';
}

const commands = [
  fc.boolean().map((withRefresh) => new Login(withRefresh)),
  fc
    .oneof(
      fc.integer({ min: 1, max: 3_600 }),
      fc.constantFrom(ACCESS_TOKEN_TTL_S - 1, ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S),
      fc.integer({ min: 3_600, max: REFRESH_TOKEN_TTL_S + 3_600 }),
    )
    .map((seconds) => new Wait(seconds)),
  fc.boolean().map((answers401) => new Call(answers401)),
  fc.constant(new Logout()),
];

test.prop([fc.commands(commands, { maxCommands: 30 })])(
  'the client keeps, refreshes and resets the session as the model says',
  async (cmds) => {
    const clock = { now: 0 };
    const server = { unauthorized: false };
    const setup = () => {
      const { client, tokens, requests, resets } = clientOn(
        (request) => {
          if (request.url.endsWith('/api/v1/auth/refreshToken/')) {
            return success({
              token_type: 'Bearer',
              access_token: `access-refreshed-${clock.now}`,
              expires_in: ACCESS_TOKEN_TTL_S,
              refresh_token: null,
              refresh_expires_in: null,
            });
          }
          return server.unauthorized ? failure(401, 'Unauthorized') : json(exampleResponse('customer.get'));
        },
        { clock: () => at(clock.now), resetSessionOn401: true },
      );
      return {
        model: { now: 0, session: null, resets: 0, requests: 0 } as Model,
        real: { client, tokens, requests, resets, clock, server },
      };
    };
    await fc.asyncModelRun(setup, cmds);
  },
);
