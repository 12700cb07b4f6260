import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoStripe } from '../../react-app/app/components/promo-stripe.js';

const meta = {
  title: 'Frame/PromoStripe',
  component: PromoStripe,
  args: {
    renderedAt: '2026-11-24T12:00:00Z',
    offers: [
      {
        id: 'decouverte',
        title: 'Découverte : −20 % sur vos flyers avec le code DECOUVERTE-FLYERS',
        link: '/flyers/',
        start: '2026-01-01T00:00:00+01:00',
        end: '2027-12-31T23:59:59+01:00',
      },
      {
        id: 'noel',
        title: 'Noël : 10 € offerts sur votre commande avec le code NOEL2026',
        link: undefined,
        start: '2026-12-01T00:00:00+01:00',
        end: '2026-12-24T23:59:59+01:00',
      },
    ],
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
