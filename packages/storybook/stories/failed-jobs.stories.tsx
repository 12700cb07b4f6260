import type { Meta, StoryObj } from '@storybook/react-vite';
import { FailedJobs } from '@tirage/react-app/features/admin/components/failed-jobs.js';

const meta = {
  title: 'Back office/FailedJobs',
  component: FailedJobs,
  args: { jobs: [], error: undefined },
} satisfies Meta<typeof FailedJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing failed. */
export const None: Story = {};

/** A mail the mail server kept refusing, and a reconciliation the provider did not answer. */
export const Listed: Story = {
  args: {
    jobs: [
      {
        id: 'job-1',
        label: 'Envoi d’un e-mail',
        name: 'mail.send',
        attempts: 7,
        error: '421 4.7.0 Try again later',
        createdAt: '07-12-2026 08:02',
        failedAt: '07-12-2026 10:15',
      },
      {
        id: 'job-2',
        label: 'Rapprochement des paiements',
        name: 'payments.reconcile',
        attempts: 1,
        error: 'Braintree did not answer within 30 s',
        createdAt: '07-12-2026 09:40',
        failedAt: '07-12-2026 09:55',
      },
    ],
  },
};

/** The list could not be read. */
export const Failed: Story = {
  args: { jobs: undefined, error: 'La liste des tâches n’a pas pu être lue. Réessayez dans un instant.' },
};
