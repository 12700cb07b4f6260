import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { isLoggedIn } from './auth.server.js';
import { SiteFooter } from './components/site-footer.js';
import { SiteHeader } from './components/site-header.js';
import { NotFoundScreen } from './screens/not-found-screen.js';
import { ServerErrorScreen } from './screens/server-error-screen.js';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Every page knows whether a shopper is logged in (the header's account links). */
export async function loader({ context }: Route.LoaderArgs) {
  return { loggedIn: await isLoggedIn(context) };
}

export function Layout({ children }: { readonly children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // Marks the document once React has taken over the server's HTML (styles and tests read it);
  // the layout wraps the error screens too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteHeader loggedIn={root?.loggedIn ?? false} />
        {children}
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** An unknown path renders the 404 screen; anything else that fails, the 500 screen (no stack). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen path={pathname} />;
  return <ServerErrorScreen />;
}
