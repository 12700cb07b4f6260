import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, decodeBase64UrlJson, encodeBase64Url, encodeBase64UrlJson } from './base64url.js';
import { jsonValueArb } from './support.arb.js';

const bytesArb = fc.uint8Array({ maxLength: 200 });

describe('base64url bytes', () => {
  test.prop([bytesArb])('decoding an encoding gives the bytes back', (bytes) => {
    expect(decodeBase64Url(encodeBase64Url(bytes))).toEqual({ ok: true, value: bytes });
  });

  test.prop([bytesArb])('encodes into the URL-safe alphabet, unpadded, of length ceil(4n/3)', (bytes) => {
    const text = encodeBase64Url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(text.length).toBe(Math.ceil((bytes.length * 4) / 3));
  });

  test.prop([bytesArb])('accepts the same text with exact padding', (bytes) => {
    const text = encodeBase64Url(bytes);
    const padded = text + '='.repeat((4 - (text.length % 4)) % 4);
    expect(decodeBase64Url(padded)).toEqual({ ok: true, value: bytes });
  });

  test.prop([fc.string({ unit: fc.constantFrom(...'ABCxyz019-_'), minLength: 1 })])(
    'rejects exactly the lengths of 1 modulo 4',
    (text) => {
      const result = decodeBase64Url(text);
      expect(result.ok).toBe(text.length % 4 !== 1);
      if (!result.ok) expect(result.error.kind).toBe('base64url.invalidLength');
    },
  );

  test.prop([fc.string(), fc.constantFrom('+', '/', ' ', '.', '!', 'é', '\n')])(
    'rejects any character outside the alphabet',
    (prefix, intruder) => {
      const text = `${encodeBase64Url(Uint8Array.of(prefix.length % 256, 1, 2))}${intruder}AAA`;
      const result = decodeBase64Url(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.kind).toBe('base64url.invalidCharacters');
    },
  );

  it('matches RFC 4648 vectors (base64url, unpadded)', () => {
    const ascii = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    expect(encodeBase64Url(ascii('foobar'))).toBe('Zm9vYmFy');
    expect(encodeBase64Url(ascii('fo'))).toBe('Zm8');
    expect(encodeBase64Url(Uint8Array.of(0xfb, 0xff))).toBe('-_8');
  });

  it.each(['Zg=', 'Zg===', 'Z=g=', '=', 'Zm8=='])('rejects misplaced padding %s', (text) => {
    expect(decodeBase64Url(text)).toMatchObject({
      ok: false,
      error: { kind: 'base64url.invalidCharacters' },
    });
  });
});

describe('base64url JSON', () => {
  test.prop([jsonValueArb])('decode(encode(json)) round-trips any JSON value, unicode included', (value) => {
    expect(decodeBase64UrlJson(encodeBase64UrlJson(value))).toEqual({ ok: true, value });
  });

  it('round-trips a preconfigured product with accents and emoji', () => {
    const config = {
      productName: 'Étiquettes en rouleau 🎉',
      quantity: 500,
      attributes: { finition: 'mat' },
    };
    const text = encodeBase64UrlJson(config);
    expect(text).not.toMatch(/[+/=]/);
    expect(decodeBase64UrlJson(text)).toEqual({ ok: true, value: config });
  });

  it('rejects a payload that is not JSON', () => {
    const text = encodeBase64Url(Uint8Array.from([...'{oops'].map((c) => c.charCodeAt(0))));
    expect(decodeBase64UrlJson(text)).toMatchObject({ ok: false, error: { kind: 'base64url.invalidJson' } });
  });

  it('rejects a payload that is not UTF-8', () => {
    expect(decodeBase64UrlJson(encodeBase64Url(Uint8Array.of(0x22, 0xff, 0x22)))).toMatchObject({
      ok: false,
      error: { kind: 'base64url.invalidJson' },
    });
  });

  it('passes length and character errors through', () => {
    expect(decodeBase64UrlJson('abcde')).toMatchObject({
      ok: false,
      error: { kind: 'base64url.invalidLength' },
    });
    expect(decodeBase64UrlJson('ab+d')).toMatchObject({
      ok: false,
      error: { kind: 'base64url.invalidCharacters' },
    });
  });

  it('throws on a value JSON cannot hold, which is a bug of the caller', () => {
    expect(() => encodeBase64UrlJson(undefined)).toThrow(TypeError);
  });
});
