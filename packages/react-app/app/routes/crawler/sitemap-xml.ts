import { sitemapResponse } from '../../lib/crawler-files.server.js';
import type { Route } from './+types/sitemap-xml';

/** `/sitemap.xml`: the shop's pages but its landing pages (a resource route: XML, no page). */
export function loader({ context }: Route.LoaderArgs) {
  return sitemapResponse(context.ports.content, 'main', context.shop.baseUrl);
}
