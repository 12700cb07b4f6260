import type { ServerBuild } from 'react-router';
import { type StorefrontBuild, type StorefrontModule, storefront } from './storefront.js';

/**
 * The built storefront of `@tirage/react-app` (`npm run build` builds it before the server). It
 * is loaded at start, not imported statically, so the API's own tests run without a build.
 */
export async function loadStorefront(
  options: Omit<StorefrontBuild, 'build' | 'clientDirectory'> = {},
  importBuild: () => Promise<unknown> = () => import('@tirage/react-app/server-build'),
): Promise<StorefrontModule> {
  let build: ServerBuild;
  try {
    build = (await importBuild()) as ServerBuild;
  } catch (error) {
    // Anything else stops the start as it is: a route that declares an unknown middleware says so.
    if (!isModuleNotFound(error)) throw error;
    throw new Error(
      'The storefront is not built (packages/react-app/build/ is missing): run `npm run build` ' +
        '(or `npm start`, which builds it) first.',
      { cause: error },
    );
  }
  const { clientDirectory } = await import('@tirage/react-app/client-directory');
  return storefront({ build, clientDirectory, ...options });
}

const isModuleNotFound = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND';
