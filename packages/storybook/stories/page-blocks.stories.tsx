import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_CATALOG, GLOSSARY_PATH } from '@tirage/domain';
import { PageBlocks } from '@tirage/react-app/components/page-blocks.js';
import { demoCards } from './fixtures.js';

const meta = {
  title: 'Catalogue/PageBlocks',
  component: PageBlocks,
  args: { locale: 'fr-FR', blocks: [], renderedAt: '2026-11-24T12:00:00Z' },
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

/** The glossary page: its introduction, then the printing terms under an index of letters. */
export const GlossaryPage: Story = {
  args: {
    blocks: [
      {
        kind: 'text',
        id: 'text',
        text: 'Les mots de l’imprimeur expliqués simplement.',
      },
      {
        kind: 'glossary',
        id: 'glossary',
        entries: DEMO_CATALOG.pages.find((page) => page.path === GLOSSARY_PATH)?.glossary ?? [],
      },
    ],
  },
};

/** A page without blocks. */
export const Empty: Story = {};
