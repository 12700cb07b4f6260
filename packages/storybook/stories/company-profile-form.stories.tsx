import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  CompanyProfileForm,
  parseCompanyProfileForm,
} from '@tirage/react-app/features/account/components/company-profile-form.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';

/** The form is a react-router `<Form>`: the story renders on the company profile, whose action records what was posted. */
const onCompanyProfile: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter(
      [
        {
          path: '/personal-area/company-profile/',
          element: <Story />,
          action: async ({ request }) => {
            action('company profile posted')(Object.fromEntries(await request.formData()));
            return null;
          },
        },
      ],
      { initialEntries: ['/personal-area/company-profile/'] },
    )}
  />
);

const meta = {
  title: 'Account/CompanyProfileForm',
  component: CompanyProfileForm,
  decorators: [onCompanyProfile],
  args: {
    category: 'company',
    company: 'Atelier Dupont',
    vatNumber: 'FR12345678901',
    lastResult: undefined,
    error: undefined,
    saved: undefined,
    busy: false,
  },
} satisfies Meta<typeof CompanyProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company account: its name and VAT number. */
export const Filled: Story = {};

/** A company account that has not given its company yet. */
export const Empty: Story = { args: { company: '', vatNumber: '' } };

/** A private account: what a company account is for, and the way to switch. */
export const PrivateAccount: Story = { args: { category: 'private', company: '', vatNumber: '' } };

const refusedPost = new FormData();
refusedPost.set('company', '');
refusedPost.set('vatNumber', '12345678901');

/** Refused: no company name, a VAT number without its country code (the action's answer). */
export const Refused: Story = {
  args: {
    error: 'Vérifiez les champs signalés.',
    lastResult: parseCompanyProfileForm(refusedPost).reply(),
  },
};

/** While it is saved. */
export const Loading: Story = { args: { busy: true } };

/** Saved. */
export const Saved: Story = { args: { saved: 'saved' } };

/** A private account that just became a company account. */
export const Switched: Story = { args: { saved: 'switched' } };
