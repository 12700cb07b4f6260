import { sitemapResponse } from '../../lib/crawler-files.server.js';
import type { Route } from './+types/old-sitemap-xml';

/**
 * `/old-sitemap.xml`: the previous site's paths that still lead to a page, so search engines
 * come back to them and follow their redirects (a resource route: XML, no page).
 */
export function loader({ context }: Route.LoaderArgs) {
  return sitemapResponse(context.ports.content, 'old', context.shop.baseUrl);
}
