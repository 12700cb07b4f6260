import type { Meta, StoryObj } from '@storybook/react-vite';
import { RETURN_TO_PARAM } from '@tirage/domain';
import { t } from '@tirage/react-app/i18n/translate.js';
import { EXPIRED_PARAM } from '@tirage/react-app/lib/session-params.js';
import Login from '@tirage/react-app/routes/login.js';
import type { ComponentProps } from 'react';
import { demoEmail } from './payment-fixtures.js';
import { neverAnswers, routeScreen } from './route-stub.js';

const LoginRoute = routeScreen(Login);

/** The action's refusal of wrong credentials: the message, and the address typed. */
const wrongCredentials = { error: t('login.error.credentials'), email: demoEmail };

/** The route's action, refusing every password. */
const refuseCredentials: ComponentProps<typeof LoginRoute>['respond'] = () => wrongCredentials;

/**
 * The login screen (`routes/login.tsx`): its loader answers nothing for a guest. The form posts
 * to a stub action that records it and refuses the credentials, as the shop does for a wrong
 * password (a good one would leave for the page asked for).
 */
const meta = {
  title: 'Routes/Login',
  component: LoginRoute,
  args: { url: '/login/', loaderData: null, respond: refuseCredentials },
} satisfies Meta<typeof LoginRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, the way to a new password and to a new account. */
export const Empty: Story = {};

/** Sent here from the checkout: after logging in (or registering) the shopper goes back there. */
export const WithReturnPath: Story = {
  args: { url: `/login/?${RETURN_TO_PARAM}=${encodeURIComponent('/checkout/')}` },
};

/** The session ran out: the shopper is told why they must log in again. */
export const SessionExpired: Story = { args: { url: `/login/?${EXPIRED_PARAM}=1` } };

/** Wrong address or password: the message, the address kept. */
export const WrongCredentials: Story = { args: { actionData: wrongCredentials } };

/** Too many attempts: the shopper must wait. */
export const TooManyAttempts: Story = {
  args: { actionData: { error: t('login.error.tooManyAttempts'), email: demoEmail } },
};

/**
 * Logging in: "Connexion…". In the browser the story types an address and a password and clicks
 * "Se connecter", and the action never answers.
 */
export const Loading: Story = {
  args: { respond: neverAnswers },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(t('login.email')), demoEmail);
    await userEvent.type(canvas.getByLabelText(t('login.password')), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: t('login.submit') }));
  },
};
