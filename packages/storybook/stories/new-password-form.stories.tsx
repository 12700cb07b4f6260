import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  NewPasswordForm,
  parseNewPasswordForm,
} from '@tirage/react-app/features/account/components/new-password-form.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';

/** The form is a react-router `<Form>`: the story renders on the link's page, whose action records what was posted. */
const onLinkPage: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter(
      [
        {
          path: '/password-reset/new/',
          element: <Story />,
          action: async ({ request }) => {
            const {
              password: _password,
              confirmation: _confirmation,
              ...posted
            } = Object.fromEntries(await request.formData());
            action('new password posted')(posted);
            return null;
          },
        },
      ],
      { initialEntries: ['/password-reset/new/?token=demo-token'] },
    )}
  />
);

const meta = {
  title: 'Account/NewPasswordForm',
  component: NewPasswordForm,
  decorators: [onLinkPage],
  args: {
    token: 'demo-token',
    minLength: 8,
    error: undefined,
    lastResult: undefined,
    invalidLink: false,
    busy: false,
  },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link is good: the two fields. */
export const Filled: Story = {};

/** While the password is saved. */
export const Loading: Story = { args: { busy: true } };

const mismatch = new FormData();
mismatch.set('token', 'tok-123');
mismatch.set('password', 'correct horse battery');
mismatch.set('confirmation', 'correct horse');

/** The two passwords differ. */
export const FieldErrors: Story = {
  args: {
    error: 'Vérifiez les champs signalés.',
    lastResult: parseNewPasswordForm(mismatch).reply({ hideFields: ['password', 'confirmation'] }),
  },
};

/** Expired, used or replaced: the way to ask for a new link. */
export const InvalidLink: Story = { args: { invalidLink: true } };
