import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { crc32, createDeflate } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import {
  cmyk,
  type PDFDocument as Doc,
  degrees,
  fill,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  PDFStream,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { loadSharp } from '../../images/load-sharp.js';

/**
 * The preflight's test corpus, built in memory with pdf-lib and sharp so that no binary fixture is
 * kept in the repository: A5 flyers (148 × 210 mm trimmed, 2 mm of bleed) right and wrong in each
 * way the preflight judges, and pictures of an A5 at known resolutions. Each file is built once,
 * on first use.
 */

/** PDF points per millimetre. */
const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;

const A5_TRIM_MM = [148, 210] as const;
const BLEED_MM = 2;
const A5_BLED_MM = [A5_TRIM_MM[0] + 2 * BLEED_MM, A5_TRIM_MM[1] + 2 * BLEED_MM] as const;

/** The pixels of an image covering `mm` at `ppi`, rounded up so that it is at least `ppi`. */
const pixelsFor = (mm: number, ppi: number) => Math.ceil((mm / 25.4) * ppi);

/** A function building its value on its first call, then answering the same promise. */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

const require = createRequire(import.meta.url);
/** Inter, as the designer embeds it (fontkit reads WOFF). */
const interBytes = once(() =>
  readFile(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
);

/** A picture of one flat colour, in sRGB, `channels` 4 giving it an alpha channel. */
async function flatPicture(widthPx: number, heightPx: number, channels: 3 | 4 = 3) {
  const sharp = await loadSharp();
  return sharp({
    create: {
      width: widthPx,
      height: heightPx,
      channels,
      background: { r: 30, g: 120, b: 200, alpha: channels === 4 ? 0.5 : 1 },
    },
  });
}

async function cmykJpeg(widthPx: number, heightPx: number): Promise<Uint8Array> {
  return (await flatPicture(widthPx, heightPx)).toColourspace('cmyk').jpeg({ quality: 80 }).toBuffer();
}

async function rgbPng(widthPx: number, heightPx: number): Promise<Uint8Array> {
  return (await flatPicture(widthPx, heightPx)).png().toBuffer();
}

/** How a flyer's page is made. */
interface FlyerSpec {
  /** The MediaBox, in millimetres. */
  readonly mediaMm: readonly [number, number];
  /** Whether the page sets a TrimBox of 148 × 210 mm centred in the MediaBox, and a BleedBox equal to it. */
  readonly boxes: boolean;
  /** The one picture placed on the page, and the resolution it is placed at. */
  readonly image: { readonly kind: 'cmykJpeg' | 'rgbPng'; readonly ppi: number };
  /** `embedded`: Inter subset in the file; `helvetica`: the standard font, never embedded. */
  readonly font: 'embedded' | 'helvetica';
  readonly pages: number;
}

const IMAGE_PX = [600, 400] as const;

/** Draws a flyer's artwork: CMYK shapes, a line of text, and the picture at the spec's resolution. */
async function drawFlyerPage(pdf: Doc, page: PDFPage, spec: FlyerSpec): Promise<void> {
  const { width, height } = page.getSize();
  // Every colour is given: pdf-lib paints in RGB black when none is.
  page.drawRectangle({ x: 0, y: 0, width, height, color: cmyk(0, 0.1, 0.2, 0) });
  page.drawEllipse({ x: width / 2, y: height / 3, xScale: 60, yScale: 40, color: cmyk(0.8, 0.1, 0, 0) });
  const font =
    spec.font === 'embedded'
      ? await pdf.embedFont(await interBytes(), { subset: true })
      : await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Grand concert', { x: pt(15), y: height - pt(30), size: 24, font, color: cmyk(0, 0, 0, 1) });
  const [widthPx, heightPx] = IMAGE_PX;
  const image =
    spec.image.kind === 'cmykJpeg'
      ? await pdf.embedJpg(await cmykJpeg(widthPx, heightPx))
      : await pdf.embedPng(await rgbPng(widthPx, heightPx));
  // At `ppi`, one pixel covers 72 / ppi points.
  page.drawImage(image, {
    x: pt(10),
    y: pt(20),
    width: (widthPx * 72) / spec.image.ppi,
    height: (heightPx * 72) / spec.image.ppi,
  });
}

async function flyerDocument(spec: FlyerSpec): Promise<Doc> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  // Fixed dates: the same corpus gives the same bytes.
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  for (let index = 0; index < spec.pages; index++) {
    const [widthMm, heightMm] = spec.mediaMm;
    const page = pdf.addPage([pt(widthMm), pt(heightMm)]);
    if (spec.boxes) {
      page.setBleedBox(0, 0, pt(widthMm), pt(heightMm));
      page.setTrimBox(
        pt((widthMm - A5_TRIM_MM[0]) / 2),
        pt((heightMm - A5_TRIM_MM[1]) / 2),
        pt(A5_TRIM_MM[0]),
        pt(A5_TRIM_MM[1]),
      );
    }
    await drawFlyerPage(pdf, page, spec);
  }
  return pdf;
}

const GOOD_PPI = 320;

const correctFlyer: FlyerSpec = {
  mediaMm: A5_BLED_MM,
  boxes: true,
  image: { kind: 'cmykJpeg', ppi: GOOD_PPI },
  font: 'embedded',
  pages: 1,
};

const flyer = (changes: Partial<FlyerSpec>) =>
  once(async () => (await flyerDocument({ ...correctFlyer, ...changes })).save());

/** The pixels of the picture placed in each flyer, and the resolutions it is placed at. */
export const FLYER_IMAGE = { widthPx: IMAGE_PX[0], heightPx: IMAGE_PX[1], goodPpi: GOOD_PPI } as const;

/**
 * A Standard security handler (revision 2) whose user password is not empty: both pdf-lib and
 * pdf.js refuse the file. The O and U values are fixed bytes, not the encryption of any password
 * pdf.js would try, and the content is not encrypted (nothing reads that far).
 */
async function encryptedFlyer(): Promise<Uint8Array> {
  const pdf = await flyerDocument(correctFlyer);
  const { context } = pdf;
  context.trailerInfo.Encrypt = context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    Length: 40,
    O: PDFHexString.of('4f'.repeat(32)),
    U: PDFHexString.of('55'.repeat(32)),
    P: -3904,
  });
  context.trailerInfo.ID = context.obj([PDFHexString.of('01'.repeat(16)), PDFHexString.of('01'.repeat(16))]);
  return pdf.save({ useObjectStreams: false });
}

/** The right flyer, then `change` made to its document and its page. */
const changedFlyer = (change: (pdf: Doc, page: PDFPage) => Promise<void> | void) =>
  once(async () => {
    const pdf = await flyerDocument(correctFlyer);
    await change(pdf, pdf.getPage(0));
    return pdf.save();
  });

/** A rectangle in a spot ink, a Separation colour space named in the page's resources. */
function drawInSpotInk(pdf: Doc, page: PDFPage, ink: string): void {
  const { context } = pdf;
  // The ink's look on screen: a Type 2 function from its tint to CMYK.
  const tint = context.register(
    context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [0, 1, 0.8, 0], N: 1 }),
  );
  page.node
    .Resources()
    ?.set(PDFName.of('ColorSpace'), context.obj({ CS0: ['Separation', ink, 'DeviceCMYK', tint] }));
  page.pushOperators(
    pushGraphicsState(),
    PDFOperator.of(PDFOperatorNames.NonStrokingColorspace, [PDFName.of('CS0')]),
    PDFOperator.of(PDFOperatorNames.NonStrokingColorN, [PDFNumber.of(1)]),
    rectangle(pt(20), pt(150), pt(40), pt(20)),
    fill(),
    popGraphicsState(),
  );
}

/**
 * A flyer whose picture is drawn inside a form XObject whose /Matrix doubles it: a page with the
 * picture at 400 ppi, embedded into the flyer at twice its size, puts it at 200 ppi.
 */
async function imageScaledInForm(): Promise<Uint8Array> {
  const source = await PDFDocument.create();
  const sourcePage = source.addPage([pt(A5_BLED_MM[0]) / 2, pt(A5_BLED_MM[1]) / 2]);
  const [widthPx, heightPx] = IMAGE_PX;
  const image = await source.embedJpg(await cmykJpeg(widthPx, heightPx));
  sourcePage.drawImage(image, { x: 10, y: 10, width: (widthPx * 72) / 400, height: (heightPx * 72) / 400 });
  const drawn = await flyerDocument(correctFlyer);
  const [embedded] = await drawn.embedPdf(await source.save(), [0]);
  if (embedded === undefined) throw new Error('The source page was not embedded');
  drawn.getPage(0).drawPage(embedded, { x: 0, y: 0 });
  // pdf-lib writes the embedded page's form at save: it is scaled in the saved file.
  const pdf = await PDFDocument.load(await drawn.save());
  const { context } = pdf;
  const xobjects = pdf.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  for (const value of xobjects?.values() ?? []) {
    const xobject = context.lookup(value);
    if (xobject instanceof PDFStream && xobject.dict.get(PDFName.of('Subtype')) === PDFName.of('Form')) {
      xobject.dict.set(PDFName.of('Matrix'), context.obj([2, 0, 0, 2, 0, 0]));
    }
  }
  return pdf.save();
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid PNG of 30 000 × 30 000 black pixels (1 bit of grey each) that weighs about 110 kB: its
 * rows are deflated one batch at a time, so that the 112 MB of raw rows are never held at once.
 * Assembled by hand because sharp would take many seconds to compress it; this is test data.
 */
async function pixelBombPng(side = 30_000): Promise<Uint8Array> {
  const rowBytes = 1 + Math.ceil(side / 8); // the filter byte, then 1 bit per pixel
  const rowsPerBatch = 200;
  const batch = Buffer.alloc(rowBytes * rowsPerBatch); // zeros: filter None, black pixels
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let row = 0; row < side; row += rowsPerBatch) {
    const rows = Math.min(rowsPerBatch, side - row);
    if (!deflate.write(batch.subarray(0, rows * rowBytes))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A picture of an A5 with its bleed (152 × 214 mm) at `ppi`. */
const a5Picture = (ppi: number) => flatPicture(pixelsFor(A5_BLED_MM[0], ppi), pixelsFor(A5_BLED_MM[1], ppi));

/** The pixels of a picture of an A5 with its bleed at `ppi`. */
export const a5PicturePixels = (ppi: number) =>
  [pixelsFor(A5_BLED_MM[0], ppi), pixelsFor(A5_BLED_MM[1], ppi)] as const;

export const artworkCorpus = {
  /** The right flyer: MediaBox and BleedBox 152 × 214 mm, TrimBox 148 × 210 mm, all CMYK, fonts embedded. */
  a5WithBleed: flyer({}),
  /** Cut to the trim: MediaBox 148 × 210 mm, no other box. */
  a5NoBleed: flyer({ mediaMm: A5_TRIM_MM, boxes: false }),
  /** An A4 page (210 × 297 mm) sent for an A5. */
  a4ForA5: flyer({ mediaMm: [210, 297], boxes: false }),
  /** The bleed in the MediaBox (152 × 214 mm) and no TrimBox, as many tools export it. */
  a5BleedInMediaBox: flyer({ boxes: false }),
  a5Image72ppi: flyer({ image: { kind: 'cmykJpeg', ppi: 72 } }),
  a5Image200ppi: flyer({ image: { kind: 'cmykJpeg', ppi: 200 } }),
  /** Text in Helvetica, one of the standard 14 fonts pdf-lib never embeds. */
  a5UnembeddedFont: flyer({ font: 'helvetica' }),
  /** A PNG picture, which pdf-lib writes as a DeviceRGB image. */
  a5RgbImage: flyer({ image: { kind: 'rgbPng', ppi: GOOD_PPI } }),
  /** The right recto-verso flyer: two pages as `a5WithBleed`. */
  twoPages: flyer({ pages: 2 }),
  /** A recto-verso flyer cut to the trim: two pages of 148 × 210 mm, no bleed. */
  twoPagesNoBleed: flyer({ pages: 2, mediaMm: A5_TRIM_MM, boxes: false }),
  threePages: flyer({ pages: 3 }),
  /** A landscape page (214 × 152 mm, TrimBox 210 × 148 mm) with /Rotate 90: it displays as an upright A5. */
  a5Rotated: once(async () => {
    const pdf = await flyerDocument({
      ...correctFlyer,
      mediaMm: [A5_BLED_MM[1], A5_BLED_MM[0]],
      boxes: false,
    });
    const page = pdf.getPage(0);
    page.setBleedBox(0, 0, pt(A5_BLED_MM[1]), pt(A5_BLED_MM[0]));
    page.setTrimBox(pt(BLEED_MM), pt(BLEED_MM), pt(A5_TRIM_MM[1]), pt(A5_TRIM_MM[0]));
    page.setRotation(degrees(90));
    return pdf.save();
  }),
  /** Cut to the trim (MediaBox 148 × 210 mm), with a BleedBox of 152 × 214 mm reaching past the page. */
  a5BleedBoxBeyondMedia: once(async () => {
    const pdf = await flyerDocument({ ...correctFlyer, mediaMm: A5_TRIM_MM, boxes: false });
    const page = pdf.getPage(0);
    page.setTrimBox(0, 0, pt(A5_TRIM_MM[0]), pt(A5_TRIM_MM[1]));
    page.setBleedBox(-pt(BLEED_MM), -pt(BLEED_MM), pt(A5_BLED_MM[0]), pt(A5_BLED_MM[1]));
    return pdf.save();
  }),
  /** A vector shape in RGB (`rg`), everything else in CMYK. */
  a5RgbVector: changedFlyer((_pdf, page) => {
    page.drawRectangle({ x: pt(20), y: pt(150), width: pt(40), height: pt(20), color: rgb(1, 0, 0) });
  }),
  /** A shape in the spot ink "PANTONE 185 C". */
  a5SpotColor: changedFlyer((pdf, page) => drawInSpotInk(pdf, page, 'PANTONE 185 C')),
  /** The 320 ppi picture, plus a 600 × 400 px picture at 400 ppi in a form XObject drawn twice as big. */
  a5ImageScaledInForm: once(imageScaledInForm),
  /** 201 blank A5 pages: one more than the preflight reads. */
  tooManyPages: once(async () => {
    const pdf = await PDFDocument.create();
    for (let index = 0; index < 201; index++) pdf.addPage([pt(A5_BLED_MM[0]), pt(A5_BLED_MM[1])]);
    return pdf.save();
  }),
  /** A flyer drawing an image whose dictionary says 30 000 × 30 000 pixels (its data is a few bytes). */
  pdfPixelBomb: changedFlyer((pdf, page) => {
    const { context } = pdf;
    const huge = context.register(
      context.stream(new Uint8Array(16), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 30_000,
        Height: 30_000,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject('Huge', huge);
    page.pushOperators(
      pushGraphicsState(),
      PDFOperator.of(
        PDFOperatorNames.ConcatTransformationMatrix,
        [100, 0, 0, 100, 0, 0].map((n) => PDFNumber.of(n)),
      ),
      PDFOperator.of(PDFOperatorNames.DrawObject, [name]),
      popGraphicsState(),
    );
  }),
  encrypted: once(encryptedFlyer),
  /** The right flyer cut to half its bytes. */
  truncated: once(async (): Promise<Uint8Array> => {
    const bytes = await artworkCorpus.a5WithBleed();
    return bytes.slice(0, Math.floor(bytes.length / 2));
  }),
  empty: once(async () => new Uint8Array(0)),

  png96ppi: once(async () => (await a5Picture(96)).png().toBuffer()),
  jpeg96ppi: once(async () => (await a5Picture(96)).jpeg().toBuffer()),
  png300ppi: once(async () => (await a5Picture(300)).png().toBuffer()),
  jpeg300ppi: once(async () => (await a5Picture(300)).jpeg().toBuffer()),
  cmykJpeg300ppi: once(async () => (await a5Picture(300)).toColourspace('cmyk').jpeg().toBuffer()),
  cmykTiff300ppi: once(async () =>
    (await a5Picture(300)).toColourspace('cmyk').tiff({ compression: 'lzw' }).toBuffer(),
  ),
  /** An RGB picture with an alpha channel, at 300 ppi. */
  pngAlpha300ppi: once(async () => {
    const [widthPx, heightPx] = a5PicturePixels(300);
    return (await flatPicture(widthPx, heightPx, 4)).png().toBuffer();
  }),
  /** A 300 ppi A5 stored on its side (214 × 152 mm), with EXIF orientation 6 turning it upright. */
  jpegExifRotated300ppi: once(async () => {
    const [widthPx, heightPx] = a5PicturePixels(300);
    return (await flatPicture(heightPx, widthPx)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  }),
  /** A noisy 800 × 600 PNG cut to half its bytes: its header is sound, its pixels are not. */
  truncatedPng: once(async () => {
    const sharp = await loadSharp();
    const [widthPx, heightPx] = [800, 600];
    // Noise, so that the pixels take many bytes and half the file leaves rows missing.
    const bytes = await sharp({
      create: {
        width: widthPx,
        height: heightPx,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    return bytes.subarray(0, Math.floor(bytes.length / 2));
  }),
  pixelBomb: once(() => pixelBombPng()),
} satisfies Record<string, () => Promise<Uint8Array>>;

export type CorpusFile = keyof typeof artworkCorpus;
