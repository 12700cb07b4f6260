import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, encodeUtf8 } from './utf8.js';

const wellFormed = fc.string({ unit: 'grapheme', maxLength: 40 });

describe('UTF-8', () => {
  test.prop([wellFormed])('decoding an encoding gives the text back', (text) => {
    expect(decodeUtf8(encodeUtf8(text))).toBe(text);
  });

  // encodeURIComponent and decodeURIComponent speak strict UTF-8: an independent reference.
  test.prop([wellFormed])('agrees with the UTF-8 of encodeURIComponent', (text) => {
    const reference = encodeURIComponent(text).replace(
      /%([0-9A-F]{2})|./g,
      (whole, hex: string | undefined) =>
        String.fromCharCode(hex === undefined ? whole.charCodeAt(0) : Number.parseInt(hex, 16)),
    );
    expect([...encodeUtf8(text)]).toEqual([...reference].map((c) => c.charCodeAt(0)));
  });

  test.prop([fc.uint8Array({ maxLength: 30 })])(
    'accepts exactly what decodeURIComponent accepts',
    (bytes) => {
      let expected: string | null;
      try {
        expected = decodeURIComponent([...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
      } catch {
        expected = null;
      }
      expect(decodeUtf8(bytes)).toBe(expected);
    },
  );

  test.prop([fc.array(fc.integer({ min: 0x80, max: 0xff }), { maxLength: 12 })])(
    'accepts exactly what decodeURIComponent accepts, among non-ASCII bytes',
    (values) => {
      let expected: string | null;
      try {
        expected = decodeURIComponent(values.map((b) => `%${b.toString(16)}`).join(''));
      } catch {
        expected = null;
      }
      expect(decodeUtf8(Uint8Array.from(values))).toBe(expected);
    },
  );

  it('encodes each length of sequence', () => {
    expect([...encodeUtf8('aé€😀')]).toEqual([0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]);
  });

  it('replaces a lone surrogate with U+FFFD', () => {
    expect([...encodeUtf8('\ud800')]).toEqual([0xef, 0xbf, 0xbd]);
  });

  it.each([
    ['overlong', [0xc0, 0xaf]],
    ['surrogate', [0xed, 0xa0, 0x80]],
    ['above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['truncated', [0xe2, 0x82]],
    ['bad continuation', [0xc3, 0x41]],
    ['invalid lead', [0xf8, 0x80, 0x80, 0x80, 0x80]],
  ])('refuses %s sequences', (_name, bytes) => {
    expect(decodeUtf8(Uint8Array.from(bytes))).toBeNull();
  });
});
