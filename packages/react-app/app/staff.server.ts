import type { StaffMember } from '@tirage/domain';
import { decodeJwt } from 'jose';
import { redirect } from 'react-router';
import { notFound } from './lib/not-found.server.js';
import type { StorefrontContext } from './load-context.js';

/**
 * The back office's pages answer 404 to anyone not recognised as staff: by a company network (or
 * a development build), or by the agent cookie of a staff login (specification section 6).
 */
export async function requireStaffArea(context: StorefrontContext): Promise<void> {
  if (context.staff.recognised) return;
  if ((await staffMember(context)) !== undefined) return;
  throw await notFound(context);
}

/** The staff member of the agent cookie, asked of the API; a token it refuses is forgotten. */
export async function staffMember(context: StorefrontContext): Promise<StaffMember | undefined> {
  const token = context.staff.agentToken();
  if (token === undefined) return undefined;
  const member = await context.ports.admin.me(token);
  if (member.ok) return member.value;
  if (member.error.kind === 'session.unauthorized') context.staff.setAgentToken(null);
  return undefined;
}

/** A page that acts as a staff member: their token, or to the staff login and back here. */
export async function requireStaffLogin(
  request: Request,
  context: StorefrontContext,
): Promise<{ readonly token: string; readonly member: StaffMember }> {
  await requireStaffArea(context);
  const member = await staffMember(context);
  const token = context.staff.agentToken();
  if (member !== undefined && token !== undefined) return { token, member };
  const url = new URL(request.url);
  throw redirect(`/admin/login/?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/** Where a staff login goes back to: a back-office page of this site, else the login-as page. */
export function afterStaffLogin(returnTo: string | null): string {
  return returnTo !== null && /^\/admin\/[\w/-]*(\?[\w=&%.-]*)?$/.test(returnTo)
    ? returnTo
    : '/admin/login-as/';
}

/** Who a staff member acting as a customer is, as the session's token says. */
export interface LoggedInAs {
  readonly customerEmail: string;
  readonly staffName: string;
}

/**
 * The session is a staff member's, acting as a customer (admin login-as): read from the access
 * token's claims, for the banner only (the API checks the token itself on every call).
 */
export async function loggedInAs(context: StorefrontContext): Promise<LoggedInAs | undefined> {
  const access = (await context.session.get())?.access.value;
  if (access === undefined) return undefined;
  try {
    // Not verified: the storefront has no key, and the API verifies the token on every call.
    const { strategy, email, act } = decodeJwt<{
      strategy?: unknown;
      email?: unknown;
      act?: { name?: unknown };
    }>(access);
    if (strategy !== 'login-as' || typeof email !== 'string' || typeof act?.name !== 'string')
      return undefined;
    return { customerEmail: email, staffName: act.name };
  } catch {
    return undefined;
  }
}
