import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArtworkList } from '@tirage/react-app/features/product-page/components/artwork-list.js';
import { t } from '@tirage/react-app/i18n/translate.js';
import { fn } from 'storybook/test';
import { demoLocale } from './fixtures.js';

const meta = {
  title: 'Product page/ArtworkList',
  component: ArtworkList,
  args: {
    rows: [
      { name: 'Confiture de fraises', quantity: 1000 },
      { name: 'Confiture d’abricots', quantity: 1000, rolls: 2, labelsPerRoll: 500 },
    ],
    quantity: 2000,
    locale: demoLocale,
    onChange: fn(),
  },
} satisfies Meta<typeof ArtworkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two artworks, one by its labels, one by the roll: they make the 2 000 labels ordered. */
export const Filled: Story = {};

/** One artwork, as the page opens: it follows the quantity. */
export const SingleArtwork: Story = {
  args: { rows: [{ name: t('product.artworkDefaultName', { number: 1 }), quantity: 2000 }] },
};

/** The artworks make 1 500 labels for 2 000 ordered: the total is flagged and the product cannot be added. */
export const LabelsDoNotAddUp: Story = {
  args: {
    rows: [
      { name: 'Confiture de fraises', quantity: 1000 },
      { name: 'Confiture d’abricots', quantity: 500 },
    ],
  },
};

/** A row left half-filled (no name) does not count. */
export const HalfFilledRow: Story = {
  args: {
    rows: [
      { name: 'Confiture de fraises', quantity: 1000 },
      { name: '', quantity: 1000 },
    ],
  },
};

/** Every artwork removed: only the way to add one. */
export const Empty: Story = { args: { rows: [] } };
