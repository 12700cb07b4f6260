import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  LegacyOrderDetail,
  type LegacyOrderDetailData,
} from '@tirage/react-app/features/account/components/legacy-order-detail.js';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** The way back to the list is a react-router `Link`: the story renders inside a memory router. */
const onDetailPage: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter([{ path: '*', element: <Story /> }], {
      initialEntries: ['/personal-area/legacy-order-detail/?order_number=CMD-2019-00042'],
    })}
  />
);

const bookshopOrder: LegacyOrderDetailData = {
  orderNumber: 'CMD-2019-00042',
  date: '14-03-2019',
  status: 'Livrée',
  lines: [
    {
      productName: 'Flyers A5',
      quantity: '2 500',
      attributes: 'A5 (148 × 210 mm), couché brillant 135 g, recto verso, quadrichromie',
      excl: '124,50 €',
      incl: '149,40 €',
    },
    {
      productName: 'Cartes de visite',
      quantity: '500',
      attributes: '85 × 55 mm, couché mat 350 g, recto verso',
      excl: '60,00 €',
      incl: '72,00 €',
    },
  ],
  shipping: 'Claire Dubois\nLibrairie des Quais\n14 quai de la Tournelle\n75005 Paris\nFrance',
  billing: 'Librairie des Quais SARL\nService comptabilité\n14 quai de la Tournelle\n75005 Paris\nFrance',
  totalExcl: '184,50 €',
  totalIncl: '221,40 €',
};

const meta = {
  title: 'Account/LegacyOrderDetail',
  component: LegacyOrderDetail,
  decorators: [onDetailPage],
  args: { order: bookshopOrder },
} satisfies Meta<typeof LegacyOrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two jobs, both addresses as the previous site wrote them, the totals. */
export const Filled: Story = {};

/** An export without addresses or options: dashes where the addresses would be. */
export const Minimal: Story = {
  args: {
    order: {
      ...bookshopOrder,
      orderNumber: 'CMD-2022-00905',
      status: 'Annulée',
      lines: [{ productName: 'Stickers', quantity: '250', attributes: '', excl: '54,90 €', incl: '65,88 €' }],
      shipping: undefined,
      billing: undefined,
      totalExcl: '54,90 €',
      totalIncl: '65,88 €',
    },
  },
};
