import type { Temporal } from 'temporal-polyfill';
import { assertEvent, assign, setup } from 'xstate';
import { type DomainError, sessionExpired } from '../errors/errors.js';
import {
  type AuthGrant,
  type AuthStrategy,
  type AuthUser,
  DEFAULT_AUTH_STRATEGY,
  type LoginAsTarget,
  type LoginCredentials,
  type RefreshGrant,
  type TokenPair,
} from '../model/auth.js';
import type { AuthPort } from '../ports/auth.port.js';
import { fromPort, notProvided, toDomainError } from '../shared/port-actor.js';
import { decideTokenAction, issueTokens, refreshTokens, type TokenAction } from './auth-rules.js';

/** A session read back from the auth cookie when the app starts. */
export interface RestoredSession {
  readonly user: AuthUser;
  readonly tokens: TokenPair;
  readonly strategy: AuthStrategy;
}

export interface AuthSessionInput {
  /** The time the app starts the session (from its clock). */
  readonly now: Temporal.Instant;
  /** Reset the session when the API answers 401 (off by default). */
  readonly resetSessionOn401?: boolean;
  readonly restored?: RestoredSession;
}

export interface AuthSessionContext {
  readonly user: AuthUser | null;
  readonly loggedIn: boolean;
  readonly strategy: AuthStrategy;
  /** True while a login, refresh or logout is under way. */
  readonly busy: boolean;
  readonly tokens: TokenPair | null;
  readonly error: DomainError | null;
  readonly pageLoading: boolean;
  /** The latest time the app told the machine; new token expiries count from it. */
  readonly now: Temporal.Instant;
  readonly resetSessionOn401: boolean;
  /** What the latest `auth.ensureFresh` decided (decided once per event); null before any. */
  readonly tokenAction: TokenAction | null;
}

export type AuthSessionEvent =
  | { readonly type: 'auth.login'; readonly credentials: LoginCredentials; readonly now: Temporal.Instant }
  | { readonly type: 'auth.loginAs'; readonly target: LoginAsTarget; readonly now: Temporal.Instant }
  /** Sent before each authenticated request: the token is used, refreshed or the session reset. */
  | { readonly type: 'auth.ensureFresh'; readonly now: Temporal.Instant }
  | { readonly type: 'http.unauthorized' }
  | { readonly type: 'auth.logout' }
  | { readonly type: 'page.loadStarted' }
  | { readonly type: 'page.loadFinished' };

export interface LoginInput {
  readonly credentials: LoginCredentials;
}
export interface LoginAsInput {
  readonly target: LoginAsTarget;
}
export interface RefreshInput {
  readonly refreshToken: string;
}
export interface LogoutInput {
  readonly accessToken: string | undefined;
}

/** What the app persists (the auth cookie) after a login or a refresh. */
export interface StoredSession {
  readonly user: AuthUser | null;
  readonly tokens: TokenPair;
  readonly strategy: AuthStrategy;
}

function initialContext(input: AuthSessionInput): AuthSessionContext {
  return {
    user: input.restored?.user ?? null,
    loggedIn: input.restored !== undefined,
    strategy: input.restored?.strategy ?? DEFAULT_AUTH_STRATEGY,
    busy: false,
    tokens: input.restored?.tokens ?? null,
    error: null,
    pageLoading: false,
    now: input.now,
    resetSessionOn401: input.resetSessionOn401 === true,
    tokenAction: null,
  };
}

const signedOut = (error: DomainError | null) =>
  ({ user: null, loggedIn: false, tokens: null, strategy: DEFAULT_AUTH_STRATEGY, error }) as const;

/** The session to persist, read from the context once its tokens are set. */
function storedSession(context: AuthSessionContext): StoredSession {
  if (context.tokens === null) throw new Error('No tokens to store (a bug in the auth session machine)');
  return { user: context.user, tokens: context.tokens, strategy: context.strategy };
}

/** What a successful login or login-as does for its strategy: sign in, then persist the session. */
const signInWith = (strategy: AuthStrategy) =>
  [
    {
      type: 'signIn',
      params: ({ event }: { readonly event: { readonly output: AuthGrant } }) => ({
        grant: event.output,
        strategy,
      }),
    },
    {
      type: 'storeTokens',
      params: ({ context }: { readonly context: AuthSessionContext }) => storedSession(context),
    },
  ] as const;

// A session that can no longer be used: back to a guest, with the expired-session error.
const expireSession = [{ type: 'resetSession', params: { error: sessionExpired() } }, 'clearTokens'] as const;

/** True when an administrator is logged in as a customer. */
export function isLoggedInAs(context: Pick<AuthSessionContext, 'loggedIn' | 'strategy'>): boolean {
  return context.loggedIn && context.strategy === 'adminLoginAs';
}

/** The bearer token to send, if any. Send `auth.ensureFresh` first so it is not stale. */
export function bearerToken(context: Pick<AuthSessionContext, 'loggedIn' | 'tokens'>): string | undefined {
  return context.loggedIn ? context.tokens?.access.value : undefined;
}

/** The machine's actors, each calling the auth port method of the same name. */
export function authSessionActors(port: AuthPort) {
  return {
    login: fromPort<AuthGrant, LoginInput>((input) => port.login(input.credentials)),
    loginAs: fromPort<AuthGrant, LoginAsInput>((input) => port.loginAs(input.target)),
    refresh: fromPort<RefreshGrant, RefreshInput>((input) => port.refresh(input.refreshToken)),
    logout: fromPort<void, LogoutInput>((input) => port.logout(input.accessToken)),
  };
}

export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput,
  },
  actors: {
    login: notProvided<AuthGrant, LoginInput>('login'),
    loginAs: notProvided<AuthGrant, LoginAsInput>('loginAs'),
    refresh: notProvided<RefreshGrant, RefreshInput>('refresh'),
    logout: notProvided<void, LogoutInput>('logout'),
  },
  actions: {
    /** Persist the session (auth cookie); provided by the app. */
    storeTokens: (_, _session: StoredSession) => {},
    /** Forget the persisted session; provided by the app. */
    clearTokens: () => {},
    /** A failed logout is only logged: the session is reset anyway. */
    logLogoutFailure: (_, _failure: { readonly error: DomainError }) => {},
    resetSession: assign((_, params: { readonly error: DomainError | null }) => signedOut(params.error)),
    signIn: assign(({ context }, params: { readonly grant: AuthGrant; readonly strategy: AuthStrategy }) => ({
      user: params.grant.user,
      loggedIn: true,
      strategy: params.strategy,
      tokens: issueTokens(params.grant, context.now),
      error: null,
    })),
    startBusy: assign({ busy: true }),
    endBusy: assign({ busy: false }),
  },
  guards: {
    tokenActionIs: ({ context }, expected: TokenAction) => context.tokenAction === expected,
    resetsOn401: ({ context }) => context.resetSessionOn401,
    hasSession: ({ context }) => context.loggedIn,
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => initialContext(input),
  initial: 'restoring',
  on: {
    'page.loadStarted': { actions: assign({ pageLoading: true }) },
    'page.loadFinished': { actions: assign({ pageLoading: false }) },
  },
  states: {
    // Routes to where the context says the session is: a restored session, or back from a failed login-as.
    restoring: {
      always: [{ guard: 'hasSession', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'auth.login': {
          target: 'loggingIn',
          actions: assign(({ event }) => ({ now: event.now, error: null })),
        },
        'auth.loginAs': {
          target: 'loggingInAs',
          actions: assign(({ event }) => ({ now: event.now, error: null })),
        },
      },
    },
    loggingIn: {
      entry: 'startBusy',
      exit: 'endBusy',
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return { credentials: event.credentials };
        },
        onDone: { target: 'loggedIn', actions: signInWith('user') },
        onError: {
          target: 'loggedOut',
          actions: assign(({ event }) => ({ error: toDomainError(event.error) })),
        },
      },
    },
    loggingInAs: {
      entry: 'startBusy',
      exit: 'endBusy',
      invoke: {
        src: 'loginAs',
        input: ({ event }) => {
          assertEvent(event, 'auth.loginAs');
          return { target: event.target };
        },
        onDone: { target: 'loggedIn', actions: signInWith('adminLoginAs') },
        // A failed login-as leaves any current session as it was: only the error is shown.
        onError: {
          target: 'restoring',
          actions: assign(({ event }) => ({ error: toDomainError(event.error) })),
        },
      },
    },
    loggedIn: {
      on: {
        'auth.ensureFresh': {
          target: 'checkingTokens',
          actions: assign(({ context, event }) => ({
            now: event.now,
            tokenAction: decideTokenAction({ now: event.now, tokens: context.tokens }),
          })),
        },
        'http.unauthorized': { guard: 'resetsOn401', target: 'loggedOut', actions: expireSession },
        'auth.loginAs': {
          target: 'loggingInAs',
          actions: assign(({ event }) => ({ now: event.now, error: null })),
        },
        'auth.logout': { target: 'loggingOut' },
      },
    },
    // Follows the decision `auth.ensureFresh` just made, without leaving the event's macrostep.
    checkingTokens: {
      always: [
        { guard: { type: 'tokenActionIs', params: 'use' }, target: 'loggedIn' },
        { guard: { type: 'tokenActionIs', params: 'refresh' }, target: 'refreshing' },
        { target: 'loggedOut', actions: expireSession },
      ],
    },
    refreshing: {
      entry: 'startBusy',
      exit: 'endBusy',
      invoke: {
        src: 'refresh',
        input: ({ context }) => ({ refreshToken: context.tokens?.refresh?.value ?? '' }),
        onDone: {
          target: 'loggedIn',
          actions: [
            assign(({ context, event }) => ({
              tokens: refreshTokens(context.tokens, event.output, context.now),
            })),
            { type: 'storeTokens', params: ({ context }) => storedSession(context) },
          ],
        },
        onError: { target: 'loggedOut', actions: expireSession },
      },
      on: {
        'http.unauthorized': { guard: 'resetsOn401', target: 'loggedOut', actions: expireSession },
        'auth.logout': { target: 'loggingOut' },
      },
    },
    loggingOut: {
      entry: 'startBusy',
      exit: 'endBusy',
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ accessToken: context.tokens?.access.value }),
        onDone: {
          target: 'loggedOut',
          actions: [{ type: 'resetSession', params: { error: null } }, 'clearTokens'],
        },
        onError: {
          target: 'loggedOut',
          actions: [
            { type: 'logLogoutFailure', params: ({ event }) => ({ error: toDomainError(event.error) }) },
            { type: 'resetSession', params: { error: null } },
            'clearTokens',
          ],
        },
      },
    },
  },
});

export type AuthSessionMachine = typeof authSessionMachine;
