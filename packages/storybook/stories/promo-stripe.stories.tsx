import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoStripe } from '@tirage/react-app/components/promo-stripe.js';
import { demoOffers } from './fixtures.js';

const meta = {
  title: 'Frame/PromoStripe',
  component: PromoStripe,
  args: {
    renderedAt: '2026-11-24T12:00:00Z',
    offers: demoOffers,
  },
} satisfies Meta<typeof PromoStripe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In November: the discovery offer only, with its link. */
export const November: Story = {};

/** In December: both offers side by side. */
export const December: Story = { args: { renderedAt: '2026-12-10T12:00:00Z' } };

/** No offer in its window: the stripe is not shown at all. */
export const Empty: Story = { args: { renderedAt: '2025-06-01T12:00:00Z' } };
