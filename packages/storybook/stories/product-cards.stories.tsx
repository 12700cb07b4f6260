import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCards } from '@tirage/react-app/components/product-cards.js';
import { demoCards } from './fixtures.js';

const meta = {
  title: 'Catalogue/ProductCards',
  component: ProductCards,
  args: { cards: demoCards, locale: 'fr-FR' },
} satisfies Meta<typeof ProductCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A product the server could not price (no exchange rate): its card shows no price. */
export const WithoutPrice: Story = {
  args: { cards: demoCards.map((card, index) => (index === 0 ? { ...card, fromPrice: undefined } : card)) },
};

/** Prices of the Swiss shop, in francs. */
export const SwissFrancs: Story = {
  args: {
    locale: 'fr-CH',
    cards: demoCards.map((card) => ({
      ...card,
      fromPrice: card.fromPrice && { ...card.fromPrice, currency: 'CHF' },
    })),
  },
};

/** No products: nothing is rendered. */
export const Empty: Story = { args: { cards: [] } };
