import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_SHOP_RULES } from '@tirage/domain';
import { TenantConfigs } from '@tirage/react-app/features/admin/components/tenant-configs.js';

const domainConfig = {
  indexable: true,
  default_iso2: 'FR',
  default_zipcode: '75001',
  base_locale: 'fr',
  locale: 'fr-FR',
  flag: 'fr',
  countries: ['FR', 'MC'],
  currency: 'EUR',
  file_check_price: 4.9,
};

const meta = {
  title: 'Back office/TenantConfigs',
  component: TenantConfigs,
  args: {
    configs: {
      tenants: [
        {
          code: 'fr',
          domain: 'localhost',
          baseUrl: 'http://localhost:3000',
          timeZone: 'Europe/Paris',
          hosts: ['localhost'],
          domainConfig,
          rules: { ...DEFAULT_SHOP_RULES, countries: ['FR', 'MC'] },
          rulesVersion: 1,
        },
        {
          code: 'ch',
          domain: 'ch.localhost',
          baseUrl: 'http://ch.localhost:3000',
          timeZone: 'Europe/Zurich',
          hosts: ['ch.localhost'],
          domainConfig: { ...domainConfig, default_iso2: 'CH', countries: ['CH', 'LI'], currency: 'CHF' },
          rules: { ...DEFAULT_SHOP_RULES, countries: ['CH', 'LI'] },
          rulesVersion: 2,
        },
      ],
      exchangeRates: { EUR: 1, CHF: 0.94, GBP: 0.86 },
      defaultHost: 'localhost',
    },
  },
} satisfies Meta<typeof TenantConfigs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two country shops and the exchange rates. */
export const TwoShops: Story = {};

/** No shop configured yet. */
export const NoShop: Story = {
  args: { configs: { tenants: [], exchangeRates: { EUR: 1 }, defaultHost: '' } },
};
