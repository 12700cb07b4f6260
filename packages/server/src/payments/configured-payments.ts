import type { ClockPort } from '@tirage/domain';
import { systemClock } from '../api/shop-api.js';
import type { PaymentOptions } from '../api/shop-api-options.js';
import type { Config } from '../config/config.js';
import { createSandboxGateway, sandboxGatewayRoutes } from '../payment-sandbox/index.js';
import { braintreeClient, createBraintreeGateway } from './braintree-gateway.js';

/**
 * How the configured shop takes payments (docs/payments.md): Braintree when its keys are set
 * (`BRAINTREE_*`), otherwise the offline sandbox gateway, whose pages (card form, 3-D Secure
 * challenge, PayPal approval) our own server serves under `/sandbox-gateway/`; bank transfers to
 * the `BANK_TRANSFER_*` account. The one place this is decided, for the server (`main.ts`), the
 * browser tests and `npm run payments:reconcile` alike.
 */
export function configuredPayments(
  config: Pick<Config, 'braintree' | 'bankTransfer'>,
  clock: ClockPort = systemClock,
): PaymentOptions {
  const credentials = config.braintree;
  if (credentials !== undefined) {
    return {
      gateway: () => createBraintreeGateway(braintreeClient(credentials), credentials.merchantAccounts),
      bankTransfer: config.bankTransfer,
    };
  }
  return {
    gateway: ({ db }) => createSandboxGateway({ db, clock }),
    providerPages: sandboxGatewayRoutes({ clock }),
    bankTransfer: config.bankTransfer,
  };
}
