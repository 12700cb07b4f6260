import type { Meta, StoryObj } from '@storybook/react-vite';
import { RETURN_TO_PARAM } from '@tirage/domain';
import { parseRegistrationForm } from '@tirage/react-app/features/account/registration-form.js';
import { t } from '@tirage/react-app/i18n/translate.js';
import Registration from '@tirage/react-app/routes/registration.js';
import type { ComponentProps } from 'react';
import { demoEmail } from './payment-fixtures.js';
import { neverAnswers, routeScreen } from './route-stub.js';

const RegistrationRoute = routeScreen(Registration);

/** What the action answers to a post (the password is never sent back). */
const answered = (fields: Readonly<Record<string, string>>) => {
  const posted = new FormData();
  for (const [name, value] of Object.entries(fields)) posted.set(name, value);
  return parseRegistrationForm(posted).reply({ hideFields: ['password'] });
};

/** The action's refusal of an address that already has an account; what was chosen is kept. */
const taken = {
  result: answered({ email: demoEmail, password: 'correct horse', category: 'company', newsletter: 'on' }),
  error: t('registration.error.taken'),
};

/** The route's action, refusing every address as taken. */
const refuseAddress: ComponentProps<typeof RegistrationRoute>['respond'] = () => taken;

/**
 * The registration screen (`routes/registration.tsx`): its loader answers nothing for a guest.
 * The form posts to a stub action that records it and refuses the address as already taken (an
 * account created would log the shopper in and leave).
 */
const meta = {
  title: 'Routes/Registration',
  component: RegistrationRoute,
  args: { url: '/registration/', loaderData: null, respond: refuseAddress },
} satisfies Meta<typeof RegistrationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: a private customer by default, no newsletter. */
export const Empty: Story = {};

/**
 * Sent here from the checkout through the login: "Se connecter" keeps the way back, so a shopper
 * who has an account after all returns to the checkout too.
 */
export const WithReturnPath: Story = {
  args: { url: `/registration/?${RETURN_TO_PARAM}=${encodeURIComponent('/checkout/')}` },
};

/** The address already has an account: the message, and the address, category and newsletter kept. */
export const AddressTaken: Story = { args: { actionData: taken } };

/** A password too short. */
export const PasswordTooShort: Story = {
  args: {
    actionData: { result: answered({ email: demoEmail, password: 'court' }), error: undefined },
  },
};

/** The account could not be created (the server failed). */
export const Failed: Story = {
  args: { actionData: { ...taken, error: t('registration.error.failed') } },
};

/**
 * The account on its way: the button waits. In the browser the story fills the form and clicks
 * "Créer mon compte", and the action never answers.
 */
export const Loading: Story = {
  args: { respond: neverAnswers },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(t('registration.email')), demoEmail);
    await userEvent.type(
      canvas.getByLabelText(t('registration.password', { min: 8 })),
      'correct horse battery',
    );
    await userEvent.click(canvas.getByLabelText(t('registration.company')));
    await userEvent.click(canvas.getByRole('button', { name: t('registration.submit') }));
  },
};
