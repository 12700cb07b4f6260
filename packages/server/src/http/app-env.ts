import type { ReferenceReads } from '../cache/reference-cache.js';
import type { Logger } from '../logging/logger.js';

/** Per-request values set by the middlewares of `createApp`. */
export interface AppEnv {
  Variables: {
    /** From the `tracking-id` or `x-request-id` header when well formed, else generated. */
    requestId: string;
    /** Child logger carrying the request id. */
    logger: Logger;
    /** The shops, currencies and products, from the reference cache when the app has one. */
    reads: ReferenceReads;
    /** The shopper reached the shop over https, directly or through a trusted proxy (`forwarded-proto.ts`). */
    https: boolean;
    /** The Content-Security-Policy nonce of a storefront answer (Hono's `secureHeaders`). */
    secureHeadersNonce?: string;
    /** The customer an access token proved, on routes that read one. */
    customerId: string | undefined;
  };
}
