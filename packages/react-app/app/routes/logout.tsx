import { redirect } from 'react-router';
import { forgetCartOptionsCookie } from '../features/checkout/cart-options.server.js';
import type { Route } from './+types/logout';

/**
 * Logs out (POST only): the server revokes the session; a failure is logged and the session is
 * reset anyway (specification section 8). The order options chosen on the cart (notes, sender)
 * are forgotten too: the next shopper on this browser does not see them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const tokens = await context.session.get();
  const revoked = await context.ports.auth.logout(tokens?.access.value);
  if (!revoked.ok) console.warn('logout failed; the session is reset anyway', revoked.error.kind);
  await context.session.clear();
  throw redirect('/', { headers: { 'Set-Cookie': await forgetCartOptionsCookie(request) } });
}

export function loader() {
  throw redirect('/');
}
