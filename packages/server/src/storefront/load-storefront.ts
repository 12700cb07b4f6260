import type { ServerBuild } from 'react-router';
import { type StorefrontModule, storefront } from './storefront.js';

/**
 * The built storefront of `@tirage/react-app` (`npm run build` builds it before the server). It
 * is loaded at start, not imported statically, so the API's own tests run without a build.
 */
export async function loadStorefront(): Promise<StorefrontModule> {
  const build = (await import('@tirage/react-app/server-build')) as unknown as ServerBuild;
  const { clientDirectory } = await import('@tirage/react-app/client-directory');
  return storefront({ build, clientDirectory });
}
