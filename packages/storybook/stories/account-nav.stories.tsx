import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { AccountNav } from '@tirage/react-app/features/account/components/account-nav.js';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** The navigation's links are react-router `NavLink`s: the story renders inside a memory router. */
const onPage =
  (path: string): Decorator =>
  (Story) => (
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <Story /> }], { initialEntries: [path] })}
    />
  );

const meta = {
  title: 'Account/AccountNav',
  component: AccountNav,
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the personal area's summary: the first link is the current page. */
export const OnSummary: Story = { decorators: [onPage('/personal-area/')] };

/** On the address book. */
export const OnAddresses: Story = { decorators: [onPage('/personal-area/addresses/')] };

/** On the profile. */
export const OnProfile: Story = { decorators: [onPage('/personal-area/profile/')] };

/** On the premium reseller programme. */
export const OnPremiumReseller: Story = { decorators: [onPage('/personal-area/premium-reseller/')] };

/** On the orders of the previous site. */
export const OnLegacyOrders: Story = { decorators: [onPage('/personal-area/legacy-orders/')] };

/** On the design area. */
export const OnDesignArea: Story = { decorators: [onPage('/personal-area/my-design-area/')] };
