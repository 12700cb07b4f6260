import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressFields } from '@tirage/react-app/features/checkout/components/address-fields.js';
import { t } from '@tirage/react-app/i18n/translate.js';
import { demoLocale } from './fixtures.js';

const meta = {
  title: 'Checkout/AddressFields',
  component: AddressFields,
  args: {
    prefix: 'shipping',
    countries: ['FR', 'BE', 'CH', 'LU', 'DE'],
    defaultCountry: 'FR',
    locale: demoLocale,
  },
} satisfies Meta<typeof AddressFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new address, nothing typed yet: France chosen, the optional fields said so. */
export const Empty: Story = {};

/** What the shopper typed comes back after a refusal. */
export const Filled: Story = {
  args: {
    values: {
      firstName: 'Claire',
      lastName: 'Martin',
      company: 'Atelier Martin',
      street: '12 rue Oberkampf',
      postalCode: '75011',
      city: 'Paris',
      country: 'FR',
      phone: '+33 1 23 45 67 89',
    },
  },
};

/** The server refused some fields: each message under its field, the field marked invalid. */
export const FieldErrors: Story = {
  args: {
    values: {
      firstName: 'Claire',
      lastName: '',
      street: '12 rue Oberkampf',
      postalCode: '7501',
      city: 'Paris',
    },
    errors: {
      lastName: t('checkout.error.required'),
      postalCode: t('checkout.error.postalCode'),
    },
  },
};

/** The billing address of a Belgian shop. */
export const OtherCountry: Story = { args: { prefix: 'billing', defaultCountry: 'BE' } };
