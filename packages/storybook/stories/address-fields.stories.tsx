import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AddressLookupPort, type AddressSuggestion, ok, type Town } from '@tirage/domain';
import { AddressFields } from '@tirage/react-app/features/checkout/components/address-fields.js';
import { t } from '@tirage/react-app/i18n/translate.js';
import { PortsProvider } from '@tirage/react-app/lib/ports-context.js';
import { demoShop, fakeShopPorts } from './fake-ports.js';
import { demoLocale } from './fixtures.js';

/** Towns of a few French postal codes, as the shop's lookup answers them (any other: none). */
const TOWNS: Readonly<Record<string, readonly Town[]>> = {
  '75011': [{ name: 'Paris', postalLabel: 'PARIS' }],
  '76000': [{ name: 'Rouen', postalLabel: 'ROUEN' }],
  '01000': [
    { name: 'Bourg-en-Bresse', postalLabel: 'BOURG-EN-BRESSE' },
    { name: 'Saint-Denis-lès-Bourg', postalLabel: 'SAINT-DENIS-LES-BOURG' },
  ],
};

const SUGGESTIONS: readonly AddressSuggestion[] = [
  { id: 'FR|A|1', kind: 'address', text: '12 Rue Oberkampf', description: '75011 Paris' },
  { id: 'FR|A|2', kind: 'address', text: '12 Rue Oberlin', description: '67000 Strasbourg' },
];

/** An address lookup in memory: it suggests two addresses for anything typed, and fills the first. */
const storyLookup: AddressLookupPort = {
  suggest: async () => ok(SUGGESTIONS),
  retrieve: async (id) =>
    ok(
      id === 'FR|A|2'
        ? { line1: '12 Rue Oberlin', line2: '', postalCode: '67000', town: 'Strasbourg', country: 'FR' }
        : { line1: '12 Rue Oberkampf', line2: '', postalCode: '75011', town: 'Paris', country: 'FR' },
    ),
};

const storyPorts = fakeShopPorts({
  towns: { ofPostalCode: async (_country, code) => ok(TOWNS[code] ?? []) },
});

const meta = {
  title: 'Checkout/AddressFields',
  component: AddressFields,
  args: {
    prefix: 'shipping',
    countries: ['FR', 'BE', 'CH', 'LU', 'DE'],
    defaultCountry: 'FR',
    locale: demoLocale,
  },
  // The shop's ports, in memory: type 75011, 76000 or 01000 as the postal code to see the town follow.
  decorators: [
    (Story) => (
      <PortsProvider shop={demoShop} ports={storyPorts} addressLookup={() => storyLookup}>
        <Story />
      </PortsProvider>
    ),
  ],
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

/**
 * With the shop's address lookup key: typing three characters of the first line suggests
 * addresses (arrows to browse, Enter or a click to choose), and the chosen one fills the fields.
 */
export const AddressSuggestions: Story = { args: { addressLookupKey: 'KJ91-MR18-XM94-ZT49' } };
