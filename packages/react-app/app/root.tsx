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
} from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from './components/site-footer.js';
import { SiteHeader } from './components/site-header.js';
import { NotFoundScreen } from './screens/not-found-screen.js';
import { ServerErrorScreen } from './screens/server-error-screen.js';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { readonly children: ReactNode }) {
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
        <SiteHeader />
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
