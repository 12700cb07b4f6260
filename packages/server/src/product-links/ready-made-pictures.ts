import {
  DEMO_CATALOG,
  defaultAttributes,
  designSvg,
  escapeMarkup,
  READY_MADE_VIEWS,
  type ReadyMadeView,
  readyMadeDesign,
  readyMadeDocument,
  readyMadePictureAlt,
} from '@tirage/domain';

/** The opening of a design's SVG as `designSvg` writes it: its box, in millimetres. */
const SVG_OPENING =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 ([\d.]+) ([\d.]+)" width="[\d.]+mm" height="[\d.]+mm"/;

/** The share of the poster the detail shows: its lower part, where the title and the signature are. */
const DETAIL_FROM = 0.62;

/** A design's SVG split at its opening: its box (millimetres, as written) and the rest of it. */
function designBox(svg: string): { readonly w: string; readonly h: string; readonly rest: string } {
  const opening = SVG_OPENING.exec(svg);
  if (opening === null) throw new Error('A design SVG opens otherwise than designSvg writes it');
  const [whole, w, h] = opening as unknown as [string, string, string];
  return { w, h, rest: svg.slice(whole.length) };
}

/** The design placed at (`x`, `y`), `width` wide (its height follows), inside another picture. */
function nested(svg: string, x: number, y: number, width: number): { markup: string; height: number } {
  const { w, h, rest } = designBox(svg);
  const height = (width * Number(h)) / Number(w);
  return {
    markup: `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}"${rest}`,
    height,
  };
}

/** The poster in a frame on a living-room wall, 1200 × 900. */
function wallPicture(svg: string, title: string): string {
  const frameWidth = 372;
  const inner = nested(svg, 414, 112, frameWidth - 2 * 28);
  const frameHeight = inner.height + 2 * 28;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900" role="img"' +
    ` aria-labelledby="wall-title"><title id="wall-title">${escapeMarkup(title)}</title>` +
    '<rect width="1200" height="900" fill="#efe8df"/>' +
    '<rect y="760" width="1200" height="140" fill="#b58f6b"/><rect y="748" width="1200" height="12" fill="#ffffff"/>' +
    `<rect x="394" y="96" width="${frameWidth + 12}" height="${frameHeight + 12}" fill="#000000" opacity="0.12"/>` +
    `<rect x="386" y="84" width="${frameWidth}" height="${frameHeight}" fill="#2b2b2b"/>` +
    `<rect x="400" y="98" width="${frameWidth - 28}" height="${frameHeight - 28}" fill="#fbfaf7"/>` +
    inner.markup +
    '<rect x="820" y="560" width="90" height="190" rx="8" fill="#d9cbb8"/>' +
    '<ellipse cx="865" cy="520" rx="70" ry="90" fill="#5d7d5a"/><ellipse cx="835" cy="470" rx="40" ry="70" fill="#6f9269"/>' +
    '</svg>'
  );
}

/** The lower part of the poster, close up. */
function detailPicture(svg: string, title: string): string {
  const { w, h, rest } = designBox(svg);
  const top = Number(h) * DETAIL_FROM;
  const height = Number(h) - top;
  const body = rest.replace(/<title id="t">[^<]*<\/title>/, `<title id="t">${escapeMarkup(title)}</title>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${top} ${w} ${height}" width="${w}mm" height="${height}mm"${body}`;
}

const pictures = new Map<string, string>();

/**
 * A picture of a ready-made design's gallery, drawn from the design laid out on the format of the
 * demo product that prints it: the design itself, the framed poster on a wall, or a close-up of
 * its lower part. Drawn once and kept; undefined for a design no demo product prints.
 */
export function readyMadePicture(designId: string, view: ReadyMadeView): string | undefined {
  const key = `${designId}/${view}`;
  const known = pictures.get(key);
  if (known !== undefined) return known;
  const product = DEMO_CATALOG.products.find((candidate) => candidate.printOnDemand?.designId === designId);
  const document =
    product === undefined ? undefined : readyMadeDocument(designId, defaultAttributes(product));
  const design = readyMadeDesign(designId);
  if (document === undefined || design === undefined || !READY_MADE_VIEWS.includes(view)) return undefined;
  const title = readyMadePictureAlt(design.name, view);
  const svg = designSvg(document, { title });
  const picture =
    view === 'design' ? svg : view === 'wall' ? wallPicture(svg, title) : detailPicture(svg, title);
  pictures.set(key, picture);
  return picture;
}
