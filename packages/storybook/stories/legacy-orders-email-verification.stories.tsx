import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { LegacyOrdersEmailVerification } from '@tirage/react-app/features/account/components/legacy-orders-email-verification.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';

/** The buttons are react-router `<Form>`s: the story renders on the legacy orders page, whose action records the post. */
const onLegacyOrdersPage: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter(
      [
        {
          path: '/personal-area/legacy-orders/',
          element: <Story />,
          action: async ({ request }) => {
            action('verification posted')(Object.fromEntries(await request.formData()));
            return null;
          },
        },
      ],
      { initialEntries: ['/personal-area/legacy-orders/'] },
    )}
  />
);

const meta = {
  title: 'Account/LegacyOrdersEmailVerification',
  component: LegacyOrdersEmailVerification,
  decorators: [onLegacyOrdersPage],
  args: { outcome: 'ask', token: '', sentTo: undefined, busy: false },
} satisfies Meta<typeof LegacyOrdersEmailVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer whose email is not verified yet: why, and the button that mails the link. */
export const Ask: Story = {};

/** While the link is asked for. */
export const Loading: Story = { args: { busy: true } };

/** The link went to the account's email. */
export const Sent: Story = { args: { outcome: 'sent', sentTo: 'ancien.client@tirage.example' } };

/** Too many links asked for this address within the hour. */
export const TooManyRequests: Story = { args: { outcome: 'tooManyRequests' } };

/** The shop could not send the link: try again. */
export const SendFailed: Story = { args: { outcome: 'sendFailed' } };

/** Opened from the mail's link: the customer confirms with a button. */
export const Confirm: Story = { args: { outcome: 'confirm', token: 'demo-token' } };

/** While the confirmation is sent. */
export const Confirming: Story = { args: { outcome: 'confirm', token: 'demo-token', busy: true } };

/** A link used already, expired, another account's or sent to a former email: ask for a new one. */
export const InvalidLink: Story = { args: { outcome: 'invalidLink', token: 'demo-token' } };

/** The shop could not be reached while confirming: try again. */
export const ConfirmFailed: Story = { args: { outcome: 'confirmFailed', token: 'demo-token' } };
