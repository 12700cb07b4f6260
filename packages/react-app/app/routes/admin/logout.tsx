import { redirect } from 'react-router';
import type { Route } from './+types/logout';

/**
 * Ends the staff session (POST only): the API revokes it, and with it any session as a customer
 * opened from it; the agent cookie is cleared whatever the answer, and so is such a session.
 */
export async function action({ context }: Route.ActionArgs) {
  const token = context.staff.agentToken();
  if (token !== undefined) {
    const revoked = await context.ports.admin.logout(token);
    if (!revoked.ok)
      console.warn('staff logout failed; the agent cookie is cleared anyway', revoked.error.kind);
  }
  context.staff.setAgentToken(null);
  throw redirect('/admin/login/');
}

export function loader() {
  throw redirect('/admin/login/');
}
