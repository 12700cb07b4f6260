import type { ProductCard } from '@tirage/domain';

/** Cards as the demo shop's home page lists them (prices in hundredths, excl. VAT). */
export const demoCards: readonly ProductCard[] = [
  {
    configurationId: 'flyers',
    name: 'Flyers',
    path: '/flyers/',
    imageUrl: '/assets/products/flyers.svg',
    fromPrice: { cents: 2490, currency: 'EUR' },
  },
  {
    configurationId: 'business-cards',
    name: 'Cartes de visite',
    path: '/cartes-de-visite/',
    imageUrl: '/assets/products/business-cards.svg',
    fromPrice: { cents: 1890, currency: 'EUR' },
  },
  {
    configurationId: 'roll-labels',
    name: 'Étiquettes en rouleau',
    path: '/etiquettes-en-rouleau/',
    imageUrl: '/assets/products/roll-labels.svg',
    fromPrice: { cents: 8900, currency: 'EUR' },
  },
];
