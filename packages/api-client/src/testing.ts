/**
 * Test material of the contract for the packages that serve or call it: a valid example of every
 * route, and the walks that change one of its texts. Not used by the client at run time.
 */

export {
  type Path,
  pathsOf,
  type TextSite,
  textSites,
  valueAt,
  withTextAt,
  withValueAt,
} from './contract/test-support/mutations.js';
export { type RouteExample, routeExamples } from './contract/test-support/route-examples.js';
export { serverRefusal } from './ports/test-support/server-refusal.js';
