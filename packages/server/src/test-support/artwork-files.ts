/**
 * Small artwork files with the right first bytes (their magic numbers), made in the tests so no
 * binary fixture is kept in the repository.
 */

/** A PDF of `sizeBytes` bytes (at least its few lines of structure), padded with a comment. */
export function samplePdf(sizeBytes = 0): Uint8Array {
  const head = '%PDF-1.7\n1 0 obj<< /Type /Catalog >>endobj\n';
  const tail = 'trailer<< /Root 1 0 R >>\n%%EOF\n';
  const padding = Math.max(0, sizeBytes - head.length - tail.length - 2);
  return new TextEncoder().encode(`${head}%${'x'.repeat(padding)}\n${tail}`);
}

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** A 1 × 1 PNG. */
export const samplePng = (): Uint8Array =>
  hex(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
      '0d0a2db40000000049454e44ae426082',
  );

/** The shortest JPEG a reader recognises: start of image, JFIF header, end of image. */
export const sampleJpeg = (): Uint8Array => hex('ffd8ffe000104a46494600010100000100010000ffd9');

/** A little-endian TIFF header with one empty directory. */
export const sampleTiff = (): Uint8Array => hex('49492a000800000000000000000000');

/** A GIF: an image, but not one a print shop takes. */
export const sampleGif = (): Uint8Array =>
  new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;');
