import { redirect } from 'react-router';
import { notFound } from '../../lib/not-found.server.js';
import { loggedInAs } from '../../staff.server.js';
import type { Route } from './+types/end-login-as';

/**
 * Ends a staff member's session as a customer (POST only, the banner's button): the API ends it,
 * the shop forgets it, and the staff member is back at finding a customer.
 */
export async function action({ context }: Route.ActionArgs) {
  if ((await loggedInAs(context)) === undefined) throw await notFound(context);
  const tokens = await context.session.get();
  const ended = await context.ports.auth.logout(tokens?.access.value);
  if (!ended.ok)
    console.warn('ending a session as a customer failed; it is forgotten anyway', ended.error.kind);
  await context.session.clear();
  throw redirect('/admin/login-as/');
}

export function loader() {
  throw redirect('/admin/login-as/');
}
