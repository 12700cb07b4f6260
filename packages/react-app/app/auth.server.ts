import { decideAccess, issueTokens, type PageAccess } from '@tirage/domain';
import { redirect } from 'react-router';
import { mergeGuestCart } from './cart.server.js';
import { EXPIRED_PARAM } from './lib/session-params.js';
import type { StorefrontContext } from './load-context.js';
import { sessionState } from './session.server.js';

/** Whether the request carries a live session. */
export { sessionState };

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
  if (state !== 'expired' || decision.reason !== 'loginRequired') throw redirect(decision.location);
  const location = new URL(decision.location, url.origin);
  location.searchParams.set(EXPIRED_PARAM, '1');
  throw redirect(`${location.pathname}${location.search}`);
}

/**
 * Logs in with the credentials; the tokens go to the session (the auth cookie), and the cart the
 * shopper filled as a guest joins their own.
 */
export async function signIn(
  context: StorefrontContext,
  credentials: { readonly email: string; readonly password: string },
) {
  const grant = await context.ports.auth.login(credentials);
  if (grant.ok) {
    await context.session.set(issueTokens(grant.value, context.now()));
    await mergeGuestCart(context);
  }
  return grant;
}

/** A form field as text, trimmed ('' when absent or a file). */
export function field(form: FormData, name: string): string {
  return secretField(form, name).trim();
}

/** A form field exactly as typed (passwords are not trimmed); '' when absent or a file. */
export function secretField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
