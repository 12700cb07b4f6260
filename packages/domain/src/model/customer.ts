import type { Money } from '../money/money.js';

/** Which address book an address belongs to. */
export type AddressType = 'shipping' | 'billing';

/** A postal address of the customer's address book or of a cart. */
export interface Address {
  readonly id: string;
  readonly type: AddressType;
  /** ISO 3166-1 alpha-2 country code, e.g. "FR". */
  readonly country: string;
  readonly postalCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string | undefined;
  readonly street: string;
  readonly streetComplement: string | undefined;
  readonly city: string;
  readonly phone: string | undefined;
  readonly email: string | undefined;
  /** Intra-community VAT number of a company, for billing addresses. */
  readonly vatNumber: string | undefined;
}

/** The billing address of a cart also says whether the customer may pay later. */
export interface BillingAddress extends Address {
  readonly type: 'billing';
  readonly hasDeferredPayments: boolean;
}

/** The fields a shopper types to create or change an address (the id comes from the server). */
export type AddressInput = Omit<Address, 'id'>;

/** Customer categories: the server codes them 1 (company) and 2 (private). */
export type UserCategory = 'company' | 'private';

/** The server's `user_category` code to the shop's word; unknown codes are not a category. */
export function userCategoryFromCode(code: number | string | undefined): UserCategory | undefined {
  switch (Number(code)) {
    case 1:
      return 'company';
    case 2:
      return 'private';
    default:
      return undefined;
  }
}

/** The shop's word back to the server's `user_category` code. */
export function userCategoryToCode(category: UserCategory): 1 | 2 {
  return category === 'company' ? 1 : 2;
}

/** The newsletter status: the server writes '1' for a subscriber. */
export function isSubscribed(subscriberStatus: string | undefined): boolean {
  return subscriberStatus === '1';
}

export interface CustomerMetadata {
  readonly userCategory: UserCategory | undefined;
  readonly subscribed: boolean;
  /** True until the customer has placed a first order (targets newCustomer promotions). */
  readonly newClient: boolean;
}

export interface AddressBook {
  readonly shippingAddresses: readonly Address[];
  readonly billingAddresses: readonly Address[];
  readonly defaultShippingAddressId: string | undefined;
  readonly defaultBillingAddressId: string | undefined;
}

/** Why a customer is a premium reseller (free text set by staff). */
export type PremiumStatus =
  | { readonly premium: false }
  | { readonly premium: true; readonly reason: string | undefined };

export interface Customer {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The id of the customer in the back office (ERP). */
  readonly externalId: string | undefined;
  /** A company customer's name and intra-community VAT number, when given. */
  readonly company: string | undefined;
  readonly vatNumber: string | undefined;
  readonly premium: PremiumStatus;
  readonly metadata: CustomerMetadata;
  readonly addresses: AddressBook;
  readonly hasWallet: boolean;
  /** Prepaid credit the customer may pay with; zero when `hasWallet` is false. */
  readonly walletCredit: Money;
}

/** The default address of one type, when the customer has chosen one that still exists. */
export function defaultAddress(book: AddressBook, type: AddressType): Address | undefined {
  const [list, id] =
    type === 'shipping'
      ? [book.shippingAddresses, book.defaultShippingAddressId]
      : [book.billingAddresses, book.defaultBillingAddressId];
  return list.find((address) => address.id === id);
}
