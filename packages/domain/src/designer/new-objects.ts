import type { DesignAsset, ImageObject, ShapeObject, TextObject } from './document.js';
import { safeBox } from './geometry.js';
import type { PrintFormat } from './print-format.js';

/** A new object's box: `width` × `height` millimetres, centred in the safe area. */
function centred(format: PrintFormat, width: number, height: number) {
  const safe = safeBox(format);
  return {
    x: (safe.left + safe.right - width) / 2,
    y: (safe.top + safe.bottom - height) / 2,
    width,
    height,
    rotation: 0,
  };
}

/** Text sizes scale with the page: 18 pt on an A5 (148 mm on its shorter side). */
const textSizeFor = (format: PrintFormat): number =>
  Math.max(8, Math.round(18 * (Math.min(format.trimWidthMm, format.trimHeightMm) / 148)));

/** A text the shopper adds: centred in the safe area, across most of its width. */
export function newTextObject(format: PrintFormat, id: string, text: string): TextObject {
  const sizePt = textSizeFor(format);
  const safe = safeBox(format);
  const width = (safe.right - safe.left) * 0.8;
  return {
    kind: 'text',
    id,
    ...centred(format, width, ((sizePt * 25.4) / 72) * 1.2 * 2),
    text,
    font: 'Inter',
    sizePt,
    colour: '#1a1a1a',
    align: 'center',
    bold: false,
    italic: false,
  };
}

/** A shape the shopper adds: a square box (a line across it) of two fifths of the safe area's lesser side. */
export function newShapeObject(format: PrintFormat, id: string, kind: ShapeObject['kind']): ShapeObject {
  const safe = safeBox(format);
  const side = Math.min(safe.right - safe.left, safe.bottom - safe.top) * 0.4;
  if (kind === 'line') {
    return { kind, id, ...centred(format, side, 1), fill: null, stroke: '#1a1a1a', strokeWidthMm: 0.5 };
  }
  return { kind, id, ...centred(format, side, side), fill: '#1d3557', stroke: null, strokeWidthMm: 0 };
}

/**
 * An uploaded image placed at its proportions: three fifths of the safe area's width, less when
 * that would run past the safe area's height.
 */
export function newImageObject(format: PrintFormat, id: string, asset: DesignAsset): ImageObject {
  const safe = safeBox(format);
  const ratio = asset.heightPx / asset.widthPx;
  const width = Math.min((safe.right - safe.left) * 0.6, ((safe.bottom - safe.top) * 0.9) / ratio);
  return { kind: 'image', id, assetId: asset.id, ...centred(format, width, width * ratio) };
}
