/**
 * The designer's addresses other pages link to. A module of its own, so that the product page and
 * the cart carry these few lines and nothing of the designer.
 */

/** The cart: a cart line's design is edited in the designer and comes back there. */
export const CART_PATH = '/cart/';

/** A small picture of a saved design's recto, as the shop draws it. */
export const designThumbnailPath = (designId: string): string =>
  `/designer/thumbnail/?design=${encodeURIComponent(designId)}`;
