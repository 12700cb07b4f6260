import { decideAccess, issueTokens, type PageAccess } from '@tirage/domain';
import { redirect } from 'react-router';
import { mergeGuestCart } from './cart.server.js';
import type { StorefrontContext } from './load-context.js';

/** Whether the request carries a session (an access token, or a refresh token to renew it). */
export async function isLoggedIn(context: StorefrontContext): Promise<boolean> {
  return (await context.session.get()) !== null;
}

/** Applies the domain's page guard: throws the redirect it asks for, if any. */
export async function guard(request: Request, context: StorefrontContext, access: PageAccess): Promise<void> {
  const url = new URL(request.url);
  const decision = decideAccess({
    access,
    path: `${url.pathname}${url.search}`,
    loggedIn: await isLoggedIn(context),
  });
  if (decision.type === 'redirect') throw redirect(decision.location);
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
