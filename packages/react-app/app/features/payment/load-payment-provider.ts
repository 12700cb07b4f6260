import { isChunkLoadError, reloadAfterChunkFailure } from '../../lib/chunk-reload.js';
import type { PaymentProviderFactory } from './provider/payment-provider.js';

/**
 * The card provider's client, loaded in the browser by the payment screen only: its code (and,
 * with Braintree, `braintree-web`) stays out of every other page's JavaScript.
 */
export const loadPaymentProvider: PaymentProviderFactory = async (token) => {
  const loaded = await import('./provider/create-payment-provider.js').catch((error: unknown) => {
    // A newer build is served: the page reloads to get its files (once per 10 s).
    if (isChunkLoadError(error)) reloadAfterChunkFailure();
    throw error;
  });
  return loaded.createPaymentProvider(token);
};
