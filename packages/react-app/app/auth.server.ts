import {
  type DomainError,
  decideAccess,
  issueTokens,
  normalizePathname,
  type PageAccess,
  type Result,
} from '@tirage/domain';
import { redirect } from 'react-router';
import { claimGuestDesigns, mergeGuestCart } from './cart.server.js';
import { EXPIRED_PARAM } from './lib/session-params.js';
import type { StorefrontContext } from './load-context.js';
import { sessionState } from './session.server.js';
/** Whether the request carries a live session. */

export async function isLoggedIn(context: StorefrontContext): Promise<boolean> {
  return (await sessionState(context)) === 'live';
}

/**
 * Applies the domain's page guard: throws the redirect it asks for, if any. A shopper whose
 * session has just expired is sent to log in with a word about it, and comes back afterwards.
 */
export async function guard(request: Request, context: StorefrontContext, access: PageAccess): Promise<void> {
  const url = new URL(request.url);
  const state = await sessionState(context);
  const decision = decideAccess({ access, path: `${url.pathname}${url.search}`, loggedIn: state === 'live' });
  if (decision.type !== 'redirect') return;
  if (state !== 'expired' || decision.reason !== 'loginRequired')
    throw redirect(canonical(decision.location, url));
  throw redirect(withExpiredFlag(decision.location, url));
}

/**
 * A location of the shop in its canonical form (`/login/?returnTo=…` for the specification's
 * `/login`): the browser goes there at once, without the server's trailing-slash redirect, and a
 * client-side navigation shows the same address.
 */
function canonical(location: string, url: URL): string {
  const target = new URL(location, url.origin);
  return `${normalizePathname(target.pathname)}${target.search}`;
}

/** A login location with the flag that says the session has just expired. */
function withExpiredFlag(loginLocation: string, url: URL): string {
  const location = new URL(canonical(loginLocation, url), url.origin);
  location.searchParams.set(EXPIRED_PARAM, '1');
  return `${location.pathname}${location.search}`;
}

/** The server no longer knows the session the request came with (ended elsewhere, revoked). */
const endedSession = (error: DomainError): boolean =>
  error.kind === 'session.expired' || error.kind === 'session.unauthorized';

/**
 * When the server answered that the session is gone (a logout in another tab, a session ended by
 * staff), clears it and sends the shopper to log in again and come back, told why; any other
 * error is left to the caller.
 */
export async function loginAgainIfSessionEnded(
  error: DomainError,
  { request, context }: { readonly request: Request; readonly context: StorefrontContext },
): Promise<void> {
  if (!endedSession(error)) return;
  await context.session.clear();
  const url = new URL(request.url);
  const decision = decideAccess({
    access: 'loginOnly',
    path: `${url.pathname}${url.search}`,
    loggedIn: false,
  });
  throw redirect(decision.type === 'redirect' ? withExpiredFlag(decision.location, url) : '/');
}

/**
 * The value of a call a login-only page cannot do without: a session the server no longer knows
 * logs in again (`loginAgainIfSessionEnded`); any other failure is the 500 screen.
 */
export async function required<T>(
  result: Result<T, DomainError>,
  what: string,
  request: { readonly request: Request; readonly context: StorefrontContext },
): Promise<T> {
  if (result.ok) return result.value;
  await loginAgainIfSessionEnded(result.error, request);
  throw new Error(`The ${what} could not be read (${result.error.kind})`);
}

/**
 * Logs in with the credentials; the tokens go to the session (the auth cookie), and the cart the
 * shopper filled and the designs made as a guest join their own.
 */
export async function signIn(
  context: StorefrontContext,
  credentials: { readonly email: string; readonly password: string },
) {
  const grant = await context.ports.auth.login(credentials);
  if (grant.ok) {
    await context.session.set(issueTokens(grant.value, context.now()));
    await mergeGuestCart(context);
    await claimGuestDesigns(context);
  }
  return grant;
}
