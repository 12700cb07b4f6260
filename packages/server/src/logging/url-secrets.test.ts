import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { carriesSecret, REDACTED, redactUrl } from './url-secrets.js';

const SECRET_NAMES = [
  'token',
  'access_token',
  'refresh_token',
  'code',
  'api_key',
  'key',
  'signature',
  'verify',
  'password',
  'secret',
];

describe('secrets in addresses', () => {
  test.each([
    ['/password-reset/new/?token=abc.def', `/password-reset/new/?token=${REDACTED}`],
    [
      'http://localhost:3000/newsletter-unsubscribe/?token=abc',
      `http://localhost:3000/newsletter-unsubscribe/?token=${REDACTED}`,
    ],
    [
      '/personal-area/legacy-orders/?verify=v3r1fy&page=2',
      `/personal-area/legacy-orders/?verify=${REDACTED}&page=2`,
    ],
    ['/cb/?code=123&state=ok&Signature=s1g', `/cb/?code=${REDACTED}&state=ok&Signature=${REDACTED}`],
    [
      '/login/?returnTo=%2Fpersonal-area%2Flegacy-orders%2F%3Fverify%3Dv3r1fy',
      `/login/?returnTo=${encodeURIComponent(`/personal-area/legacy-orders/?verify=${REDACTED}`)}`,
    ],
    ['/flyers/?preconfigured=eyJx&quantity=500', '/flyers/?preconfigured=eyJx&quantity=500'],
    ['/search/?q=carte+de+visite', '/search/?q=carte+de+visite'],
    ['/flyers/', '/flyers/'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
    expect(carriesSecret(url)).toBe(url !== logged);
  });

  test.prop([
    fc.constantFrom(...SECRET_NAMES),
    fc.string({ minLength: 6 }).filter((value) => !REDACTED.includes(value)),
    fc.webPath(),
    fc.boolean(),
  ])(
    'a secret parameter’s value never survives, however it is written or nested',
    (name, value, path, nested) => {
      const link = `${path}?${name}=${encodeURIComponent(value)}`;
      const url = nested ? `/login/?returnTo=${encodeURIComponent(link)}` : link;
      const logged = redactUrl(url);
      expect(logged).not.toContain(encodeURIComponent(value));
      expect(logged).not.toContain(encodeURIComponent(encodeURIComponent(value)));
      expect(carriesSecret(url)).toBe(true);
    },
  );
});
