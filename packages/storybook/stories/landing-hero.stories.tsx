import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingHero } from '@tirage/react-app/features/landing/components/landing-hero.js';

const meta = {
  title: 'Landing/LandingHero',
  component: LandingHero,
  args: {
    title: 'Black Friday : -25 % sur tout le site',
    text: 'Préparez les fêtes et la rentrée de janvier au meilleur prix : chaque produit du catalogue, chaque finition, chaque quantité.',
    imageUrl: '/assets/products/flyers.svg',
    imageAlt: 'Une pile de flyers imprimés en couleur',
    link: { label: 'Voir les flyers', path: '/flyers/' },
  },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Black Friday page's headline: its title, its sentence, its picture and its link to the flyers. */
export const WithLink: Story = {};

/** The workshop's wonders page: a headline without a link (the products come further down). */
export const WithoutLink: Story = {
  args: {
    title: 'Les merveilles de l’atelier',
    text: 'Certains imprimés se gardent : une carte de visite au toucher velouté, une affiche sur papier épais, un sticker découpé à la forme de votre logo.',
    imageUrl: '/assets/products/posters.svg',
    imageAlt: 'Une affiche imprimée sur papier épais',
    link: undefined,
  },
};
