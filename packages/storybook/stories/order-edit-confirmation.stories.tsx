import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderEditConfirmation } from '@tirage/react-app/features/product-page/components/order-edit-confirmation.js';

const meta = {
  title: 'Order edit/OrderEditConfirmation',
  component: OrderEditConfirmation,
  args: {
    edit: {
      orderId: 'ord-1',
      orderEditId: 'edit-1',
      difference: '12,40 €',
      direction: 'more',
      newTotal: '71,90 €',
    },
    backPath: '/personal-area/order-detail/?order_number=TIR-100245',
    busy: false,
    error: undefined,
  },
} satisfies Meta<typeof OrderEditConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The edit makes the order dearer: the difference is to pay. */
export const Dearer: Story = {};

/** The edit makes the order cheaper. */
export const Cheaper: Story = {
  args: {
    edit: {
      orderId: 'ord-1',
      orderEditId: 'edit-1',
      difference: '8,00 €',
      direction: 'less',
      newTotal: '51,50 €',
    },
  },
};

/** Same price. */
export const SamePrice: Story = {
  args: {
    edit: {
      orderId: 'ord-1',
      orderEditId: 'edit-1',
      difference: '0,00 €',
      direction: 'same',
      newTotal: '59,50 €',
    },
  },
};

/** Confirming. */
export const Busy: Story = { args: { busy: true } };

/** The order went into production meanwhile. */
export const Refused: Story = {
  args: { error: 'Cette commande ne peut plus être modifiée : elle est passée en production.' },
};
