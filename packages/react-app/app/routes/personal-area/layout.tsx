import { Outlet } from 'react-router';
import { guard } from '../../auth.server.js';
import { AccountNav } from '../../features/account/components/account-nav.js';
import type { Route } from './+types/layout';

/** The personal area (login only): its navigation beside the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  return null;
}

export default function PersonalAreaLayout() {
  return (
    <div className="account-layout">
      <AccountNav />
      <Outlet />
    </div>
  );
}
