/**
 * The bounds of what the artwork readers read: a file beyond them is answered `unreadable` before
 * its pages or pixels are decoded, so that one upload cannot hold the server's memory or time.
 */

/** A PDF of more pages than this is not read (a flyer, a leaflet or a booklet has far fewer). */
export const MAX_PREFLIGHT_PAGES = 200;

/** An image (a picture, or an image in a PDF) of more pixels than this is not decoded: 20 000 × 20 000. */
export const MAX_PREFLIGHT_PIXELS = 400_000_000;
