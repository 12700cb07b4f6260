import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Address } from '@tirage/domain';
import { address } from '@tirage/domain/testing';
import { AddressChoice } from '@tirage/react-app/features/checkout/components/address-choice.js';
import { AddressFields } from '@tirage/react-app/features/checkout/components/address-fields.js';
import { t } from '@tirage/react-app/i18n/translate.js';
import { demoLocale } from './fixtures.js';

const home: Address = address({ id: 'addr-home', type: 'shipping' });

const workshop: Address = {
  ...home,
  id: 'addr-workshop',
  company: 'Atelier Martin',
  street: '3 quai des Chartrons',
  streetComplement: 'Bâtiment B',
  postalCode: '33000',
  city: 'Bordeaux',
};

const newAddress = { value: 'new', label: t('checkout.newAddress') };

const meta = {
  title: 'Checkout/AddressChoice',
  component: AddressChoice,
  args: {
    name: 'shippingAddress',
    legend: t('checkout.shipping'),
    addresses: [home, workshop],
    selected: home.id,
    locale: demoLocale,
    extraChoices: [newAddress],
    children: (
      <AddressFields prefix="shipping" countries={['FR', 'BE']} defaultCountry="FR" locale={demoLocale} />
    ),
  },
} satisfies Meta<typeof AddressChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address book's addresses, the first one chosen; the new address's fields stay folded. */
export const Filled: Story = {};

/** A new address chosen: its fields are open. */
export const NewAddress: Story = { args: { selected: 'new' } };

/**
 * The billing address of a book without one: the same as the shipping one, by default; the new
 * address's fields stay folded until it is chosen.
 */
export const SameAsShipping: Story = {
  args: {
    name: 'billingAddress',
    legend: t('checkout.billing'),
    addresses: [],
    selected: 'same',
    extraChoices: [{ value: 'same', label: t('checkout.sameAsShipping') }, newAddress],
    children: (
      <AddressFields prefix="billing" countries={['FR', 'BE']} defaultCountry="FR" locale={demoLocale} />
    ),
  },
};

/** The billing address: a new one chosen, its fields open. */
export const BillingNewAddress: Story = {
  args: { ...SameAsShipping.args, selected: 'new' },
};

/** A guest without an address book: only the new address, its fields open. */
export const Empty: Story = { args: { addresses: [], selected: 'new' } };
