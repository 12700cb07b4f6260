import type { Decorator } from '@storybook/react-vite';
import { SiteFooter } from '@tirage/react-app/components/site-footer.js';
import { SiteHeader } from '@tirage/react-app/components/site-header.js';
import { ErrorBoundary } from '@tirage/react-app/root.js';
import { type ComponentType, useMemo } from 'react';
import { createRoutesStub, type HydrationState, UNSAFE_ErrorResponseImpl } from 'react-router';
import { action } from 'storybook/actions';
import { demoCategories, demoLegalLinks } from './fixtures.js';

/** The props React Router gives a route module's screen that its stories set. */
interface ScreenProps {
  readonly loaderData: unknown;
  readonly actionData?: unknown;
}

/** A story of a route module's screen: what its stub loader and action answer. */
export interface RouteScreenArgs<Props extends ScreenProps> {
  /** Where the screen is shown, its query included (`/search/?q=flyers`). */
  readonly url: string;
  /** What the route's loader answers: the screen renders with it at once, and again after a post. */
  readonly loaderData: Props['loaderData'];
  /** The action's answer to the last post (a refused form), before the story posts anything. */
  readonly actionData?: Props['actionData'];
  /** What the loader throws instead of answering: the root's error boundary shows it (404, 500). */
  readonly error?: unknown;
  /** How the action answers a post (`neverAnswers`: the screen stays busy); nothing by default. */
  readonly respond?: (form: FormData) => Props['actionData'] | null | Promise<Props['actionData'] | null>;
  /** The header: a customer logged in, and the cart's number of jobs. */
  readonly loggedIn?: boolean;
  readonly cartCount?: number;
}

/**
 * A story between the shop's header (a guest, no cart) and footer, as the root layout shows every
 * page, the error screens included.
 */
export const withShopFrame: Decorator = (Story) => (
  <>
    <SiteHeader />
    <Story />
    <SiteFooter links={demoLegalLinks} />
  </>
);

/** The root route's data screens read (`useRouteLoaderData('root')`). */
const ROOT_DATA = { legalLinks: demoLegalLinks };

/** The id of the screen's route in the stub; the root's is `root`. */
const SCREEN = 'screen';

/**
 * What a loader throws for something missing (`throw await notFound(context, path)`: the path and
 * the shop's categories), as the router hands it to the error boundary: the 404 screen.
 */
export const notFound = (path: string) =>
  new UNSAFE_ErrorResponseImpl(404, 'Not Found', { path, categories: demoCategories });

/** What a loader throws when a port fails (`throw new Error(…)`): the 500 screen. */
export const serverFailure = (message: string) => new Error(message);

/** An action answer that never comes: the screen stays busy with what was posted. */
export const neverAnswers = (): Promise<never> => new Promise<never>(() => undefined);

/**
 * A route module's screen in a story, as the shop serves it: between the header and the footer,
 * under a root route with the app's own error boundary, in React Router's `createRoutesStub`
 * whose loader and action stand in for the route's (no server, no network). The loader's answer
 * is also given as hydration data, so the screen renders at once (and to static HTML in the
 * story test). Every post is recorded in the Actions panel.
 */
export function routeScreen<Props extends ScreenProps>(Screen: ComponentType<Props>) {
  function RouteScreen({
    url,
    loaderData,
    actionData,
    error,
    respond,
    loggedIn = false,
    cartCount = 0,
  }: RouteScreenArgs<Props>) {
    const Stub = useMemo(
      () =>
        createRoutesStub([
          {
            id: 'root',
            ErrorBoundary,
            // What screens read of the root's data: the shop's legal links (the checkout's terms).
            loader: () => ROOT_DATA,
            children: [
              {
                id: SCREEN,
                path: '*',
                Component: Screen,
                loader: () => {
                  if (error !== undefined) throw error;
                  return loaderData;
                },
                action: async ({ request }) => {
                  const form = await request.formData();
                  action('posted')(Object.fromEntries(form));
                  return respond === undefined ? null : respond(form);
                },
              },
            ],
          },
        ]),
      [loaderData, error, respond],
    );
    const hydrationData: HydrationState =
      error === undefined
        ? {
            loaderData: { root: ROOT_DATA, [SCREEN]: loaderData },
            actionData: actionData === undefined ? null : { [SCREEN]: actionData },
          }
        : { loaderData: { root: ROOT_DATA }, errors: { root: error } };
    return (
      <>
        <SiteHeader loggedIn={loggedIn} cartCount={cartCount} />
        <Stub initialEntries={[url]} hydrationData={hydrationData} />
        <SiteFooter links={demoLegalLinks} />
      </>
    );
  }
  RouteScreen.displayName = `RouteScreen(${Screen.displayName ?? Screen.name})`;
  return RouteScreen;
}
