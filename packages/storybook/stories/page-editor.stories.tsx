import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageEditor } from '@tirage/react-app/features/admin/components/page-editor.js';
import { createRoutesStub } from 'react-router';

const landing = {
  promotionId: 'promo-noel-2026',
  blocks: [
    {
      kind: 'hero',
      title: 'Noël se prépare maintenant',
      text: 'Cartes de vœux, étiquettes pour vos paquets, affiches pour le marché de Noël.',
      imageUrl: '/assets/products/stickers.svg',
      imageAlt: 'Des stickers ronds aux couleurs de Noël',
    },
    { kind: 'countdown', title: 'Plus que', promotionId: 'promo-noel-2026' },
    { kind: 'promoCode', promotionId: 'promo-noel-2026' },
  ],
};

/** The editor is a form of the page's route: shown in a router stub. */
function InRouter(props: Parameters<typeof PageEditor>[0]) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <PageEditor {...props} /> }]);
  return <Stub initialEntries={['/admin/pages/?id=landing-christmas']} />;
}

const meta = {
  title: 'Back office/PageEditor',
  component: InRouter,
  args: {
    path: '/christmas/',
    values: {
      title: 'Noël : 10 € offerts sur vos impressions',
      body: 'Cartes de vœux, étiquettes de cadeaux, affiches de marché de Noël : 10 € offerts avec le code NOEL2026.',
      landing: JSON.stringify(landing, null, 2),
      updatedAt: '2026-12-01T10:00:00.000Z',
    },
    errors: {},
    notice: undefined,
    busy: false,
  },
} satisfies Meta<typeof InRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A landing page open in the editor: its title, description and blocks as JSON. */
export const Landing: Story = {};

/** An information page: its text only, no blocks. */
export const Standard: Story = {
  args: {
    path: '/livraison/',
    values: {
      title: 'Livraison',
      body: 'Nous livrons en France métropolitaine, en Belgique et en Suisse.',
      landing: undefined,
      updatedAt: '2026-03-02T09:00:00.000Z',
    },
  },
};

/** The shop refused the draft: an unknown block kind, said at the blocks with its path. */
export const Refused: Story = {
  args: {
    errors: {
      form: 'La page n’est pas publiée : corrigez les champs signalés.',
      landing:
        'blocks.3.kind : unknown block kind "carousel": a landing page\'s blocks are hero, text, products, promoCode, countdown, faq, designTemplates',
    },
  },
};

/** Previewed: the page as shoppers would see it, under the form, nothing published yet. */
export const Previewed: Story = {
  args: {
    notice: 'Aperçu ci-dessous : rien n’est publié tant que vous ne cliquez pas sur « Publier ».',
    preview: <p className="page-text">Joyeux Noël : 10 € offerts sur votre commande.</p>,
  },
};
