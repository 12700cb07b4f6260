import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerSearch } from '@tirage/react-app/features/admin/components/customer-search.js';

const meta = {
  title: 'Back office/CustomerSearch',
  component: CustomerSearch,
  args: {
    query: 'durand',
    searched: true,
    customers: [
      {
        id: 'cus-1',
        email: 'camille@atelier-durand.fr',
        firstName: 'Camille',
        lastName: 'Durand',
        company: 'Atelier Durand',
      },
      {
        id: 'cus-2',
        email: 'paul.durand@example.fr',
        firstName: undefined,
        lastName: undefined,
        company: undefined,
      },
    ],
  },
} satisfies Meta<typeof CustomerSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customers found, each with the button that acts as them. */
export const Found: Story = {};

/** Before any search. */
export const NotSearched: Story = { args: { query: '', searched: false, customers: [] } };

/** A search that matched nobody. */
export const NoMatch: Story = { args: { query: 'zzz', customers: [] } };
