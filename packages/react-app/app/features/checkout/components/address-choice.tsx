import type { Address } from '@tirage/domain';
import { type ReactNode, useEffect, useState } from 'react';
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
  // The choice as the shopper makes it: choosing a new address unfolds its fields.
  const [choice, setChoice] = useState(selected);
  useEffect(() => setChoice(selected), [selected]);
  return (
    <fieldset className="address-choice">
      <legend>{legend}</legend>
      {addresses.map((address) => (
        <label className="choice" key={address.id}>
          <input
            type="radio"
            name={name}
            value={address.id}
            defaultChecked={selected === address.id}
            onChange={() => setChoice(address.id)}
          />
          {addressLine(address, locale)}
        </label>
      ))}
      {extraChoices.map((extra) => (
        <label className="choice" key={extra.value}>
          <input
            type="radio"
            name={name}
            value={extra.value}
            defaultChecked={selected === extra.value}
            onChange={() => setChoice(extra.value)}
          />
          {extra.label}
        </label>
      ))}
      {children === undefined ? null : (
        <details className="new-address" open={choice === 'new'}>
          <summary>{t('checkout.newAddressFields')}</summary>
          {children}
        </details>
      )}
    </fieldset>
  );
}
