import type { Temporal } from 'temporal-polyfill';
import { assertEvent, assign, setup } from 'xstate';
import type { DomainError } from '../errors/errors.js';
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
import {
  decideTokenAction,
  issueTokens,
  on401,
  refreshTokens,
  sessionResetError,
  type TokenAction,
} from './auth-rules.js';

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
  };
}

const signedOut = (error: DomainError | null) =>
  ({ user: null, loggedIn: false, tokens: null, strategy: DEFAULT_AUTH_STRATEGY, error }) as const;

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
    startBusy: assign({ busy: true }),
    endBusy: assign({ busy: false }),
  },
  guards: {
    tokenActionIs: (
      _,
      params: {
        readonly expected: TokenAction;
        readonly now: Temporal.Instant;
        readonly tokens: TokenPair | null;
      },
    ) => decideTokenAction(params) === params.expected,
    resetsOn401: ({ context }) => on401({ resetSessionOn401: context.resetSessionOn401 }) === 'reset',
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
        onDone: {
          target: 'loggedIn',
          actions: [
            {
              type: 'storeTokens',
              params: ({ context, event }) => ({
                user: event.output.user,
                tokens: issueTokens(event.output, context.now),
                strategy: 'user',
              }),
            },
            assign(({ context, event }) => ({
              user: event.output.user,
              loggedIn: true,
              strategy: 'user',
              tokens: issueTokens(event.output, context.now),
              error: null,
            })),
          ],
        },
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
        onDone: {
          target: 'loggedIn',
          actions: [
            {
              type: 'storeTokens',
              params: ({ context, event }) => ({
                user: event.output.user,
                tokens: issueTokens(event.output, context.now),
                strategy: 'adminLoginAs',
              }),
            },
            assign(({ context, event }) => ({
              user: event.output.user,
              loggedIn: true,
              strategy: 'adminLoginAs',
              tokens: issueTokens(event.output, context.now),
              error: null,
            })),
          ],
        },
        // A failed login-as leaves any current session as it was: only the error is shown.
        onError: {
          target: 'restoring',
          actions: assign(({ event }) => ({ error: toDomainError(event.error) })),
        },
      },
    },
    loggedIn: {
      on: {
        'auth.ensureFresh': [
          {
            guard: {
              type: 'tokenActionIs',
              params: ({ context, event }) => ({ expected: 'use', now: event.now, tokens: context.tokens }),
            },
            actions: assign(({ event }) => ({ now: event.now })),
          },
          {
            guard: {
              type: 'tokenActionIs',
              params: ({ context, event }) => ({
                expected: 'refresh',
                now: event.now,
                tokens: context.tokens,
              }),
            },
            target: 'refreshing',
            actions: assign(({ event }) => ({ now: event.now })),
          },
          {
            target: 'loggedOut',
            actions: [
              assign(({ event }) => ({ now: event.now })),
              { type: 'resetSession', params: { error: sessionResetError() } },
              'clearTokens',
            ],
          },
        ],
        'http.unauthorized': {
          guard: 'resetsOn401',
          target: 'loggedOut',
          actions: [{ type: 'resetSession', params: { error: sessionResetError() } }, 'clearTokens'],
        },
        'auth.loginAs': {
          target: 'loggingInAs',
          actions: assign(({ event }) => ({ now: event.now, error: null })),
        },
        'auth.logout': { target: 'loggingOut' },
      },
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
            {
              type: 'storeTokens',
              params: ({ context, event }) => ({
                user: context.user,
                tokens: refreshTokens(context.tokens, event.output, context.now),
                strategy: context.strategy,
              }),
            },
            assign(({ context, event }) => ({
              tokens: refreshTokens(context.tokens, event.output, context.now),
            })),
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: [{ type: 'resetSession', params: { error: sessionResetError() } }, 'clearTokens'],
        },
      },
      on: {
        'http.unauthorized': {
          guard: 'resetsOn401',
          target: 'loggedOut',
          actions: [{ type: 'resetSession', params: { error: sessionResetError() } }, 'clearTokens'],
        },
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
