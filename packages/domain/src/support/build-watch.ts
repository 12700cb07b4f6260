/** The storefront asks for the latest build every five minutes, and when its tab comes back. */
export const BUILD_POLL_MS = 5 * 60_000;

/** A build of the shop as `/builds/latest.json` names it. */
export interface BuildStamp {
  readonly id: string;
  /** When it was built, ms since the epoch. */
  readonly timestamp: number;
}

/**
 * Whether the page runs an older build than the shop serves: the first build a page hears of is
 * its own (`known` undefined), any other id later is a new one. The page then offers a reload; it
 * never reloads by itself, so nothing a shopper typed is lost.
 */
export function isNewBuild(known: BuildStamp | undefined, latest: BuildStamp): boolean {
  return known !== undefined && known.id !== latest.id;
}
