import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderLines } from '@tirage/react-app/components/order-lines.js';

const meta = {
  title: 'Orders/OrderLines',
  component: OrderLines,
  args: {
    headingId: 'order-lines',
    lines: [
      {
        key: 'line-1',
        productName: 'Flyers A5',
        jobName: 'Salon du livre',
        quantity: '2 500',
        attributes: ['Format : A5 (148 × 210 mm)', 'Papier : couché brillant 135 g'],
        arrival: '18-03-2026',
        excl: '124,50 €',
        incl: '149,40 €',
        editPath: '/flyers/?orderId=order-1&lineItemId=line-1',
      },
      {
        key: 'line-2',
        productName: 'Cartes de visite',
        jobName: '',
        quantity: '500',
        attributes: [],
        excl: '60,00 €',
        incl: '72,00 €',
      },
    ],
  },
} satisfies Meta<typeof OrderLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order's jobs: one with its name, options, delivery date and edit link; one with none of them. */
export const Lines: Story = {};

/** An imported order's line: its options as the previous site wrote them, in one text. */
export const ImportedOrder: Story = {
  args: {
    headingId: 'legacy-order-lines',
    lines: [
      {
        key: '0',
        productName: 'Stickers',
        quantity: '250',
        attributes: 'Rond 50 mm, vinyle blanc, quadrichromie',
        excl: '54,90 €',
        incl: '65,88 €',
      },
    ],
  },
};
