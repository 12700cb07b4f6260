import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { NewsletterUnsubscribePanel } from '@tirage/react-app/features/account/components/newsletter-unsubscribe-panel.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';

/** The button is a react-router `<Form>`: the story renders on the link's page, whose action records the post. */
const onUnsubscribePage: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter(
      [
        {
          path: '/newsletter-unsubscribe/',
          element: <Story />,
          action: async ({ request }) => {
            action('unsubscribe posted')(Object.fromEntries(await request.formData()));
            return null;
          },
        },
      ],
      { initialEntries: ['/newsletter-unsubscribe/?token=demo-token'] },
    )}
  />
);

const meta = {
  title: 'Account/NewsletterUnsubscribePanel',
  component: NewsletterUnsubscribePanel,
  decorators: [onUnsubscribePage],
  args: { token: 'demo-token', outcome: 'ready', busy: false },
} satisfies Meta<typeof NewsletterUnsubscribePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the mail: the shopper confirms. */
export const Ready: Story = {};

/** While it is done. */
export const Loading: Story = { args: { busy: true } };

/** Unsubscribed. */
export const Done: Story = { args: { outcome: 'done' } };

/** A link that is not one of the shop's (altered, or too old). */
export const InvalidLink: Story = { args: { outcome: 'invalidLink' } };

/** The shop could not be reached: try again. */
export const Failed: Story = { args: { outcome: 'failed' } };
