/**
 * UTF-8 by hand: the domain targets plain ES2023 with no DOM or Node types, so `TextEncoder`
 * and `TextDecoder` are not available to it.
 */

const REPLACEMENT_CHARACTER = 0xfffd;

/** Encodes text as UTF-8; a lone surrogate becomes U+FFFD, as `TextEncoder` does. */
export function encodeUtf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const character of text) {
    let codePoint = character.codePointAt(0) ?? REPLACEMENT_CHARACTER;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) codePoint = REPLACEMENT_CHARACTER;
    if (codePoint < 0x80) {
      bytes.push(codePoint);
    } else if (codePoint < 0x800) {
      bytes.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
    } else if (codePoint < 0x10000) {
      bytes.push(0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f));
    } else {
      bytes.push(
        0xf0 | (codePoint >> 18),
        0x80 | ((codePoint >> 12) & 0x3f),
        0x80 | ((codePoint >> 6) & 0x3f),
        0x80 | (codePoint & 0x3f),
      );
    }
  }
  return Uint8Array.from(bytes);
}

/** Smallest code point each sequence length may carry: anything below is an overlong form. */
const MINIMUM_CODE_POINT = [0, 0, 0x80, 0x800, 0x10000] as const;

/**
 * Decodes strict UTF-8, or null when the bytes are not well-formed (overlong forms,
 * surrogates, code points above U+10FFFF, truncated sequences): a payload from a URL is
 * untrusted and guessing would hide tampering.
 */
export function decodeUtf8(bytes: Uint8Array): string | null {
  const codePoints: number[] = [];
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc0 && lead < 0xe0
          ? 2
          : lead >= 0xe0 && lead < 0xf0
            ? 3
            : lead >= 0xf0 && lead < 0xf8
              ? 4
              : 0;
    if (length === 0 || index + length > bytes.length) return null;
    let codePoint = length === 1 ? lead : lead & (0xff >> (length + 1));
    for (let offset = 1; offset < length; offset++) {
      const continuation = bytes[index + offset] ?? 0;
      if ((continuation & 0xc0) !== 0x80) return null;
      codePoint = (codePoint << 6) | (continuation & 0x3f);
    }
    if (codePoint < (MINIMUM_CODE_POINT[length] ?? 0)) return null;
    if (codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return null;
    codePoints.push(codePoint);
    index += length;
  }
  let text = '';
  // Chunked so that very long payloads do not overflow the argument limit.
  for (let start = 0; start < codePoints.length; start += 4096) {
    text += String.fromCodePoint(...codePoints.slice(start, start + 4096));
  }
  return text;
}
