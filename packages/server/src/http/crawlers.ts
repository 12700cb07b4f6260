import { createIsbotFromList, isbotPatterns, list } from 'isbot';

/**
 * Plain HTTP clients and headless browsers, not crawlers: the shop's own scripts, Node's fetch and
 * the browser journeys call the API with these. isbot counts them as bots; its patterns that match
 * them are left out.
 */
const HTTP_CLIENT_USER_AGENTS = [
  'curl/8.5.0',
  'node',
  'undici',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
] as const;

const httpClientPatterns = new Set(HTTP_CLIENT_USER_AGENTS.flatMap((userAgent) => isbotPatterns(userAgent)));

const isbotOfCrawlers = createIsbotFromList(list.filter((pattern) => !httpClientPatterns.has(pattern)));

/**
 * Search engines, link previewers and the other bots isbot knows; a crawler that hides its name
 * is not caught, which is acceptable: this only keeps honest bots from costly calls (section 6).
 */
export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && isbotOfCrawlers(userAgent);
}
