import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  PasswordResetRequestForm,
  parsePasswordResetRequestForm,
} from '@tirage/react-app/features/account/components/password-reset-request-form.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';

/** The form is a react-router `<Form>`: the story renders on /password-reset/, whose action records what was posted. */
const onResetPage: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter(
      [
        {
          path: '/password-reset/',
          element: <Story />,
          action: async ({ request }) => {
            action('password reset requested')(Object.fromEntries(await request.formData()));
            return null;
          },
        },
      ],
      { initialEntries: ['/password-reset/'] },
    )}
  />
);

const meta = {
  title: 'Account/PasswordResetRequestForm',
  component: PasswordResetRequestForm,
  decorators: [onResetPage],
  args: { email: '', lastResult: undefined, error: undefined, sent: false, busy: false },
} satisfies Meta<typeof PasswordResetRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Empty: Story = {};

/** While the request is on its way. */
export const Loading: Story = { args: { email: 'claire@example.fr', busy: true } };

const notAnAddress = new FormData();
notAnAddress.set('email', 'claire@');

/** An address that is not one, kept as typed (the action's answer). */
export const Refused: Story = { args: { lastResult: parsePasswordResetRequestForm(notAnAddress).reply() } };

/** Asked: the message, whatever the address (it reveals no account). */
export const Sent: Story = { args: { email: 'claire@example.fr', sent: true } };
