import type { PaymentProviderFactory } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

/**
 * The client of the provider the server named in its client token. The sandbox's is a few
 * `postMessage` calls; Braintree's loads `braintree-web` in a chunk of its own, fetched only by a
 * shop that takes payments with Braintree.
 */
export const createPaymentProvider: PaymentProviderFactory = async ({ provider, clientToken }) => {
  if (provider === 'sandbox') return createSandboxProvider(clientToken);
  const { createBraintreeProvider } = await import('./braintree-provider.js');
  return createBraintreeProvider(clientToken);
};
