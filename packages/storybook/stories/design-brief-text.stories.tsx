import type { Meta, StoryObj } from '@storybook/react-vite';
import { DesignBriefText } from '@tirage/react-app/components/design-brief-text.js';

const meta = {
  title: 'Cart/DesignBriefText',
  component: DesignBriefText,
  args: {
    brief:
      'Textes à imprimer :\n  Boulangerie Martin\n  Pain au levain tous les jours\n  12 rue des Lilas, 69003 Lyon\nCouleurs :\n  Brun et crème\nStyle :\n  Élégant\nRemarques :\n  Logo en haut à gauche',
  },
} satisfies Meta<typeof DesignBriefText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cart line's brief for the designer, closed until the shopper opens it. */
export const Filled: Story = {};

/** The shortest brief: only the texts to print. */
export const TextsOnly: Story = { args: { brief: 'Textes à imprimer :\n  Association Les Amis du Parc' } };
