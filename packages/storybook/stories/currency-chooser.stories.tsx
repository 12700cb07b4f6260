import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrencyChooser } from '@tirage/react-app/components/currency-chooser.js';

/**
 * The header's currency chooser: a form posted to the currency route (it works without
 * JavaScript). It has no loading or error state of its own: the route answers a redirect back to
 * the page, which is rendered again in the chosen currency.
 */
const meta = {
  title: 'Frame/CurrencyChooser',
  component: CurrencyChooser,
  args: { currencies: ['EUR', 'GBP'], current: 'EUR', back: '/' },
} satisfies Meta<typeof CurrencyChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The French shop in euros, its own currency. */
export const Euros: Story = {};

/** The French shop after a switch to pounds. */
export const Pounds: Story = { args: { current: 'GBP' } };

/** The Swiss shop: francs first (its own), euros too. */
export const SwissShop: Story = { args: { currencies: ['CHF', 'EUR'], current: 'CHF', back: '/cart/' } };

/** A shop that sells in one currency: no chooser at all (nothing rendered). */
export const Empty: Story = { args: { currencies: ['EUR'] } };
