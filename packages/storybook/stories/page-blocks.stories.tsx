import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageBlocks } from '@tirage/react-app/components/page-blocks.js';
import { demoCards } from './fixtures.js';

const meta = {
  title: 'Catalogue/PageBlocks',
  component: PageBlocks,
  args: { locale: 'fr-FR', blocks: [] },
} satisfies Meta<typeof PageBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category page: its text, then its products. */
export const CategoryPage: Story = {
  args: {
    blocks: [
      {
        kind: 'text',
        id: 'text',
        text: 'Flyers et dépliants imprimés en France.\n\nLivrés en quelques jours ouvrés.',
      },
      { kind: 'productCards', id: 'cards', cards: demoCards },
    ],
  },
};

/** A policy page: text only. */
export const TextOnly: Story = {
  args: { blocks: [{ kind: 'text', id: 'text', text: 'Conditions générales de vente.' }] },
};

/** A page without blocks. */
export const Empty: Story = {};
