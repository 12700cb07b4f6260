import type { WireMoney } from '@tirage/api-client/contract';
import type { CustomerRecord } from '../auth/customer-store.js';
import type { AddressBookRecord, AddressRecord } from '../customer/address-store.js';

/** An address of the book as the contract's `addressSchema` (`hasDeferredPayments` is a cart matter). */
function addressToWire(address: AddressRecord) {
  const { fields } = address;
  return {
    id: address.id,
    type: address.type,
    country: fields.country,
    postalCode: fields.postalCode,
    firstName: fields.firstName,
    lastName: fields.lastName,
    company: fields.company ?? null,
    street: fields.street,
    streetComplement: fields.streetComplement ?? null,
    city: fields.city,
    phone: fields.phone ?? null,
    email: fields.email ?? null,
    vatNumber: fields.vatNumber ?? null,
  };
}

/** The address book as the contract's `customerAddresses`: one list per type, oldest first. */
function addressBookToWire(book: AddressBookRecord) {
  const ofType = (type: AddressRecord['type']) =>
    book.addresses.filter((address) => address.type === type).map(addressToWire);
  return {
    shippingAddresses: ofType('shipping'),
    billingAddresses: ofType('billing'),
    defaultShippingAddressId: book.defaultShippingAddressId,
    defaultBillingAddressId: book.defaultBillingAddressId,
  };
}

/** A customer row, with its address book, as the contract's `customerSchema`. */
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
    customerAddresses: addressBookToWire(customer.addressBook),
    customerHasWallet: customer.walletCreditCents > 0,
    customerWalletCredit: {
      currencyCode: customer.walletCurrency as WireMoney['currencyCode'],
      centAmount: customer.walletCreditCents,
    },
  };
}
