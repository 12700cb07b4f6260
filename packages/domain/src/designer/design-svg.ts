import type { DesignDocument, DesignObject, TextObject } from './document.js';
import type { PrintFormat } from './print-format.js';

/** Points in a millimetre: 72 points to the inch, 25.4 mm to the inch. */
const MM_PER_PT = 25.4 / 72;
/** A line of text takes its size and a fifth (the PDF sets text with the same leading). */
const LINE_HEIGHT = 1.2;
/** The average width of a character, as a share of the text's size: enough to wrap a preview. */
const AVERAGE_CHARACTER_WIDTH = 0.52;

export interface DesignSvgOptions {
  /** The page drawn, by its index (the recto by default). */
  readonly pageIndex?: number;
  /** Said to screen readers as the picture's name. */
  readonly title: string;
  /** Where an image's preview is; without it images are drawn as grey boxes. */
  readonly imageUrl?: (assetId: string) => string;
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A number written short and exact enough for a preview (a hundredth of a millimetre). */
const n = (value: number): string => String(Math.round(value * 100) / 100);

/** The text's lines as a preview sets them: its own line breaks, then words wrapped to its box. */
export function previewLines(object: Pick<TextObject, 'text' | 'sizePt' | 'width'>): readonly string[] {
  const perLine = Math.max(
    1,
    Math.floor(object.width / (object.sizePt * MM_PER_PT * AVERAGE_CHARACTER_WIDTH)),
  );
  return object.text.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (candidate.length <= perLine || line === '') line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
    return lines;
  });
}

const paint = (colour: string | null): string => colour ?? 'none';

function rotation(object: DesignObject): string {
  if (object.rotation === 0) return '';
  const cx = object.x + object.width / 2;
  const cy = object.y + object.height / 2;
  return ` transform="rotate(${n(object.rotation)} ${n(cx)} ${n(cy)})"`;
}

function textSvg(object: TextObject): string {
  const size = object.sizePt * MM_PER_PT;
  const anchor = object.align === 'left' ? 'start' : object.align === 'right' ? 'end' : 'middle';
  const x =
    object.align === 'left'
      ? object.x
      : object.align === 'right'
        ? object.x + object.width
        : object.x + object.width / 2;
  const lines = previewLines(object)
    .map(
      (line, index) =>
        `<tspan x="${n(x)}" y="${n(object.y + size * (1 + index * LINE_HEIGHT) * 0.9)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const weight = object.bold ? ' font-weight="bold"' : '';
  const style = object.italic ? ' font-style="italic"' : '';
  return (
    `<text font-family="${escapeXml(object.font)}, sans-serif" font-size="${n(size)}" fill="${object.colour}"` +
    ` text-anchor="${anchor}"${weight}${style}${rotation(object)}>${lines}</text>`
  );
}

function objectSvg(object: DesignObject, options: DesignSvgOptions): string {
  const box = `x="${n(object.x)}" y="${n(object.y)}" width="${n(object.width)}" height="${n(object.height)}"`;
  switch (object.kind) {
    case 'text':
      return textSvg(object);
    case 'image':
      return options.imageUrl === undefined
        ? `<rect ${box} fill="#d0d0d0"${rotation(object)}/>`
        : `<image ${box} preserveAspectRatio="none" href="${escapeXml(options.imageUrl(object.assetId))}"${rotation(object)}/>`;
    case 'rectangle':
      return `<rect ${box} fill="${paint(object.fill)}" stroke="${paint(object.stroke)}" stroke-width="${n(object.strokeWidthMm)}"${rotation(object)}/>`;
    case 'ellipse':
      return (
        `<ellipse cx="${n(object.x + object.width / 2)}" cy="${n(object.y + object.height / 2)}" rx="${n(object.width / 2)}"` +
        ` ry="${n(object.height / 2)}" fill="${paint(object.fill)}" stroke="${paint(object.stroke)}"` +
        ` stroke-width="${n(object.strokeWidthMm)}"${rotation(object)}/>`
      );
    case 'line': {
      const y = object.y + object.height / 2;
      return (
        `<line x1="${n(object.x)}" y1="${n(y)}" x2="${n(object.x + object.width)}" y2="${n(y)}"` +
        ` stroke="${paint(object.stroke)}" stroke-width="${n(object.strokeWidthMm)}"${rotation(object)}/>`
      );
    }
  }
}

/** The cut's outline, in the trim's coordinates. */
function cutShape(format: PrintFormat): string {
  const { trimWidthMm: w, trimHeightMm: h } = format;
  switch (format.shape) {
    case 'circle':
    case 'ellipse':
      return `<ellipse cx="${n(w / 2)}" cy="${n(h / 2)}" rx="${n(w / 2)}" ry="${n(h / 2)}"/>`;
    case 'roundedRectangle':
      return `<rect width="${n(w)}" height="${n(h)}" rx="${n(format.cornerRadiusMm)}"/>`;
    default:
      return `<rect width="${n(w)}" height="${n(h)}"/>`;
  }
}

/**
 * A page of the design as it will look once cut, as SVG in millimetres: the thumbnail of a
 * template, a cart line or a saved design. Self-contained and inert: no script, and nothing
 * fetched but the images `imageUrl` names. Text is set approximately (a preview, not the proof:
 * the PDF is).
 */
export function designSvg(document: DesignDocument, options: DesignSvgOptions): string {
  const page = document.pages[options.pageIndex ?? 0] ?? document.pages[0];
  const { format } = document;
  const { trimWidthMm: w, trimHeightMm: h } = format;
  const background = page?.background ?? '#ffffff';
  const objects = (page?.objects ?? []).map((object) => objectSvg(object, options)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(w)} ${n(h)}" width="${n(w)}mm" height="${n(h)}mm"` +
    ` role="img" aria-labelledby="t"><title id="t">${escapeXml(options.title)}</title>` +
    `<defs><clipPath id="cut">${cutShape(format)}</clipPath></defs>` +
    `<g clip-path="url(#cut)"><rect x="${n(-format.bleedMm)}" y="${n(-format.bleedMm)}"` +
    ` width="${n(w + 2 * format.bleedMm)}" height="${n(h + 2 * format.bleedMm)}" fill="${background}"/>${objects}</g></svg>`
  );
}
