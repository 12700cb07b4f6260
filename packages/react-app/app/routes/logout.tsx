import { redirect } from 'react-router';
import type { Route } from './+types/logout';

/**
 * Logs out (POST only): the server revokes the session; a failure is logged and the session is
 * reset anyway (specification section 8).
 */
export async function action({ context }: Route.ActionArgs) {
  const tokens = await context.session.get();
  const revoked = await context.ports.auth.logout(tokens?.access.value);
  if (!revoked.ok) console.warn('logout failed; the session is reset anyway', revoked.error.kind);
  await context.session.clear();
  throw redirect('/');
}

export function loader() {
  throw redirect('/');
}
