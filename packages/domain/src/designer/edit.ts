import type {
  DesignAsset,
  DesignDocument,
  DesignObject,
  DesignPage,
  ImageObject,
  ShapeObject,
  TextObject,
} from './document.js';
import { MAX_OBJECTS_PER_PAGE } from './document.js';
import { bleedBox, boundsOf } from './geometry.js';

/**
 * The designer's edits, each a pure function from a design to the next one; an edit that names no
 * object of the page leaves the design as it is (the same value, so no undo step is made).
 */

/** Objects snap to the guides (the bleed, the trim, the safe margin and the page's centre) within this distance. */
export const SNAP_DISTANCE_MM = 1.5;

/** How far an arrow key moves the selection; with Shift, ten times as far. */
export const NUDGE_MM = 1;

function withPage(
  design: DesignDocument,
  pageIndex: number,
  change: (page: DesignPage) => DesignPage,
): DesignDocument {
  const page = design.pages[pageIndex];
  if (page === undefined) return design;
  const next = change(page);
  if (next === page) return design;
  return {
    ...design,
    pages: design.pages.map((candidate, index) => (index === pageIndex ? next : candidate)),
  };
}

function withObject(
  design: DesignDocument,
  pageIndex: number,
  objectId: string,
  change: (object: DesignObject) => DesignObject,
): DesignDocument {
  return withPage(design, pageIndex, (page) => {
    const index = page.objects.findIndex((object) => object.id === objectId);
    if (index < 0) return page;
    const object = page.objects[index] as DesignObject;
    const next = change(object);
    if (next === object) return page;
    return { ...page, objects: page.objects.map((candidate, at) => (at === index ? next : candidate)) };
  });
}

/** Adds `object` on top of the page; a page at its limit of objects takes no more. */
export function addObject(design: DesignDocument, pageIndex: number, object: DesignObject): DesignDocument {
  return withPage(design, pageIndex, (page) =>
    page.objects.length >= MAX_OBJECTS_PER_PAGE || page.objects.some((other) => other.id === object.id)
      ? page
      : { ...page, objects: [...page.objects, object] },
  );
}

/** What an edit may change of an object: the fields of its kind, never its kind or id. */
export type DesignObjectPatch =
  | Partial<Omit<TextObject, 'id' | 'kind'>>
  | Partial<Omit<ImageObject, 'id' | 'kind'>>
  | Partial<Omit<ShapeObject, 'id' | 'kind'>>;

/**
 * Changes what an object says or how it looks (not its kind or id). Only the fields its kind has
 * change: a text's size given to a rectangle is ignored, so the document stays one the shop takes.
 */
export function updateObject(
  design: DesignDocument,
  pageIndex: number,
  objectId: string,
  patch: DesignObjectPatch,
): DesignDocument {
  return withObject(design, pageIndex, objectId, (object) => {
    const kept = Object.entries(patch).filter(
      ([key, value]) => key !== 'id' && key !== 'kind' && value !== undefined && Object.hasOwn(object, key),
    );
    return kept.length === 0 ? object : ({ ...object, ...Object.fromEntries(kept) } as DesignObject);
  });
}

/**
 * Puts another image in an image object's place: same width and centre, its height following the
 * new image's proportions. The new file joins the design's files; a file no object uses any more
 * leaves them. Not an image object: the same document.
 */
export function replaceImage(
  design: DesignDocument,
  pageIndex: number,
  objectId: string,
  asset: DesignAsset,
): DesignDocument {
  const replaced = withObject(design, pageIndex, objectId, (object) => {
    if (object.kind !== 'image') return object;
    const height = object.width * (asset.heightPx / asset.widthPx);
    return { ...object, assetId: asset.id, y: object.y + (object.height - height) / 2, height };
  });
  if (replaced === design) return design;
  const used = new Set(
    replaced.pages.flatMap((page) =>
      page.objects.flatMap((object) => (object.kind === 'image' ? [object.assetId] : [])),
    ),
  );
  const assets = [...replaced.assets.filter((known) => known.id !== asset.id), asset].filter((known) =>
    used.has(known.id),
  );
  return { ...replaced, assets };
}

export function removeObject(design: DesignDocument, pageIndex: number, objectId: string): DesignDocument {
  return withPage(design, pageIndex, (page) =>
    page.objects.some((object) => object.id === objectId)
      ? { ...page, objects: page.objects.filter((object) => object.id !== objectId) }
      : page,
  );
}

/** A copy of the object under `newId`, a little down and to the right, just above the original. */
export function duplicateObject(
  design: DesignDocument,
  pageIndex: number,
  objectId: string,
  newId: string,
): DesignDocument {
  return withPage(design, pageIndex, (page) => {
    const index = page.objects.findIndex((object) => object.id === objectId);
    const original = page.objects[index];
    if (original === undefined || page.objects.length >= MAX_OBJECTS_PER_PAGE) return page;
    if (page.objects.some((object) => object.id === newId)) return page;
    const copy = { ...original, id: newId, x: original.x + 5, y: original.y + 5 };
    return {
      ...page,
      objects: [...page.objects.slice(0, index + 1), copy, ...page.objects.slice(index + 1)],
    };
  });
}

export type LayerMove = 'forward' | 'backward' | 'toFront' | 'toBack';

/** Moves an object up or down the page's drawing order. */
export function reorderObject(
  design: DesignDocument,
  pageIndex: number,
  objectId: string,
  move: LayerMove,
): DesignDocument {
  return withPage(design, pageIndex, (page) => {
    const index = page.objects.findIndex((object) => object.id === objectId);
    if (index < 0) return page;
    const last = page.objects.length - 1;
    const target =
      move === 'toFront'
        ? last
        : move === 'toBack'
          ? 0
          : Math.min(last, Math.max(0, index + (move === 'forward' ? 1 : -1)));
    if (target === index) return page;
    const rest = page.objects.filter((_, at) => at !== index);
    return {
      ...page,
      objects: [...rest.slice(0, target), page.objects[index] as DesignObject, ...rest.slice(target)],
    };
  });
}

/** The page's guide lines, horizontal and vertical, in millimetres. */
function guides(design: DesignDocument): { readonly vertical: number[]; readonly horizontal: number[] } {
  const { trimWidthMm: width, trimHeightMm: height, bleedMm: bleed, safeMarginMm: safe } = design.format;
  return {
    vertical: [-bleed, 0, safe, width / 2, width - safe, width, width + bleed],
    horizontal: [-bleed, 0, safe, height / 2, height - safe, height, height + bleed],
  };
}

/** The shift that puts the nearest of `edges` on a guide within the snap distance, else 0. */
function snapShift(edges: readonly number[], lines: readonly number[]): number {
  let best = 0;
  let bestDistance = SNAP_DISTANCE_MM;
  for (const edge of edges) {
    for (const line of lines) {
      const distance = Math.abs(line - edge);
      if (distance <= bestDistance) {
        best = line - edge;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/**
 * Moves an object by (`dx`, `dy`); with `snap`, its edges or centre then snap to the nearest guide.
 * An object is never moved wholly off the page: its box keeps at least part of it on the bleed area.
 */
export function moveObject(
  design: DesignDocument,
  pageIndex: number,
  objectId: string,
  dx: number,
  dy: number,
  snap = false,
): DesignDocument {
  return withObject(design, pageIndex, objectId, (object) => {
    const moved = { ...object, x: object.x + dx, y: object.y + dy };
    const bounds = boundsOf(moved);
    const lines = guides(design);
    const shiftX = snap
      ? snapShift([bounds.left, (bounds.left + bounds.right) / 2, bounds.right], lines.vertical)
      : 0;
    const shiftY = snap
      ? snapShift([bounds.top, (bounds.top + bounds.bottom) / 2, bounds.bottom], lines.horizontal)
      : 0;
    const page = bleedBox(design.format);
    const width = bounds.right - bounds.left;
    const height = bounds.bottom - bounds.top;
    // Keep the box's centre on the bleed area, so a part of the object always stays in reach.
    const clampX = clamp(bounds.left + shiftX + width / 2, page.left, page.right) - (bounds.left + width / 2);
    const clampY = clamp(bounds.top + shiftY + height / 2, page.top, page.bottom) - (bounds.top + height / 2);
    if (clampX === 0 && clampY === 0 && dx === 0 && dy === 0) return object;
    return { ...moved, x: moved.x + clampX, y: moved.y + clampY };
  });
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** The smallest an object can be made, in millimetres. */
export const MIN_OBJECT_SIZE_MM = 1;

/** Gives an object a new box (a resize from any handle); sizes below the minimum are raised to it. */
export function resizeObject(
  design: DesignDocument,
  pageIndex: number,
  objectId: string,
  box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
): DesignDocument {
  return withObject(design, pageIndex, objectId, (object) => ({
    ...object,
    x: box.x,
    y: box.y,
    width: Math.max(MIN_OBJECT_SIZE_MM, box.width),
    height: Math.max(MIN_OBJECT_SIZE_MM, box.height),
  }));
}

/** Turns an object to `degrees` (any angle; kept in [0, 360)). */
export function rotateObject(
  design: DesignDocument,
  pageIndex: number,
  objectId: string,
  degrees: number,
): DesignDocument {
  const rotation = ((degrees % 360) + 360) % 360;
  return withObject(design, pageIndex, objectId, (object) =>
    object.rotation === rotation ? object : { ...object, rotation },
  );
}

export function setBackground(
  design: DesignDocument,
  pageIndex: number,
  colour: string | null,
): DesignDocument {
  return withPage(design, pageIndex, (page) =>
    page.background === colour ? page : { ...page, background: colour },
  );
}
