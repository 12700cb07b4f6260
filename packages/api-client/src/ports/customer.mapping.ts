import {
  type Address,
  type AddressInput,
  type BillingAddress,
  type Customer,
  isSubscribed,
  userCategoryFromCode,
} from '@tirage/domain';
import type * as z from 'zod';
import type {
  addAddressRequestSchema,
  addressSchema,
  billingAddressSchema,
  customerSchema,
} from '../contract/customer.js';
import { moneyOf, orUndefined } from './answers.js';

type WireAddress = z.output<typeof addressSchema>;
type WireBillingAddress = z.output<typeof billingAddressSchema>;
type WireCustomer = z.output<typeof customerSchema>;
type WireAddressFields = Omit<z.input<typeof addAddressRequestSchema>, 'type' | 'cartId'>;

export function addressOf(wire: WireAddress): Address {
  return {
    id: wire.id,
    type: wire.type,
    country: wire.country,
    postalCode: wire.postalCode,
    firstName: wire.firstName,
    lastName: wire.lastName,
    company: orUndefined(wire.company),
    street: wire.street,
    streetComplement: orUndefined(wire.streetComplement),
    city: wire.city,
    phone: orUndefined(wire.phone),
    email: orUndefined(wire.email),
    vatNumber: orUndefined(wire.vatNumber),
  };
}

export function billingAddressOf(wire: WireBillingAddress): BillingAddress {
  return { ...addressOf(wire), type: 'billing', hasDeferredPayments: wire.hasDeferredPayments };
}

export function customerOf(wire: WireCustomer): Customer {
  const metadata = wire.customerMetadata;
  const book = wire.customerAddresses;
  return {
    id: wire.id,
    email: wire.email,
    firstName: wire.firstName,
    lastName: wire.lastName,
    externalId: orUndefined(wire.customerExternalId),
    company: orUndefined(wire.company),
    vatNumber: orUndefined(wire.vatNumber),
    premium: wire.customerIsPremium
      ? { premium: true, reason: orUndefined(wire.customerPremiumReason) }
      : { premium: false },
    metadata: {
      userCategory: userCategoryFromCode(orUndefined(metadata.user_category)),
      subscribed: isSubscribed(metadata.user_subscriber_status),
      newClient: metadata.user_newclient,
    },
    addresses: {
      shippingAddresses: book.shippingAddresses.map(addressOf),
      billingAddresses: book.billingAddresses.map(addressOf),
      defaultShippingAddressId: orUndefined(book.defaultShippingAddressId),
      defaultBillingAddressId: orUndefined(book.defaultBillingAddressId),
    },
    hasWallet: wire.customerHasWallet,
    walletCredit: moneyOf(wire.customerWalletCredit),
  };
}

/**
 * The typed fields of an address as the wire takes them: optional fields the shopper left empty
 * are left out (the wire has no null for them).
 */
export function addressFieldsToWire(address: AddressInput): WireAddressFields {
  return {
    country: address.country,
    postalCode: address.postalCode,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    city: address.city,
    ...(address.company === undefined ? {} : { company: address.company }),
    ...(address.streetComplement === undefined ? {} : { streetComplement: address.streetComplement }),
    ...(address.phone === undefined ? {} : { phone: address.phone }),
    ...(address.email === undefined ? {} : { email: address.email }),
    ...(address.vatNumber === undefined ? {} : { vatNumber: address.vatNumber }),
  };
}
