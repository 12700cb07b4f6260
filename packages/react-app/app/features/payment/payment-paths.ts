/**
 * The funnel's paths. The payment screen is always opened by a full page load (a plain link, not
 * a client-side navigation), so that it is served with its own Content-Security-Policy.
 */
export const paymentPath = (orderId: string) => `/payment/?order=${encodeURIComponent(orderId)}`;
export const paymentResultPath = (orderId: string) => `/payment-result/?order=${encodeURIComponent(orderId)}`;
export const recapPath = (orderId: string) => `/recap/?order=${encodeURIComponent(orderId)}`;
export const thankYouPath = (orderId: string) => `/thank-you/?order=${encodeURIComponent(orderId)}`;
export const orderDetailPath = (orderNumber: string) =>
  `/personal-area/order-detail/?order_number=${encodeURIComponent(orderNumber)}`;
