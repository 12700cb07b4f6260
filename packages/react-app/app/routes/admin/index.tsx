import { redirect } from 'react-router';
import { requireStaffArea } from '../../staff.server.js';
import type { Route } from './+types/index';

/** The back office opens on finding a customer to act as (404 to anyone not staff, as its layout). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffArea(context);
  throw redirect('/admin/login-as/');
}

/** Never shown (the loader redirects); a page route, so that a refusal renders the 404 screen. */
export default function AdminIndex() {
  return null;
}
