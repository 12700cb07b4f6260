import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqBlock } from '@tirage/react-app/features/landing/components/faq-block.js';

const meta = {
  title: 'Landing/FaqBlock',
  component: FaqBlock,
  args: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Comment profiter de la remise ?',
        answer:
          'Saisissez le code BLACKFRIDAY sur la page du produit ou dans votre panier, avant de commander. La remise s’applique au prix hors taxes des impressions.',
      },
      {
        question: 'La remise s’ajoute-t-elle à un autre code ?',
        answer:
          'Non : un seul code promo par commande. Le plus avantageux pour vous est celui que vous saisissez en dernier.',
      },
      {
        question: 'Jusqu’à quand puis-je commander ?',
        answer:
          'Jusqu’à la fin du compte à rebours, heure de Paris. Une commande validée avant la fin garde sa remise, même si le fichier est envoyé ensuite.',
      },
    ],
  },
} satisfies Meta<typeof FaqBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Black Friday page's three questions, each answer opened on demand. */
export const SeveralQuestions: Story = {};

/** A block of a single question: the discovery offer's. */
export const OneQuestion: Story = {
  args: {
    title: 'L’offre découverte',
    items: [
      {
        question: 'L’offre est-elle réservée aux nouveaux clients ?',
        answer: 'Non, elle est ouverte à tous, sur toutes vos commandes de flyers pendant sa durée.',
      },
    ],
  },
};
