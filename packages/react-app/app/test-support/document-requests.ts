import {
  type AppLoadContext,
  createRequestHandler,
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
} from 'react-router';
import config from '../../react-router.config.js';
import * as entry from '../entry.server.js';
import * as root from '../root.js';

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module'];
type Components = {
  readonly default?: Parameters<typeof UNSAFE_withComponentProps>[0];
  readonly ErrorBoundary?: Parameters<typeof UNSAFE_withErrorBoundaryProps>[0];
};

/** A route of the storefront under the root, as `app/routes.ts` declares it. */
export interface PageRoute {
  readonly id: string;
  readonly path: string;
  /** The route module as the app writes it: its components take their data from typed props. */
  readonly module: object;
}

/** A route module as the build gives it: its components take their data as props. */
function built(module: object): RouteModule {
  const { default: Component, ErrorBoundary } = module as Components;
  return {
    ...module,
    ...(Component === undefined ? {} : { default: UNSAFE_withComponentProps(Component) }),
    ...(ErrorBoundary === undefined ? {} : { ErrorBoundary: UNSAFE_withErrorBoundaryProps(ErrorBoundary) }),
  } as unknown as RouteModule;
}

/**
 * React Router's own request handling of the root and the given routes, as the built storefront
 * does it (status, headers, the document rendered by `entry.server.tsx`): what a test of a
 * page's answer asks. The browser files are named, not built.
 */
export function documentRequests(pages: readonly PageRoute[]) {
  const all: readonly PageRoute[] = [{ id: 'root', path: '', module: root }, ...pages];
  const parentOf = (id: string) => (id === 'root' ? undefined : 'root');
  const build: ServerBuild = {
    entry: { module: entry },
    routes: Object.fromEntries(
      all.map(({ id, path, module }) => [id, { id, parentId: parentOf(id), path, module: built(module) }]),
    ),
    assets: {
      entry: { module: '/assets/entry.client.js', imports: [] },
      routes: Object.fromEntries(
        all.map(({ id, path, module }) => [
          id,
          {
            id,
            parentId: parentOf(id),
            path,
            module: `/assets/${id.replaceAll('/', '-')}.js`,
            hasAction: 'action' in module,
            hasLoader: 'loader' in module,
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasDefaultExport: 'default' in module,
            hasErrorBoundary: 'ErrorBoundary' in module,
            imports: [],
            clientActionModule: undefined,
            clientLoaderModule: undefined,
            clientMiddlewareModule: undefined,
            hydrateFallbackModule: undefined,
          },
        ]),
      ),
      url: '/assets/manifest.js',
      version: 'test',
    },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {
      v8_passThroughRequests: false,
      v8_middleware: false,
      v8_trailingSlashAwareDataRequests: config.future.v8_trailingSlashAwareDataRequests,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  };
  const handle = createRequestHandler(build, 'production');
  // As a crawler asks: `entry.server.tsx` answers with the whole page at once, not streamed.
  return (url: string, context: AppLoadContext, init: RequestInit = {}) =>
    handle(new Request(url, { headers: { 'user-agent': 'Googlebot/2.1' }, ...init }), context);
}
