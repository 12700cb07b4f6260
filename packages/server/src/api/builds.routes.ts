import { routes, validationErrorEnvelope } from '@tirage/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { BuildInfo } from '../product-links/build-info.js';

const META_PARAM = '/:buildId.json';
const JSON_SUFFIX = '.json';

/**
 * `GET /builds/latest.json` and `GET /builds/meta/{buildId}.json`: static build files, answered
 * without the envelope (their contract schemas are the bare objects), on the site's root router.
 * The storefront polls the first, so it is never cached; the second describes one build forever.
 */
export function mountBuildFiles(site: Hono<AppEnv>, build: BuildInfo): void {
  site.get(routes['builds.latest'].path, (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ id: build.id, timestamp: build.timestamp });
  });

  const meta = routes['builds.meta'];
  // Hono would read `:buildId.json` as a parameter named `buildId.json`: match the file name instead.
  if (!meta.path.endsWith(META_PARAM)) throw new Error(`Unexpected path for builds.meta: ${meta.path}`);
  site.get(`${meta.path.slice(0, -META_PARAM.length)}/:file{[^/]+\\.json}`, (c) => {
    const params = meta.params.safeParse({ buildId: c.req.param('file').slice(0, -JSON_SUFFIX.length) });
    if (!params.success) return c.json(validationErrorEnvelope(params.error), 400);
    if (params.data.buildId !== build.id) {
      return c.json(
        {
          status: 'error',
          code: 404,
          message: `Build not found: ${params.data.buildId}`,
          kind: 'build.notFound',
        },
        404,
      );
    }
    c.header('cache-control', 'public, max-age=31536000, immutable');
    return c.json({ id: build.id, timestamp: build.timestamp, prerendered: [...build.prerendered] });
  });
}
