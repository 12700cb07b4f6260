import type { Meta, StoryObj } from '@storybook/react-vite';
import { DESIGN_BRIEF_LIMITS } from '@tirage/domain';
import { DesignBriefForm } from '@tirage/react-app/features/product-page/components/design-brief-form.js';
import { action } from 'storybook/actions';

const meta = {
  title: 'ProductPage/DesignBriefForm',
  component: DesignBriefForm,
  args: { value: {}, problems: [], onChange: action('brief changed') },
} satisfies Meta<typeof DesignBriefForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just chosen: every field empty, the texts to print marked as needed. */
export const Blank: Story = {};

/** Filled in as a baker would: texts, colours, a style, a logo to reuse and a note. */
export const Filled: Story = {
  args: {
    value: {
      texts: 'Boulangerie Martin\nPain au levain tous les jours\n12 rue des Lilas, 69003 Lyon',
      colours: 'Brun et crème',
      style: 'elegant',
      files: 'Notre logo (PDF), envoyé après la commande',
      notes: 'Logo en haut à gauche, adresse en bas',
    },
  },
};

/** Sent without the texts to print, and with colours past their limit: each field says why. */
export const Refused: Story = {
  args: {
    value: { colours: 'Bleu '.repeat(50) },
    problems: [
      { field: 'texts', kind: 'designBrief.textsRequired' },
      { field: 'colours', kind: 'designBrief.tooLong', max: DESIGN_BRIEF_LIMITS.colours },
    ],
  },
};
