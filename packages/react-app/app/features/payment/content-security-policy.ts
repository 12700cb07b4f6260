/**
 * The Content-Security-Policy of the payment screen (docs/payments.md). Scripts run only from our
 * origin, with the request's nonce for React Router's inline scripts, and from the card provider's
 * hosts; the provider's frames (card fields, 3-D Secure, PayPal) are the only frames. With the
 * sandbox gateway, which our own server serves, nothing but our origin is allowed.
 */
export type PaymentProviderName = 'braintree' | 'sandbox';

/** Braintree's client SDK, its hosted fields and analytics, PayPal Checkout and the 3-D Secure provider. */
export const BRAINTREE_HOSTS = [
  'https://js.braintreegateway.com',
  'https://assets.braintreegateway.com',
  'https://api.braintreegateway.com',
  'https://client-analytics.braintreegateway.com',
  'https://*.paypal.com',
  'https://*.paypalobjects.com',
  'https://*.cardinalcommerce.com',
] as const;

/** A nonce as `crypto.randomBytes(16).toString('base64')` writes it: the header must not be broken by it. */
const NONCE_PATTERN = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

export function providerHosts(provider: PaymentProviderName): readonly string[] {
  return provider === 'braintree' ? BRAINTREE_HOSTS : [];
}

/** The header's value for one response: `nonce` is that response's, `provider` the shop's. */
export function paymentContentSecurityPolicy(options: {
  readonly nonce: string;
  readonly provider: PaymentProviderName;
}): string {
  if (!NONCE_PATTERN.test(options.nonce)) throw new Error('A CSP nonce is base64 text of 16 bytes or more');
  const hosts = providerHosts(options.provider);
  const directives: readonly (readonly [string, readonly string[]])[] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${options.nonce}'`, ...hosts]],
    ['frame-src', ["'self'", ...hosts]],
    ['connect-src', ["'self'", ...hosts]],
    ['img-src', ["'self'", 'data:', ...hosts]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
