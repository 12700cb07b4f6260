import { describe, expect, test } from 'vitest';
import { BRAINTREE_HOSTS, paymentContentSecurityPolicy } from './content-security-policy.js';

const NONCE = 'r4nd0mN0nce+/AbCdEf12==';

const directivesOf = (header: string) =>
  new Map(
    header.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

describe('the payment screen’s Content-Security-Policy', () => {
  test('with the sandbox gateway, only our own origin, and the nonce for React Router’s inline scripts', () => {
    expect(paymentContentSecurityPolicy({ nonce: NONCE, provider: 'sandbox' })).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${NONCE}'`,
        "frame-src 'self'",
        "connect-src 'self'",
        "img-src 'self' data:",
        "style-src 'self' 'unsafe-inline'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  test('with Braintree, its hosts (PayPal’s and 3-D Secure’s too) for scripts, frames, calls and images only', () => {
    const directives = directivesOf(paymentContentSecurityPolicy({ nonce: NONCE, provider: 'braintree' }));
    for (const name of ['script-src', 'frame-src', 'connect-src', 'img-src'])
      expect(directives.get(name), name).toEqual(expect.arrayContaining([...BRAINTREE_HOSTS]));
    expect(directives.get('script-src')?.slice(0, 2)).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(BRAINTREE_HOSTS).toEqual(
      expect.arrayContaining([
        'https://js.braintreegateway.com',
        'https://assets.braintreegateway.com',
        'https://api.braintreegateway.com',
        'https://client-analytics.braintreegateway.com',
        'https://*.paypal.com',
        'https://*.paypalobjects.com',
        'https://*.cardinalcommerce.com',
      ]),
    );
  });

  test('never allows eval nor inline scripts without the nonce', () => {
    for (const provider of ['sandbox', 'braintree'] as const) {
      const header = paymentContentSecurityPolicy({ nonce: NONCE, provider });
      expect(header).not.toContain('unsafe-eval');
      expect(directivesOf(header).get('script-src')).not.toContain("'unsafe-inline'");
    }
  });

  test('a nonce that could break out of the header is refused', () => {
    for (const nonce of [
      '',
      'short',
      `${NONCE}; script-src *`,
      `${NONCE}' 'unsafe-inline`,
      'a b c d e f g h i j k',
    ])
      expect(() => paymentContentSecurityPolicy({ nonce, provider: 'sandbox' }), nonce).toThrow();
  });
});
