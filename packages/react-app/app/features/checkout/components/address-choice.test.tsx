import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { accounts } from '../../../test-support/fake-customer.js';
import { AddressChoice } from './address-choice.js';

const billing = (addresses: Parameters<typeof AddressChoice>[0]['addresses'], selected: string) =>
  renderToStaticMarkup(
    <AddressChoice
      name="billingAddress"
      legend="Adresse de facturation"
      addresses={addresses}
      selected={selected}
      locale="fr-FR"
      extraChoices={[
        { value: 'same', label: 'Identique à l’adresse de livraison' },
        { value: 'new', label: 'Une nouvelle adresse' },
      ]}
    >
      <input name="billing.firstName" />
    </AddressChoice>,
  );

/** The new address's `<details>` as the server sends it (before any script runs). */
const newAddress = (html: string) => /<details class="new-address"[^>]*>/.exec(html)?.[0];

describe('an address choice as the server renders it (without JavaScript too)', () => {
  test('the new address is folded while another choice is made, the book empty or not', () => {
    expect(newAddress(billing([], 'same'))).toBe('<details class="new-address">');
    expect(newAddress(billing([accounts], 'same'))).toBe('<details class="new-address">');
    expect(newAddress(billing([accounts], accounts.id))).toBe('<details class="new-address">');
  });

  test('the new address is unfolded when it is the choice', () => {
    expect(newAddress(billing([], 'new'))).toBe('<details class="new-address" open="">');
  });
});
