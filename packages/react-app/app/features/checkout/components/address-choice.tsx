import type { Address } from '@tirage/domain';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/translate.js';
import { countryName } from './address-fields.js';

/** An address on one line: 'Claire Martin, 12 rue Oberkampf, 75011 Paris, France'. */
export function addressLine(address: Address, locale: string): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.street,
    address.streetComplement,
    `${address.postalCode} ${address.city}`,
    countryName(address.country, locale),
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
}

/**
 * Choosing an address: one of the book's, or other choices (the same as the shipping address, a
 * new address whose fields follow the choice).
 */
export function AddressChoice({
  name,
  legend,
  addresses,
  selected,
  locale,
  extraChoices,
  children,
}: {
  readonly name: string;
  readonly legend: string;
  readonly addresses: readonly Address[];
  readonly selected: string;
  readonly locale: string;
  readonly extraChoices: readonly { readonly value: string; readonly label: string }[];
  /** The new address's fields. */
  readonly children?: ReactNode;
}) {
  return (
    <fieldset className="address-choice">
      <legend>{legend}</legend>
      {addresses.map((address) => (
        <label className="choice" key={address.id}>
          <input type="radio" name={name} value={address.id} defaultChecked={selected === address.id} />
          {addressLine(address, locale)}
        </label>
      ))}
      {extraChoices.map((choice) => (
        <label className="choice" key={choice.value}>
          <input type="radio" name={name} value={choice.value} defaultChecked={selected === choice.value} />
          {choice.label}
        </label>
      ))}
      {children === undefined ? null : (
        <details className="new-address" open={selected === 'new' || addresses.length === 0}>
          <summary>{t('checkout.newAddressFields')}</summary>
          {children}
        </details>
      )}
    </fieldset>
  );
}
