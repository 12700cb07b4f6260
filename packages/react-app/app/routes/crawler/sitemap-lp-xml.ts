import { sitemapResponse } from '../../lib/crawler-files.server.js';
import type { Route } from './+types/sitemap-lp-xml';

/** `/sitemap-lp.xml`: the shop's landing pages (a resource route: XML, no page). */
export function loader({ context }: Route.LoaderArgs) {
  return sitemapResponse(context.ports.content, 'landingPages', context.shop.baseUrl);
}
