import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { checkNavigation } from './safe-navigation.js';
import { randomCase, sprinkle } from './support.arb.js';

const currentOrigin = 'https://www.tirage.fr';

const UNSAFE_SCHEMES = ['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'ftp', 'intent', 'chrome'];

/** Whitespace and control characters browsers drop, trim or that look like nothing. */
const noiseArb = fc.constantFrom(
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u00a0',
  '\u200b',
  '\ufeff',
);

const unsafeUrlArb = fc
  .tuple(
    fc.constantFrom(...UNSAFE_SCHEMES),
    fc.constantFrom('alert(1)', '//evil.example/x', 'text/html,<script>', ''),
  )
  .chain(([scheme, rest]) =>
    fc
      .tuple(randomCase(scheme), fc.array(noiseArb, { maxLength: 3 }))
      .chain(([spelled, leading]) =>
        sprinkle(`${spelled}:`, noiseArb).map((mutated) => `${leading.join('')}${mutated}${rest}`),
      ),
  );

const segmentArb = fc.stringMatching(/^[a-z0-9._~-]{1,10}$/);
const relativePathArb = fc
  .tuple(fc.array(segmentArb, { maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z0-9=&]{0,10}$/)))
  .map(([segments, query]) => `/${segments.join('/')}${query === null ? '' : `?${query}`}`);

const foreignHostArb = fc.domain().filter((host) => host !== 'www.tirage.fr');

describe('checkNavigation', () => {
  test.prop([unsafeUrlArb, fc.boolean()])(
    'refuses unsafe protocols whatever their case, whitespace or control characters, flag or not',
    (url, external) => {
      const result = checkNavigation(url, { external, currentOrigin });
      expect(result).toMatchObject({ ok: false, error: { kind: 'navigation.unsafeProtocol', url } });
    },
  );

  test.prop([relativePathArb, fc.boolean()])('follows a path of the shop, flag or not', (path, external) => {
    expect(checkNavigation(path, { external, currentOrigin })).toEqual({
      ok: true,
      value: { kind: 'internal', href: path },
    });
  });

  test.prop([relativePathArb])('an absolute URL of the shop is internal', (path) => {
    for (const origin of [
      'https://www.tirage.fr',
      'HTTPS://WWW.TIRAGE.FR:443',
      'https://user@www.tirage.fr',
    ]) {
      expect(checkNavigation(`${origin}${path}`, { currentOrigin })).toMatchObject({
        ok: true,
        value: { kind: 'internal' },
      });
    }
  });

  test.prop([
    foreignHostArb,
    relativePathArb,
    fc.constantFrom(
      'https://',
      'http://',
      '//',
      '/\\',
      '\\\\',
      'https:',
      'https:/\\',
      'https://www.tirage.fr@',
    ),
  ])('leaving the shop needs the external flag, and is allowed with it', (host, path, prefix) => {
    const url = `${prefix}${host}${path}`;
    expect(checkNavigation(url, { currentOrigin })).toMatchObject({
      ok: false,
      error: { kind: 'navigation.externalWithoutFlag', url },
    });
    expect(checkNavigation(url, { currentOrigin, external: false }).ok).toBe(false);
    expect(checkNavigation(url, { currentOrigin, external: true })).toEqual({
      ok: true,
      value: { kind: 'external', href: url },
    });
  });

  test.prop([relativePathArb])('another scheme or port of the same host is another origin', (path) => {
    for (const origin of ['http://www.tirage.fr', 'https://www.tirage.fr:8443']) {
      expect(checkNavigation(`${origin}${path}`, { currentOrigin }).ok).toBe(false);
    }
  });

  it('treats protocol-relative links to the shop itself as internal', () => {
    expect(checkNavigation('//www.tirage.fr/cart/', { currentOrigin })).toMatchObject({
      ok: true,
      value: { kind: 'internal' },
    });
  });

  it('keeps a protocol-relative link external when the current origin is unreadable', () => {
    expect(checkNavigation('//www.tirage.fr/cart/', { currentOrigin: 'not an origin' }).ok).toBe(false);
    expect(checkNavigation('https://www.tirage.fr/cart/', { currentOrigin: 'https://' }).ok).toBe(false);
  });

  it('lets mail and phone links out only with the flag', () => {
    expect(checkNavigation('mailto:contact@tirage.fr', { currentOrigin }).ok).toBe(false);
    expect(checkNavigation('tel:+33100000000', { currentOrigin, external: true })).toMatchObject({
      ok: true,
      value: { kind: 'external' },
    });
  });

  it('hands back the URL as the browser would read it', () => {
    expect(checkNavigation('  /car\tt/\n', { currentOrigin })).toEqual({
      ok: true,
      value: { kind: 'internal', href: '/cart/' },
    });
  });

  it.each([
    'java\nscript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '\u0000javascript:alert(1)',
    'java script:alert(1)',
    'DATA:text/html,x',
  ])('refuses %j', (url) => {
    expect(checkNavigation(url, { currentOrigin, external: true })).toMatchObject({
      ok: false,
      error: { kind: 'navigation.unsafeProtocol' },
    });
  });

  it('follows relative links without a leading slash and fragments', () => {
    for (const url of ['cart/', '?page=2', '#top', '']) {
      expect(checkNavigation(url, { currentOrigin })).toMatchObject({
        ok: true,
        value: { kind: 'internal' },
      });
    }
  });
});
