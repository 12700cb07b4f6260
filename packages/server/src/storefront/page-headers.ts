import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../http/app-env.js';

/** Who takes card and PayPal payments: Braintree (its keys are set) or the sandbox our server serves. */
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

/**
 * The pages that load the payment provider's scripts and frames: only they allow its hosts. They
 * are always opened by a full page load, so each is served with its own policy.
 */
export const PAYMENT_PAGES: readonly string[] = ['/payment/'];

/**
 * The Content-Security-Policy of the storefront's pages: scripts only from our origin and with
 * this response's nonce (React Router's inline scripts carry it), no plugins, no `<base>`, forms
 * posted only to us, never framed. `providerHosts` (the payment pages') may also serve scripts,
 * frames, calls and images.
 */
function pagePolicy(providerHosts: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, ...providerHosts],
    frameSrc: ["'self'", ...providerHosts],
    connectSrc: ["'self'", ...providerHosts],
    imgSrc: ["'self'", 'data:', ...providerHosts],
    // React writes `style` attributes; no script can come through a style.
    styleSrc: ["'self'", "'unsafe-inline'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Hono's secure headers for one kind of page. */
function headersFor(providerHosts: readonly string[]): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: pagePolicy(providerHosts),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Set only over https (`http/forwarded-proto.ts`): a shop reached over plain http must stay reachable.
    strictTransportSecurity: false,
    // PayPal Checkout opens a window that speaks to the page that opened it.
    crossOriginOpenerPolicy: false,
    // Product pictures and the shop's pictures may be shown by other sites and in mails.
    crossOriginResourcePolicy: false,
  });
}

/**
 * The security headers of every storefront answer (pages, the server's own pages, browser files):
 * the Content-Security-Policy with a nonce made for the response (`c.var.secureHeadersNonce`,
 * handed to React Router), `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 * strict-origin-when-cross-origin`. The payment pages' policy also allows `provider`'s hosts.
 */
export function pageSecurityHeaders(provider: PaymentProviderName): MiddlewareHandler<AppEnv> {
  const ordinary = headersFor([]);
  const payment = provider === 'braintree' ? headersFor(BRAINTREE_HOSTS) : ordinary;
  return (c, next) => (PAYMENT_PAGES.includes(c.req.path) ? payment : ordinary)(c, next);
}
