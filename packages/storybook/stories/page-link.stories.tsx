import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { PageLink } from '@tirage/react-app/components/page-link.js';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** In the shop, inside the router: the link moves in the browser to the page, shown in its place. */
const inTheShop: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter(
      [
        { path: '/', element: <Story /> },
        { path: '/cgv/', element: <p>Conditions générales de vente (la page suivie par le lien)</p> },
      ],
      { initialEntries: ['/'] },
    )}
  />
);

/** A link to another page of the shop: moved to in the browser in the shop, a plain link elsewhere. */
const meta = {
  title: 'Frame/PageLink',
  component: PageLink,
  args: { to: '/cgv/', children: 'Conditions générales de vente' },
} satisfies Meta<typeof PageLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outside the router (an email preview, a component on its own): a plain link. */
export const Plain: Story = {};

/** Inside the router, as in the shop: a click shows the page without loading a document. */
export const InTheShop: Story = { decorators: [inTheShop] };
