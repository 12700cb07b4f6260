import type { ServerBuild } from 'react-router';
import { type StorefrontBuild, type StorefrontModule, storefront } from './storefront.js';

/**
 * The built storefront of `@tirage/react-app` (`npm run build` builds it before the server). It
 * is loaded at start, not imported statically, so the API's own tests run without a build.
 */
export async function loadStorefront(
  options: Omit<StorefrontBuild, 'build' | 'clientDirectory'> = {},
): Promise<StorefrontModule> {
  let build: ServerBuild;
  try {
    build = (await import('@tirage/react-app/server-build')) as unknown as ServerBuild;
  } catch (error) {
    throw new Error(
      'The storefront is not built (packages/react-app/build/ is missing): run `npm run build` ' +
        '(or `npm start`, which builds it) first.',
      { cause: error },
    );
  }
  const { clientDirectory } = await import('@tirage/react-app/client-directory');
  return storefront({ build, clientDirectory, ...options });
}
