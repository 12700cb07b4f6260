import type { DesignObject } from './document.js';
import type { PrintFormat } from './print-format.js';

/** An axis-aligned rectangle in millimetres. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export const trimBox = (format: PrintFormat): Box => ({
  left: 0,
  top: 0,
  right: format.trimWidthMm,
  bottom: format.trimHeightMm,
});

export const bleedBox = (format: PrintFormat): Box => ({
  left: -format.bleedMm,
  top: -format.bleedMm,
  right: format.trimWidthMm + format.bleedMm,
  bottom: format.trimHeightMm + format.bleedMm,
});

export const safeBox = (format: PrintFormat): Box => ({
  left: format.safeMarginMm,
  top: format.safeMarginMm,
  right: format.trimWidthMm - format.safeMarginMm,
  bottom: format.trimHeightMm - format.safeMarginMm,
});

/** The box that holds the object as it is drawn, turned by its rotation. */
export function boundsOf(object: Pick<DesignObject, 'x' | 'y' | 'width' | 'height' | 'rotation'>): Box {
  const { x, y, width, height } = object;
  const radians = (object.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (width * cos + height * sin) / 2;
  const halfHeight = (width * sin + height * cos) / 2;
  const centreX = x + width / 2;
  const centreY = y + height / 2;
  return {
    left: centreX - halfWidth,
    top: centreY - halfHeight,
    right: centreX + halfWidth,
    bottom: centreY + halfHeight,
  };
}

/**
 * Lengths closer than a micrometre are the same: finer is noise of the arithmetic (a right angle's
 * cosine is 6e-17, not 0), and no press places anything that finely.
 */
export const TOLERANCE_MM = 0.001;

/** True when `inner` lies wholly within `outer` (edges included, to the tolerance). */
export const contains = (outer: Box, inner: Box): boolean =>
  inner.left >= outer.left - TOLERANCE_MM &&
  inner.top >= outer.top - TOLERANCE_MM &&
  inner.right <= outer.right + TOLERANCE_MM &&
  inner.bottom <= outer.bottom + TOLERANCE_MM;

/** True when the two boxes share some area. */
export const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
