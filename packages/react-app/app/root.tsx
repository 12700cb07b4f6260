// First: zod's settings hold for the schemas made after them (see the module).
import './lib/browser-zod.js';
import { type BuildStamp, editsStoredJob, legalLinks, selectionSourceFromQuery } from '@tirage/domain';
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
import { existingShopperCart } from './cart.server.js';
import { NewBuildNotice } from './components/new-build-notice.js';
import { type LegalLink, SiteFooter } from './components/site-footer.js';
import { SiteHeader } from './components/site-header.js';
import { DebugPanel } from './features/admin/components/debug-panel.js';
import { LoginAsBanner } from './features/admin/components/login-as-banner.js';
import { t } from './i18n/translate.js';
import { isChunkLoadError, reloadAfterChunkFailure } from './lib/chunk-reload.js';
import { CART_REPRICED_PARAM, withoutRepricedNotice } from './lib/currency-switch.js';
import { useNewBuild } from './lib/new-build.js';
import { notFoundCategories } from './lib/not-found.js';
import { PortsProvider } from './lib/ports-context.js';
import { errorAnswerHeaders, unavailableOf } from './lib/service-unavailable.js';
import { NotFoundScreen } from './screens/not-found-screen.js';
import { ServerErrorScreen } from './screens/server-error-screen.js';
import { ServiceUnavailableScreen } from './screens/service-unavailable-screen.js';
import { loggedInAs, staffMember } from './staff.server.js';
import shopStylesheet from './styles/shop.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Every page knows whether a shopper is logged in (the header's account links), how many jobs
 * their cart holds, and its shop (the browser's API client speaks for the same shop).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The cart first: it settles the session (a token refreshed once), which later calls reuse.
  const cart = await existingShopperCart(context);
  const loggedIn = await isLoggedIn(context);
  // The build this page is rendered by (the browser offers a reload once a newer one is served)
  // and the footer's links: asked together.
  const [build, footer] = await Promise.all([context.ports.content.latestBuild(), footerLinks(context)]);
  const actingAs = loggedIn ? await loggedInAs(context) : undefined;
  // Staff with the debug cookie see what the page was served with (specification section 6).
  const showDebug =
    context.staff.debug && (context.staff.recognised || (await staffMember(context)) !== undefined);
  return {
    build: build.ok ? build.value : null,
    legalLinks: footer,
    loggedIn,
    loggedInAs: actingAs ?? null,
    cartCount: cart === undefined ? 0 : Object.keys(cart.lineItems).length,
    // After a currency switch that priced the cart again, the page says so (`routes/currency.ts`).
    cartRepricedIn: repricedNoticeOf(new URL(request.url), context.shop.currency, cart),
    shop: {
      tenant: context.shop.tenant,
      currency: context.shop.currency,
      // The browser's calls send the visit's campaign too (a promo code checked on the product page).
      campaign: context.shop.campaign ?? null,
      trackingId: context.shop.trackingId ?? null,
      currencies: context.shop.currencies,
    },
    debug: showDebug
      ? {
          tenant: context.shop.tenant,
          locale: context.shop.locale,
          currency: context.shop.currency,
          campaign: context.shop.campaign ?? '',
          country: context.shop.country,
          session: loggedIn ? (actingAs === undefined ? 'customer' : 'loginAs') : 'guest',
          cartLines: String(cart === undefined ? 0 : Object.keys(cart.lineItems).length),
          time: context.now().toString(),
        }
      : null,
  };
}

/** The currency the cart was just priced again in, when the page is the one a switch led to. */
function repricedNoticeOf(url: URL, currency: string, cart: { readonly currency: string } | undefined) {
  const repriced = url.searchParams.get(CART_REPRICED_PARAM);
  return repriced !== null && repriced === currency && cart?.currency === currency ? currency : null;
}

/**
 * The legal pages the footer and the checkout link, where the shop's default links say they are.
 * A legal page the shop has no page for is said in the log, with its id (a legal link must not
 * vanish unnoticed); links that cannot be read leave the footer without them, said too.
 */
async function footerLinks(context: Route.LoaderArgs['context']): Promise<readonly LegalLink[]> {
  const defaults = await context.ports.content.defaultLinks(new URL(context.shop.baseUrl).host);
  if (!defaults.ok) {
    console.warn('the default links could not be read: the footer has no legal links', defaults.error.kind);
    return [];
  }
  const { links, missing } = legalLinks(defaults.value);
  for (const id of missing) console.warn(`the default link ${id} has no page: left out of the footer`);
  return links;
}

/**
 * A page that ended with an answer of its own keeps that answer's `Retry-After` and
 * `Cache-Control` (an unavailable shop: come back later, keep nothing); other pages set their own.
 */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorAnswerHeaders(errorHeaders);
}

export function Layout({ children }: { readonly children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname, search } = useLocation();
  // Editing a cart line or an order item hides the header and the footer (specification section 2).
  const framed = !editsStoredJob(selectionSourceFromQuery(Object.fromEntries(new URLSearchParams(search))));
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
        {/*
          A stylesheet with a precedence is one of React's resources: it is written at the top of
          the head, before the scripts React Router preloads, so the page's only render-blocking
          request is not queued behind them (a plain <link> from `links` came after them all).
        */}
        <link rel="stylesheet" href={shopStylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {root?.loggedInAs ? (
          <LoginAsBanner
            customerEmail={root.loggedInAs.customerEmail}
            staffName={root.loggedInAs.staffName}
          />
        ) : null}
        {framed ? (
          <SiteHeader
            loggedIn={root?.loggedIn ?? false}
            cartCount={root?.cartCount ?? 0}
            {...(root === undefined
              ? {}
              : {
                  currency: {
                    currencies: root.shop.currencies,
                    current: root.shop.currency,
                    back: `${pathname}${withoutRepricedNotice(search)}`,
                  },
                })}
          />
        ) : null}
        {root?.cartRepricedIn ? (
          <p className="currency-notice" role="status">
            {t('frame.cartRepriced', { currency: root.cartRepricedIn })}
          </p>
        ) : null}
        {children}
        {framed ? <SiteFooter links={root?.legalLinks ?? []} /> : null}
        {root?.debug ? <DebugPanel entries={root.debug} /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Offers a reload once the shop serves a newer build than the page's. */
function NewBuildWatch({ build }: { readonly build: BuildStamp | null }) {
  const newer = useNewBuild(build);
  return newer ? <NewBuildNotice onReload={() => window.location.reload()} /> : null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <PortsProvider shop={loaderData.shop}>
      <Outlet />
      <NewBuildWatch build={loaderData.build} />
    </PortsProvider>
  );
}

/**
 * An unknown path renders the 404 screen; a shop that cannot serve anything for now, the
 * unavailable screen (told by the domain error's kind); anything else that fails, the 500 screen
 * (no stack).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  // A route's code that no longer exists (a newer build is served): reload instead (section 8).
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkFailure();
  }, [error]);
  if (unavailableOf(error) !== undefined)
    return <ServiceUnavailableScreen retryHref={`${pathname}${search}`} />;
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundScreen path={pathname} categories={notFoundCategories(error.data)} />;
  return <ServerErrorScreen />;
}
