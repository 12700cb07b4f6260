import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  LegacyOrderList,
  type LegacyOrderRow,
} from '@tirage/react-app/features/account/components/legacy-order-list.js';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** The order numbers and the pages are react-router `Link`s: the story renders inside a memory router. */
const onListPage: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter([{ path: '*', element: <Story /> }], {
      initialEntries: ['/personal-area/legacy-orders/'],
    })}
  />
);

/** The demo's former customer: four print jobs of a Paris bookshop on the previous site. */
const bookshopOrders: readonly LegacyOrderRow[] = [
  { orderNumber: 'CMD-2022-00905', date: '08-11-2022', status: 'Annulée', lines: 1, total: '65,88 €' },
  { orderNumber: 'CMD-2021-00318', date: '21-05-2021', status: 'Livrée', lines: 2, total: '289,44 €' },
  { orderNumber: 'CMD-2020-01187', date: '02-10-2020', status: 'Livrée', lines: 1, total: '226,80 €' },
  { orderNumber: 'CMD-2019-00042', date: '14-03-2019', status: 'Livrée', lines: 2, total: '221,40 €' },
];

const meta = {
  title: 'Account/LegacyOrderList',
  component: LegacyOrderList,
  decorators: [onListPage],
  args: { orders: bookshopOrders, total: bookshopOrders.length, page: 1, pages: 1 },
} satisfies Meta<typeof LegacyOrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every order of the email fits on one page. */
export const Filled: Story = {};

/** The second of three pages: links to the pages before and after. */
export const Paged: Story = { args: { total: 24, page: 2, pages: 3 } };

/** A customer with no order on the previous site. */
export const Empty: Story = { args: { orders: [], total: 0, page: 1, pages: 1 } };
