import { type DesignAsset, type DesignDocument, type DesignObject, MIN_TEXT_SIZE_PT } from './document.js';
import { type Box, bleedBox, boundsOf, contains, overlaps, safeBox, TOLERANCE_MM } from './geometry.js';

/** An image prints sharp from this many pixels per inch at its placed size. */
export const GOOD_RESOLUTION_PPI = 300;
/** Below this many pixels per inch an image prints visibly blurred: the design cannot be ordered. */
export const MIN_RESOLUTION_PPI = 150;

const MM_PER_INCH = 25.4;

/** `warning`: the shopper is told and may order; `blocking`: the design cannot be ordered as it is. */
export type CheckSeverity = 'warning' | 'blocking';

/**
 * What the designer checks while the shopper edits, each about one object of one page (or the whole
 * design). The storefront says them in French; the domain only measures.
 */
export type PrintCheck =
  /** Part of the object lies between the safe margin and the cut: the cut may take it off. */
  | {
      readonly kind: 'outsideSafeArea';
      readonly severity: 'warning';
      readonly pageIndex: number;
      readonly objectId: string;
    }
  /** The object runs past the cut but stops short of the bleed's edge: a white edge may show. */
  | {
      readonly kind: 'shortOfBleed';
      readonly severity: 'warning';
      readonly pageIndex: number;
      readonly objectId: string;
    }
  /** The object lies wholly outside the printed area: it will not be printed. */
  | {
      readonly kind: 'offPage';
      readonly severity: 'warning';
      readonly pageIndex: number;
      readonly objectId: string;
    }
  /** The image has too few pixels for its placed size; `ppi` is its effective resolution. */
  | {
      readonly kind: 'lowResolution';
      readonly severity: CheckSeverity;
      readonly pageIndex: number;
      readonly objectId: string;
      readonly ppi: number;
    }
  /** The text is set below the legible size; `sizePt` is its size. */
  | {
      readonly kind: 'textTooSmall';
      readonly severity: 'warning';
      readonly pageIndex: number;
      readonly objectId: string;
      readonly sizePt: number;
    }
  /** The image refers to no uploaded file of the design. */
  | {
      readonly kind: 'missingImage';
      readonly severity: 'blocking';
      readonly pageIndex: number;
      readonly objectId: string;
    }
  /** Nothing would be printed: no object and no background on any page. */
  | { readonly kind: 'emptyDesign'; readonly severity: 'blocking' };

export type PrintCheckKind = PrintCheck['kind'];

/**
 * The resolution an image prints at when placed `widthMm` × `heightMm`, in whole pixels per inch
 * (rounded down): the lesser of its two directions. A vector image has no such limit (Infinity).
 */
export function effectiveResolution(asset: DesignAsset, widthMm: number, heightMm: number): number {
  if (asset.mediaType === 'image/svg+xml') return Number.POSITIVE_INFINITY;
  const horizontal = asset.widthPx / (widthMm / MM_PER_INCH);
  const vertical = asset.heightPx / (heightMm / MM_PER_INCH);
  return Math.floor(Math.min(horizontal, vertical));
}

type Side = 'left' | 'top' | 'right' | 'bottom';
const SIDES: readonly Side[] = ['left', 'top', 'right', 'bottom'];

/** How far past `edge` the box reaches on `side`, outwards (positive when past it). */
function beyond(bounds: Box, edge: Box, side: Side): number {
  return side === 'left' || side === 'top' ? edge[side] - bounds[side] : bounds[side] - edge[side];
}

/** Where an object sits against the guides: inside the safe area, at risk of the cut, short of the bleed. */
function placementChecks(design: DesignDocument, pageIndex: number, object: DesignObject): PrintCheck[] {
  const { format } = design;
  const bounds = boundsOf(object);
  const about = { severity: 'warning', pageIndex, objectId: object.id } as const;
  const bleed = bleedBox(format);
  if (!overlaps(bounds, bleed)) return [{ kind: 'offPage', ...about }];
  const safe = safeBox(format);
  if (contains(safe, bounds)) return [];
  const trim = { left: 0, top: 0, right: format.trimWidthMm, bottom: format.trimHeightMm };
  const outside = SIDES.filter((side) => beyond(bounds, safe, side) > TOLERANCE_MM);
  // Text never belongs past the safe margin. Art may run into the bleed: it is at fault only on a
  // side where it crosses the safe line and stops before the cut (it may be cut off) or past the cut
  // and before the bleed's edge (a white edge may show).
  if (object.kind === 'text') return [{ kind: 'outsideSafeArea', ...about }];
  const checks: PrintCheck[] = [];
  if (outside.some((side) => beyond(bounds, trim, side) < -TOLERANCE_MM))
    checks.push({ kind: 'outsideSafeArea', ...about });
  if (
    outside.some(
      (side) => beyond(bounds, trim, side) >= -TOLERANCE_MM && beyond(bounds, bleed, side) < -TOLERANCE_MM,
    )
  ) {
    checks.push({ kind: 'shortOfBleed', ...about });
  }
  return checks;
}

function objectChecks(design: DesignDocument, pageIndex: number, object: DesignObject): PrintCheck[] {
  const checks = placementChecks(design, pageIndex, object);
  if (object.kind === 'text' && object.sizePt < MIN_TEXT_SIZE_PT) {
    checks.push({
      kind: 'textTooSmall',
      severity: 'warning',
      pageIndex,
      objectId: object.id,
      sizePt: object.sizePt,
    });
  }
  if (object.kind === 'image') {
    const asset = design.assets.find((candidate) => candidate.id === object.assetId);
    if (asset === undefined) {
      checks.push({ kind: 'missingImage', severity: 'blocking', pageIndex, objectId: object.id });
    } else {
      const ppi = effectiveResolution(asset, object.width, object.height);
      if (ppi < GOOD_RESOLUTION_PPI) {
        checks.push({
          kind: 'lowResolution',
          severity: ppi < MIN_RESOLUTION_PPI ? 'blocking' : 'warning',
          pageIndex,
          objectId: object.id,
          ppi,
        });
      }
    }
  }
  return checks;
}

/** Every check of the design, page by page and object by object in drawing order. */
export function printChecks(design: DesignDocument): readonly PrintCheck[] {
  const empty = design.pages.every((page) => page.objects.length === 0 && page.background === null);
  if (empty) return [{ kind: 'emptyDesign', severity: 'blocking' }];
  return design.pages.flatMap((page, pageIndex) =>
    page.objects.flatMap((object) => objectChecks(design, pageIndex, object)),
  );
}

/** True when no check stops the design from being ordered. */
export const isPrintable = (checks: readonly PrintCheck[]): boolean =>
  checks.every((check) => check.severity !== 'blocking');
