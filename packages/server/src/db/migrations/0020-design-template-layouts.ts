import type { Migration } from '../migration.js';

/**
 * The demo design templates are now the designer's own layouts (`DEMO_DESIGN_TEMPLATES` of the
 * domain), drawn for every format of their product. The earlier demo rows, which had a picture
 * but no document, go; a row a shop owner added or changed (its own thumbnail) stays. The seed
 * inserts the new ones.
 */
export const DESIGN_TEMPLATE_LAYOUTS: Migration = {
  id: '0020-design-template-layouts',
  sql: `
    delete from design_templates
    where thumbnail_path = '/assets/design-templates/' || id || '.svg'
      and id in (
      'flyers-fete-de-quartier',
      'flyers-soiree-concert',
      'flyers-menu-restaurant',
      'flyers-vide-grenier',
      'flyers-portes-ouvertes',
      'flyers-cours-de-yoga',
      'flyers-salon-de-coiffure',
      'flyers-boulangerie',
      'flyers-agence-immobiliere',
      'flyers-marche-de-noel',
      'flyers-soldes-d-ete',
      'flyers-rentree-scolaire',
      'flyers-club-de-football',
      'flyers-festival-de-jazz',
      'flyers-exposition-de-peinture',
      'flyers-atelier-cuisine',
      'flyers-garage-automobile',
      'flyers-fleuriste',
      'flyers-pizzeria',
      'flyers-salle-de-sport',
      'flyers-invitation-mariage',
      'flyers-fete-d-anniversaire',
      'flyers-conference',
      'flyers-ouverture-de-boutique',
      'flyers-piece-de-theatre',
      'flyers-sortie-randonnee',
      'flyers-cours-de-musique',
      'flyers-services-de-jardinage',
      'cartes-classique',
      'cartes-minimaliste',
      'cartes-artisan',
      'cartes-photographe',
      'cartes-coach-sportif',
      'cartes-architecte',
      'cartes-restaurant',
      'cartes-cabinet-d-avocats',
      'cartes-fleuriste'
      );
  `,
};
