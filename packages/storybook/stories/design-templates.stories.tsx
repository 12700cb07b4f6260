import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TemplateCard } from '@tirage/domain';
import { DesignTemplates } from '@tirage/react-app/features/landing/components/design-templates.js';

/** A demo template as the design service's page offers it: its thumbnail, and the designer opened on it. */
const card = (productId: string, id: string, name: string): TemplateCard => ({
  id,
  name,
  thumbnailUrl: `/assets/design-templates/${id}.svg`,
  designerPath: `/designer/?${new URLSearchParams({ product: productId, template: id, from: '/design-service/' })}`,
});

const meta = {
  title: 'Landing/DesignTemplates',
  component: DesignTemplates,
  args: {
    title: 'Modèles de flyers',
    productName: 'Flyers',
    templates: [
      card('flyers', 'tpl-flyer-concert', 'Concert'),
      card('flyers', 'tpl-flyer-soldes', 'Promotion boutique'),
      card('flyers', 'tpl-flyer-asso', 'Fête de quartier'),
    ],
  },
} satisfies Meta<typeof DesignTemplates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The flyers' three templates, each opening the designer on it and coming back to the page. */
export const Flyers: Story = {};

/** The business cards' three templates. */
export const BusinessCards: Story = {
  args: {
    title: 'Modèles de cartes de visite',
    productName: 'Cartes de visite',
    templates: [
      card('business-cards', 'tpl-card-classique', 'Classique'),
      card('business-cards', 'tpl-card-bandeau', 'Bandeau de couleur'),
      card('business-cards', 'tpl-card-centre', 'Centré'),
    ],
  },
};

/** A single template: one card on its own. */
export const OneTemplate: Story = {
  args: { templates: [card('flyers', 'tpl-flyer-concert', 'Concert')] },
};
