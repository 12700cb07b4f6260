import { Outlet } from 'react-router';
import { AccountNav } from '../../features/account/components/account-nav.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/layout';

const middlewares = routeMiddlewares('routes/personal-area/layout.tsx', 'auth');

/** The personal area (login only): its navigation beside the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
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
