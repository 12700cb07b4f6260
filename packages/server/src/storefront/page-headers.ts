import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../http/app-env.js';
import { carriesSecret } from '../logging/url-secrets.js';
import {
  EMAIL_VERIFICATION_PAGE,
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  PASSWORD_RESET_PAGE,
} from '../mail/account-mails.js';

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
 * The pages whose address carries a secret: the mails' links with their token, and the login
 * pages, whose `returnTo` may hold such a link. They send no `Referer` at all, not even with the
 * requests of their own stylesheet and scripts (a `<meta name="referrer">` comes too late for
 * those), and neither does any other page opened with a secret in its query.
 */
export const TOKEN_PAGES: readonly string[] = [
  PASSWORD_RESET_PAGE,
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  EMAIL_VERIFICATION_PAGE,
  '/login/',
  '/registration/',
  '/admin/login/',
];

/**
 * The Content-Security-Policy of the storefront's pages: scripts only from our origin and with
 * this response's nonce (React Router's inline scripts carry it), no plugins, no `<base>`, forms
 * posted only to us, never framed. `providerHosts` (the payment pages') may also serve scripts,
 * frames, calls and images.
 */
function pagePolicy(providerHosts: readonly string[], connectHosts: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, ...providerHosts],
    frameSrc: ["'self'", ...providerHosts],
    connectSrc: ["'self'", ...providerHosts, ...connectHosts],
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
function headersFor(
  providerHosts: readonly string[],
  referrerPolicy: 'strict-origin-when-cross-origin' | 'no-referrer',
  connectHosts: readonly string[],
): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: pagePolicy(providerHosts, connectHosts),
    referrerPolicy,
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
 * strict-origin-when-cross-origin` (`no-referrer` on a page that carries a secret). The payment
 * pages' policy also allows `provider`'s hosts; every page's may call `connectHosts` (the address
 * lookup service, when one is configured).
 */
export function pageSecurityHeaders(
  provider: PaymentProviderName,
  connectHosts: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  const hosts = provider === 'braintree' ? BRAINTREE_HOSTS : [];
  const page = headersFor([], 'strict-origin-when-cross-origin', connectHosts);
  const pageWithSecret = headersFor([], 'no-referrer', connectHosts);
  const paymentPage = headersFor(hosts, 'strict-origin-when-cross-origin', connectHosts);
  const paymentPageWithSecret = headersFor(hosts, 'no-referrer', connectHosts);
  return (c, next) => {
    const withSecret = TOKEN_PAGES.includes(c.req.path) || carriesSecret(c.req.url);
    if (PAYMENT_PAGES.includes(c.req.path))
      return (withSecret ? paymentPageWithSecret : paymentPage)(c, next);
    return (withSecret ? pageWithSecret : page)(c, next);
  };
}
