import { readFile } from 'node:fs/promises';
import { DESIGN_TEMPLATE_LIMIT, routes } from '@tirage/api-client/contract';
import { offersDesignEditor, READY_MADE_PICTURES_PATH, type ReadyMadeView } from '@tirage/domain';
import type { Context, Hono } from 'hono';
import { createCatalogStore } from '../catalog/catalog-store.js';
import type { Database } from '../db/database.js';
import type { AppEnv } from '../http/app-env.js';
import { failure } from '../http/envelope.js';
import { answer, mountRoute, refuse } from '../http/route.js';
import {
  DESIGN_TEMPLATE_THUMBNAILS_PATH,
  findDesignTemplates,
  templateThumbnail,
} from '../product-links/design-templates.js';
import { readyMadePicture } from '../product-links/ready-made-pictures.js';

export interface DesignTemplateRouteDeps {
  readonly site: Hono<AppEnv>;
  readonly db: Database;
  readonly validateResponses: boolean;
}

/**
 * `GET /api/design-browser-templates` (outside `/api/v1`, on the site's root router) and the
 * thumbnails it links to, under `/assets/design-templates/`, drawn from the templates' documents.
 */
export function mountDesignTemplates({ site, db, validateResponses }: DesignTemplateRouteDeps): void {
  const catalog = createCatalogStore(db);

  mountRoute(
    site,
    routes['design.templates'],
    { db, validateResponses, mountedAt: '' },
    async ({ query, tenant }) => {
      const product = await catalog.productByMcpSku(query.mcpSku);
      if (product === undefined) {
        return refuse(404, `Unknown product: ${query.mcpSku}`, { kind: 'product.notFound' });
      }
      // A product without the design editor has no templates.
      if (!offersDesignEditor(product)) return answer({ templates: [], total: 0 });
      const page = await findDesignTemplates(db, {
        productId: product.id,
        search: query.search,
        limit: query.limit ?? DESIGN_TEMPLATE_LIMIT,
        offset: query.offset ?? 0,
      });
      const baseUrl = tenant.tenant.baseUrl.replace(/\/$/, '');
      return answer({
        templates: page.templates.map((template) => ({
          id: template.id,
          name: template.name,
          thumbnailUrl: `${baseUrl}${template.thumbnailPath}`,
          format: template.format,
          tags: [...template.tags],
        })),
        total: page.total,
      });
    },
  );

  // Drawn from the template's document, so the thumbnail is what the designer opens on.
  site.get(`${DESIGN_TEMPLATE_THUMBNAILS_PATH}/:file{[a-z0-9-]+\\.svg}`, (c) => {
    const svg = templateThumbnail(c.req.param('file').replace(/\.svg$/, ''));
    return svg === undefined ? failure(c, 404, `Page Not Found: ${c.req.path}`) : svgAnswer(c, svg);
  });

  // The gallery of a print-on-demand product: drawn from its ready-made design.
  site.get(`${READY_MADE_PICTURES_PATH}/:design{[a-z0-9-]+}/:view{(design|wall|detail)\\.svg}`, (c) => {
    const view = c.req.param('view').replace(/\.svg$/, '') as ReadyMadeView;
    const svg = readyMadePicture(c.req.param('design'), view);
    return svg === undefined ? failure(c, 404, `Page Not Found: ${c.req.path}`) : svgAnswer(c, svg);
  });
}

/** An SVG picture of the shop: cached a day; the policy header keeps any script from running. */
function svgAnswer(c: Context<AppEnv>, svg: string): Response {
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
}

/**
 * Serves the SVG files of a directory under a public path. Names are limited to lower-case
 * letters, digits and hyphens, so a request cannot leave the directory. SVG can carry scripts:
 * ours do not, and the policy header keeps any that slipped in from running.
 */
export function serveSvgDirectory(site: Hono<AppEnv>, publicPath: string, directory: URL): void {
  site.get(`${publicPath}/:file{[a-z0-9-]+\\.svg}`, async (c) => {
    let svg: string;
    try {
      svg = await readFile(new URL(c.req.param('file'), directory), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return failure(c, 404, `Page Not Found: ${c.req.path}`);
    }
    return svgAnswer(c, svg);
  });
}
