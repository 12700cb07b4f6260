/**
 * The wire contract of the Tirage shop API: one zod schema per request and per answer, shared
 * by the server (parsing requests, generating OpenAPI) and the API client (parsing answers).
 */
export * from './address-lookup.js';
export * from './artwork.js';
export * from './auth.js';
export * from './builds.js';
export * from './cart.js';
export * from './config.js';
export * from './content.js';
export * from './customer.js';
export * from './design.js';
export * from './design-document.js';
export * from './envelope.js';
export * from './headers.js';
export * from './legacy-order.js';
export * from './openapi.js';
export * from './order.js';
export * from './payment.js';
export * from './product.js';
export * from './promocode.js';
export * from './routes.js';
export * from './wallet.js';
export * from './wire-primitives.js';
export { ILL_FORMED_TEXT_MESSAGE, isWellFormedText } from './wire-zod.js';
