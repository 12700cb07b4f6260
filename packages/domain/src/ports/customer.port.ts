import type { DomainError } from '../errors/errors.js';
import type { Address, AddressInput, AddressType, Customer, UserCategory } from '../model/customer.js';
import type { Result } from '../shared/result.js';

export interface Registration {
  readonly email: string;
  readonly password: string;
  readonly newsletter: boolean;
  readonly category: UserCategory;
}

export interface ProfileUpdate {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly category?: UserCategory;
  readonly subscribed?: boolean;
  /** A company's name and VAT number; null clears them. */
  readonly company?: string | null;
  readonly vatNumber?: string | null;
}

/** Address changes may also update the open cart's address, hence the optional cart id. */
export interface AddressCartLink {
  readonly cartId?: string;
}

/** A new password set through the single-use link of a password-reset mail. */
export interface PasswordReset {
  readonly token: string;
  readonly password: string;
}

export interface CustomerPort {
  /** Creates the account; the caller then logs in (registration auto-logs in). */
  register(registration: Registration): Promise<Result<void, DomainError>>;
  getProfile(): Promise<Result<Customer, DomainError>>;
  updateProfile(update: ProfileUpdate): Promise<Result<Customer, DomainError>>;
  addAddress(address: AddressInput, link?: AddressCartLink): Promise<Result<Customer, DomainError>>;
  updateAddress(address: Address, link?: AddressCartLink): Promise<Result<Customer, DomainError>>;
  deleteAddress(type: AddressType, addressId: string): Promise<Result<Customer, DomainError>>;
  setDefaultAddress(
    type: AddressType,
    addressId: string,
    link?: AddressCartLink,
  ): Promise<Result<Customer, DomainError>>;
  /**
   * Asks for a password-reset mail. Succeeds whether or not an account has this email, so that
   * the answer reveals no account.
   */
  requestPasswordReset(email: string): Promise<Result<void, DomainError>>;
  /** Sets a new password with the mail's token; every session of the customer ends. */
  resetPassword(reset: PasswordReset): Promise<Result<void, DomainError>>;
  /** Unsubscribes from the newsletter with the signed token of a newsletter mail, no login needed. */
  unsubscribeNewsletter(token: string): Promise<Result<void, DomainError>>;
}
