/**
 * User agents of the search engines and link previewers seen on the shop. Matched anywhere in
 * the User-Agent, case-insensitively; a crawler that hides its name is not caught, which is
 * acceptable: the list only keeps honest bots from costly calls (section 6).
 */
export const CRAWLER_USER_AGENTS = [
  'googlebot',
  'adsbot-google',
  'bingbot',
  'slurp',
  'duckduckbot',
  'baiduspider',
  'yandexbot',
  'applebot',
  'qwantify',
  'ahrefsbot',
  'semrushbot',
  'mj12bot',
  'petalbot',
  'facebookexternalhit',
] as const;

const CRAWLER_PATTERN = new RegExp(CRAWLER_USER_AGENTS.join('|'), 'i');

export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && CRAWLER_PATTERN.test(userAgent);
}
