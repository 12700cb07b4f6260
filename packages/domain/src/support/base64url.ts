import type { EncodingError } from '../errors/errors.js';
import { err, ok, type Result } from '../shared/result.js';
import { decodeUtf8, encodeUtf8 } from './utf8.js';

/** RFC 4648 §5 alphabet: safe in a URL query without escaping. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const VALUE_OF: ReadonlyMap<string, number> = new Map(
  [...ALPHABET].map((character, value) => [character, value]),
);

/** Encodes bytes as base64url without padding. */
export function encodeBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const first = bytes[index] ?? 0;
    const second = bytes[index + 1] ?? 0;
    const third = bytes[index + 2] ?? 0;
    const group = (first << 16) | (second << 8) | third;
    const remaining = bytes.length - index;
    text += ALPHABET[(group >> 18) & 63];
    text += ALPHABET[(group >> 12) & 63];
    if (remaining > 1) text += ALPHABET[(group >> 6) & 63];
    if (remaining > 2) text += ALPHABET[group & 63];
  }
  return text;
}

/**
 * Decodes base64url. Padding is optional (links built by other tools may carry it) but must
 * then be exact; a length of 1 modulo 4 cannot come from any byte sequence and is refused.
 */
export function decodeBase64Url(text: string): Result<Uint8Array, EncodingError> {
  const unpadded = stripPadding(text);
  if (unpadded === null) return err(invalidCharacters());
  if (unpadded.length % 4 === 1) {
    return err({
      kind: 'base64url.invalidLength',
      message: `A base64url text cannot have length ${unpadded.length} (1 modulo 4)`,
    });
  }
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of unpadded) {
    const value = VALUE_OF.get(character);
    if (value === undefined) return err(invalidCharacters());
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return ok(Uint8Array.from(bytes));
}

function stripPadding(text: string): string | null {
  const firstPad = text.indexOf('=');
  if (firstPad === -1) return text;
  const padding = text.length - firstPad;
  const wellPadded = padding <= 2 && text.length % 4 === 0 && /^=+$/.test(text.slice(firstPad));
  return wellPadded ? text.slice(0, firstPad) : null;
}

const invalidCharacters = (): EncodingError => ({
  kind: 'base64url.invalidCharacters',
  message: 'A base64url text may only hold A-Z, a-z, 0-9, "-" and "_"',
});

/**
 * JSON → UTF-8 → base64url, no padding (preconfigured-product links).
 * A value JSON cannot represent (undefined, a function, a symbol) is a bug and throws.
 */
export function encodeBase64UrlJson(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError(`Cannot encode ${typeof value} as JSON`);
  return encodeBase64Url(encodeUtf8(json));
}

/** base64url → UTF-8 → JSON; malformed text, bytes that are not UTF-8 or not JSON are errors. */
export function decodeBase64UrlJson(text: string): Result<unknown, EncodingError> {
  const bytes = decodeBase64Url(text);
  if (!bytes.ok) return bytes;
  const json = decodeUtf8(bytes.value);
  if (json === null) {
    return err({ kind: 'base64url.invalidJson', message: 'The decoded payload is not valid UTF-8' });
  }
  try {
    return ok(JSON.parse(json) as unknown);
  } catch {
    return err({ kind: 'base64url.invalidJson', message: 'The decoded payload is not valid JSON' });
  }
}
