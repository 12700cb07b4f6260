import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { PremiumResellerPanel } from '@tirage/react-app/features/account/components/premium-reseller-panel.js';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Its links are react-router `<Link>`s: the story renders on the premium reseller page. */
const onPremiumPage: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter([{ path: '/personal-area/premium-reseller/', element: <Story /> }], {
      initialEntries: ['/personal-area/premium-reseller/'],
    })}
  />
);

const meta = {
  title: 'Account/PremiumResellerPanel',
  component: PremiumResellerPanel,
  decorators: [onPremiumPage],
  args: {
    status: { premium: true, reason: 'Agence de communication partenaire' },
    discount: '10\u00a0%',
    companyAccount: true,
  },
} satisfies Meta<typeof PremiumResellerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium reseller: the status, its reason, the discount and the neutral sender. */
export const Filled: Story = {};

/** A premium reseller whose status came without a reason. */
export const NoReason: Story = { args: { status: { premium: true, reason: undefined } } };

/** A company that is not a reseller yet: how to apply. */
export const NotPremium: Story = { args: { status: { premium: false } } };

/** A private account: the programme is for companies, so it gives its company first. */
export const PrivateAccount: Story = { args: { status: { premium: false }, companyAccount: false } };

/** A shop without reseller prices: neutral shipping only. */
export const NoDiscount: Story = { args: { discount: undefined } };
