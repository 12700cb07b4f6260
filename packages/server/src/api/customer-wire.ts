import type { WireMoney } from '@tirage/api-client/contract';
import type { CustomerRecord } from '../auth/customer-store.js';

/** A customer row as the contract's `customerSchema` (the address book comes with the address calls). */
export function customerToWire(customer: CustomerRecord) {
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    customerIsPremium: customer.isPremium,
    customerPremiumReason: customer.isPremium ? customer.premiumReason : null,
    customerExternalId: customer.externalId,
    company: customer.company,
    vatNumber: customer.vatNumber,
    customerMetadata: {
      user_category: customer.userCategory,
      user_subscriber_status: customer.newsletter ? ('1' as const) : ('0' as const),
      user_newclient: customer.newClient,
    },
    customerAddresses: {
      shippingAddresses: [],
      billingAddresses: [],
      defaultShippingAddressId: null,
      defaultBillingAddressId: null,
    },
    customerHasWallet: customer.walletCreditCents > 0,
    customerWalletCredit: {
      currencyCode: customer.walletCurrency as WireMoney['currencyCode'],
      centAmount: customer.walletCreditCents,
    },
  };
}
