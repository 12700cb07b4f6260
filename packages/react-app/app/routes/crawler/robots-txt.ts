import { robotsTxtResponse } from '../../lib/crawler-files.server.js';
import type { Route } from './+types/robots-txt';

/** `/robots.txt` (a resource route: plain text, no page). */
export function loader({ context }: Route.LoaderArgs) {
  return robotsTxtResponse(context.ports.content);
}
