import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  LoginForm,
  loginReply,
  parseLoginForm,
} from '@tirage/react-app/features/account/components/login-form.js';
import { t as adminText } from '@tirage/react-app/features/admin/admin-text.js';
import { t } from '@tirage/react-app/i18n/translate.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';
import { demoEmail } from './payment-fixtures.js';

/** The form is a react-router `<Form>`: the story renders on /login/, whose action records what was posted. */
const onLoginPage: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter(
      [
        {
          path: '/login/',
          element: <Story />,
          action: async ({ request }) => {
            action('login posted')(Object.fromEntries(await request.formData()));
            return null;
          },
        },
      ],
      { initialEntries: ['/login/'] },
    )}
  />
);

/**
 * The login form shared by the shopper's login (`/login/`) and the staff's (`/admin/login/`): an
 * email and a password, checked in the browser with the contract's login rules.
 */
const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  decorators: [onLoginPage],
  args: {
    id: 'login',
    answer: undefined,
    busy: false,
    emailAutoComplete: 'email',
    submitLabel: t('login.submit'),
    busyLabel: t('login.submitting'),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Empty: Story = {};

/** While the login is on its way. */
export const Loading: Story = { args: { busy: true } };

const notAnAddress = new FormData();
notAnAddress.set('email', 'claire@');

/** An address that is not one and no password: each field says why (the action's answer). */
export const Refused: Story = { args: { answer: { result: loginReply(parseLoginForm(notAnAddress)) } } };

/** Wrong address or password: the message, the address kept. */
export const WrongCredentials: Story = {
  args: { answer: { error: t('login.error.credentials'), email: demoEmail } },
};

/** The staff's login: the browser fills in the address as a login name; the button keeps its label. */
export const Staff: Story = {
  args: {
    id: 'staff-login',
    emailAutoComplete: 'username',
    submitLabel: adminText('admin.login.submit'),
    busyLabel: adminText('admin.login.submit'),
  },
};

/** In the browser the story clicks "Se connecter" on the empty form: both fields say what is missing. */
export const EmptySubmitted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('login.submit') }));
  },
};
