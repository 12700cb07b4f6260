import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageList } from '@tirage/react-app/features/admin/components/page-list.js';

const meta = {
  title: 'Back office/PageList',
  component: PageList,
  args: {
    pages: [
      {
        id: 'landing-black-friday',
        path: '/black-friday/',
        title: 'Black Friday : -25 % sur toutes vos impressions',
        layout: 'landing',
        changedOn: '20-11-2026',
      },
      {
        id: 'landing-christmas',
        path: '/christmas/',
        title: 'Noël : 10 € offerts sur vos impressions',
        layout: 'landing',
        changedOn: '01-12-2026',
      },
      {
        id: 'livraison',
        path: '/livraison/',
        title: 'Livraison',
        layout: 'standard',
        changedOn: '02-03-2026',
      },
    ],
  },
} satisfies Meta<typeof PageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pages staff edit: offers and information pages, each opening the editor. */
export const Filled: Story = {};

/** A shop without a page to edit. */
export const Empty: Story = { args: { pages: [] } };
