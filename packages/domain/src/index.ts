/**
 * @tirage/domain: the framework-free core of the Tirage print-shop storefront.
 * Rules are pure functions, flows are xstate machines, and everything from outside comes in
 * through the ports.
 */

export * from './address/address-lookup.js';
export * from './artwork-upload/artwork-upload.machine.js';
export * from './auth/auth-rules.js';
export * from './auth/auth-session.machine.js';
export * from './cart/index.js';
export * from './catalog/index.js';
export * from './designer/index.js';
export * from './errors/duplication.js';
export * from './errors/errors.js';
export * from './model/alternates.js';
export * from './model/artwork.js';
export * from './model/auth.js';
export * from './model/cart.js';
export * from './model/content.js';
export * from './model/customer.js';
export * from './model/design.js';
export type * from './model/legacy-order.js';
export * from './model/order.js';
export * from './model/product.js';
export * from './model/quote.js';
export * from './model/sitemap.js';
export type * from './model/staff.js';
export * from './model/structured-data.js';
export * from './model/wallet.js';
export * from './money/money.js';
export * from './order-edit/order-edit.machine.js';
export * from './order-edit/order-edit-rules.js';
export * from './order-edit/price-difference.js';
export * from './payment/payable-order.js';
export type * from './ports/address-lookup.port.js';
export type * from './ports/admin.port.js';
export type * from './ports/artwork.port.js';
export type * from './ports/auth.port.js';
export type * from './ports/cart.port.js';
export type * from './ports/catalog.port.js';
export type * from './ports/clock.port.js';
export type * from './ports/content.port.js';
export type * from './ports/customer.port.js';
export type * from './ports/design.port.js';
export type * from './ports/designer.port.js';
export type * from './ports/mail.port.js';
export type * from './ports/order.port.js';
export type * from './ports/payment.port.js';
export * from './ports/payment-gateway.port.js';
export type * from './ports/promotion.port.js';
export type * from './ports/quote.port.js';
export type * from './ports/selection-source.port.js';
export type * from './ports/session.port.js';
export type * from './ports/storage.port.js';
export * from './preflight/index.js';
export * from './pricing/index.js';
export * from './product/index.js';
export * from './product-page/index.js';
export * from './promotion/index.js';
export * from './quantity/index.js';
export * from './routing/index.js';
export * from './session/index.js';
export * from './shared/port-actor.js';
export * from './shared/result.js';
export * from './support/index.js';
export * from './tenant/index.js';
