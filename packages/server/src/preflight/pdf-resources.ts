import type { MeasuredColorSpace } from '@tirage/domain';
import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  type PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  type PDFPageLeaf,
  PDFRawStream,
  PDFStream,
} from 'pdf-lib';

/**
 * What a page's resources say, read with pdf-lib: its fonts, the image XObjects it can draw, its
 * colour spaces, and whether its content streams set RGB colours. The resources of the form
 * XObjects and tiling patterns it uses are read too, down to `MAX_NESTING`. Resources are what a
 * page *may* use: a font or colour space listed but never used is counted (most producers list only
 * what each page uses; a file sharing one dictionary between its pages is judged on all of it).
 * Annotations' appearances and Type 3 glyphs' resources are not read.
 */

/** Form XObjects nest at most this deep here (a loop of forms is also cut by the visited set). */
const MAX_NESTING = 8;

/** Colorants that are the four process inks, or no ink of their own (`All`, `None`). */
const PROCESS_COLORANTS = new Set(['Cyan', 'Magenta', 'Yellow', 'Black']);
const NOT_INKS = new Set(['All', 'None']);

/** An image XObject of the page: its pixels and how its colours are coded. */
export interface ImageXObject {
  readonly widthPx: number;
  readonly heightPx: number;
  readonly colorSpace: MeasuredColorSpace;
}

export interface PageResources {
  /** The BaseFont names, without subset prefix, of the fonts whose glyphs are not in the file. */
  readonly fontsNotEmbedded: readonly string[];
  readonly images: readonly ImageXObject[];
  /** The colour spaces named in /ColorSpace, /Shading and shading /Pattern resources. */
  readonly colorSpaces: readonly MeasuredColorSpace[];
  /** The spot inks named by Separation and DeviceN colour spaces (resources and images). */
  readonly spotNames: readonly string[];
  /** Whether a content stream sets an RGB colour with `rg`/`RG` or `/DeviceRGB cs`: see `setsRgbColour`. */
  readonly rgbOperators: boolean;
}

/** A PDF name as text: UTF-8 when its bytes are, Latin-1 otherwise. */
function nameText(name: PDFName): string {
  const bytes = name.asBytes();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return name.decodeText();
  }
}

const asDict = (value: PDFObject | undefined): PDFDict | undefined =>
  value instanceof PDFDict ? value : value instanceof PDFStream ? value.dict : undefined;

/** The value of `key` in `dict`, its reference followed. */
const entry = (dict: PDFDict, key: string): PDFObject | undefined =>
  dict.context.lookup(dict.get(PDFName.of(key)));

const nameOf = (value: PDFObject | undefined): string | undefined =>
  value instanceof PDFName ? nameText(value) : undefined;

/** The number in `value`, or undefined. */
export const numberOf = (value: PDFObject | undefined): number | undefined =>
  value instanceof PDFNumber ? value.asNumber() : undefined;

interface ClassifiedSpace {
  readonly space: MeasuredColorSpace;
  readonly spots: readonly string[];
}

const DEVICE_SPACES: Readonly<Record<string, MeasuredColorSpace>> = {
  DeviceRGB: 'rgb',
  RGB: 'rgb',
  DeviceCMYK: 'cmyk',
  CMYK: 'cmyk',
  DeviceGray: 'gray',
  G: 'gray',
};

/**
 * How a colour space prints: RGB, CMYK, grey, a spot ink, or other (Lab, a pattern, unknown). An
 * Indexed space prints as its base; a Separation or DeviceN of process inks only prints as CMYK.
 */
function classifyColorSpace(context: PDFContext, value: PDFObject | undefined, depth = 0): ClassifiedSpace {
  const resolved = context.lookup(value);
  const name = nameOf(resolved);
  if (name !== undefined) return { space: DEVICE_SPACES[name] ?? 'other', spots: [] };
  if (!(resolved instanceof PDFArray) || depth > 4) return { space: 'other', spots: [] };
  const family = nameOf(context.lookup(resolved.get(0)));
  const inks = (colorants: readonly string[]): ClassifiedSpace => {
    const spots = colorants.filter((ink) => !PROCESS_COLORANTS.has(ink) && !NOT_INKS.has(ink));
    return { space: spots.length > 0 ? 'spot' : 'cmyk', spots };
  };
  switch (family) {
    case 'CalRGB':
      return { space: 'rgb', spots: [] };
    case 'CalGray':
      return { space: 'gray', spots: [] };
    case 'ICCBased': {
      const profile = asDict(context.lookup(resolved.get(1)));
      const components = profile === undefined ? undefined : numberOf(entry(profile, 'N'));
      if (components === 1) return { space: 'gray', spots: [] };
      if (components === 3) return { space: 'rgb', spots: [] };
      if (components === 4) return { space: 'cmyk', spots: [] };
      return profile === undefined
        ? { space: 'other', spots: [] }
        : classifyColorSpace(context, profile.get(PDFName.of('Alternate')), depth + 1);
    }
    case 'Indexed':
    case 'I':
    case 'Pattern':
      return resolved.size() > 1
        ? classifyColorSpace(context, resolved.get(1), depth + 1)
        : { space: 'other', spots: [] };
    case 'Separation': {
      const ink = nameOf(context.lookup(resolved.get(1)));
      return ink === 'None' ? { space: 'other', spots: [] } : inks(ink === undefined ? [] : [ink]);
    }
    case 'DeviceN': {
      const colorants = context.lookup(resolved.get(1));
      const names =
        colorants instanceof PDFArray ? colorants.asArray().map((ink) => nameOf(context.lookup(ink))) : [];
      return inks(names.filter((ink): ink is string => ink !== undefined));
    }
    default:
      return { space: family === undefined ? 'other' : (DEVICE_SPACES[family] ?? 'other'), spots: [] };
  }
}

/** Whether a font's glyphs are in the file: its descriptor (a Type0's descendant's) holds a font program. */
function fontIsEmbedded(context: PDFContext, font: PDFDict): boolean {
  const subtype = nameOf(entry(font, 'Subtype'));
  if (subtype === 'Type3') return true; // its glyphs are content streams of the file
  let described = font;
  if (subtype === 'Type0') {
    const descendants = entry(font, 'DescendantFonts');
    const descendant = asDict(
      descendants instanceof PDFArray ? context.lookup(descendants.get(0)) : undefined,
    );
    if (descendant === undefined) return false;
    described = descendant;
  }
  // The standard 14 fonts have no descriptor: the printer's own copy would be used.
  const descriptor = asDict(entry(described, 'FontDescriptor'));
  return (
    descriptor !== undefined &&
    ['FontFile', 'FontFile2', 'FontFile3'].some((key) => entry(descriptor, key) instanceof PDFStream)
  );
}

/** A font's name without its subset prefix (`ABCDEF+Inter` is Inter); a Type0's from its descendant. */
function fontName(context: PDFContext, font: PDFDict): string {
  const descendants = entry(font, 'DescendantFonts');
  const descendant = asDict(descendants instanceof PDFArray ? context.lookup(descendants.get(0)) : undefined);
  const name =
    nameOf(entry(descendant ?? font, 'BaseFont')) ?? nameOf(entry(font, 'BaseFont')) ?? 'unnamed font';
  return name.replace(/^[A-Z]{6}\+/, '');
}

/**
 * RGB colour operators in a content stream: three numbers then `rg` or `RG`, or the DeviceRGB space
 * selected by name for `sc`/`scn`. A heuristic on the decoded text, not a parse: a string that
 * spells such an operator would count too, and a stream in a filter pdf-lib cannot decode is
 * skipped. pdf.js's operator list cannot tell, as it turns every colour into RGB.
 */
const RGB_OPERATOR = /(?:^|[\s\]>)}])(?:[-+]?(?:\d+\.?\d*|\.\d+)\s+){3}(?:rg|RG)(?=[\s/[<({%]|$)/;
const RGB_SPACE_SELECTED = /\/DeviceRGB\s*(?:cs|CS)(?=[\s/[<({%]|$)/;

function setsRgbColour(stream: PDFObject | undefined): boolean {
  if (!(stream instanceof PDFRawStream)) return false;
  let text: string;
  try {
    text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  } catch {
    return false;
  }
  return RGB_OPERATOR.test(text) || RGB_SPACE_SELECTED.test(text);
}

/** Reads the resources of one page, then those of the forms and tiling patterns they hold. */
class ResourceReader {
  readonly fonts = new Set<string>();
  readonly images: ImageXObject[] = [];
  readonly colorSpaces: MeasuredColorSpace[] = [];
  readonly spots = new Set<string>();
  rgbOperators = false;
  private readonly visited = new Set<PDFObject>();

  constructor(private readonly context: PDFContext) {}

  private space(value: PDFObject | undefined): MeasuredColorSpace {
    const { space, spots } = classifyColorSpace(this.context, value);
    for (const spot of spots) this.spots.add(spot);
    return space;
  }

  /** Each value of the resource dictionary `key` (/Font, /XObject…), its reference followed. */
  private values(resources: PDFDict, key: string): (PDFObject | undefined)[] {
    const dict = asDict(entry(resources, key));
    return dict === undefined ? [] : dict.values().map((value) => this.context.lookup(value));
  }

  content(stream: PDFObject | undefined): void {
    if (!this.rgbOperators && setsRgbColour(stream)) this.rgbOperators = true;
  }

  resources(value: PDFObject | undefined, depth: number): void {
    const resources = asDict(this.context.lookup(value));
    if (resources === undefined || this.visited.has(resources)) return;
    this.visited.add(resources);
    for (const font of this.values(resources, 'Font')) {
      const dict = asDict(font);
      if (dict !== undefined && !fontIsEmbedded(this.context, dict))
        this.fonts.add(fontName(this.context, dict));
    }
    for (const space of this.values(resources, 'ColorSpace')) this.colorSpaces.push(this.space(space));
    for (const shading of this.values(resources, 'Shading')) {
      const dict = asDict(shading);
      if (dict !== undefined) this.colorSpaces.push(this.space(dict.get(PDFName.of('ColorSpace'))));
    }
    for (const pattern of this.values(resources, 'Pattern')) this.pattern(pattern, depth);
    for (const xobject of this.values(resources, 'XObject')) this.xobject(xobject, depth);
  }

  /** A shading pattern's colour space; a tiling pattern's resources and content, as a form's. */
  private pattern(pattern: PDFObject | undefined, depth: number): void {
    const dict = asDict(pattern);
    if (dict === undefined) return;
    const shading = asDict(entry(dict, 'Shading'));
    if (shading !== undefined) this.colorSpaces.push(this.space(shading.get(PDFName.of('ColorSpace'))));
    else if (pattern instanceof PDFStream) this.form(pattern, depth);
  }

  private xobject(xobject: PDFObject | undefined, depth: number): void {
    const dict = asDict(xobject);
    if (dict === undefined) return;
    const subtype = nameOf(entry(dict, 'Subtype'));
    if (subtype === 'Form' && xobject instanceof PDFStream) this.form(xobject, depth);
    if (subtype !== 'Image') return;
    const widthPx = numberOf(entry(dict, 'Width'));
    const heightPx = numberOf(entry(dict, 'Height'));
    if (widthPx === undefined || heightPx === undefined) return;
    // A stencil mask has no colours of its own (it paints with the fill colour); a JPX image may
    // keep its colour space in its code stream, unread here.
    const mask = entry(dict, 'ImageMask');
    const stencil = mask instanceof PDFBool && mask.asBoolean();
    const colorSpace = stencil ? 'other' : this.space(dict.get(PDFName.of('ColorSpace')));
    this.images.push({ widthPx, heightPx, colorSpace });
  }

  /** A form XObject or a tiling pattern: a content stream with its own resources. */
  private form(stream: PDFStream, depth: number): void {
    if (depth >= MAX_NESTING || this.visited.has(stream)) return;
    this.visited.add(stream);
    this.content(stream);
    this.resources(stream.dict.get(PDFName.of('Resources')), depth + 1);
  }
}

/** The resources of `page` (a page leaf of a loaded document) and of what they nest. */
export function readPageResources(page: PDFPageLeaf): PageResources {
  const reader = new ResourceReader(page.context);
  const contents = page.context.lookup(page.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  for (const stream of streams) reader.content(page.context.lookup(stream));
  reader.resources(page.getInheritableAttribute(PDFName.of('Resources')), 0);
  return {
    fontsNotEmbedded: [...reader.fonts],
    images: reader.images,
    colorSpaces: reader.colorSpaces,
    spotNames: [...reader.spots],
    rgbOperators: reader.rgbOperators,
  };
}
