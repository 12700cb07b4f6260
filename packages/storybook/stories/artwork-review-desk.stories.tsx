import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { parseArtworkReviewForm } from '@tirage/react-app/features/admin/artwork-review-form.js';
import {
  ArtworkReviewDesk,
  type ArtworkReviewView,
} from '@tirage/react-app/features/admin/components/artwork-review-desk.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';

/** The desk's forms are react-router `<Form>`s: the story renders on the desk, whose action records what was posted. */
const onReviewDesk: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter(
      [
        {
          path: '/admin/artwork-reviews/',
          element: <Story />,
          action: async ({ request }) => {
            action('decision posted')(Object.fromEntries(await request.formData()));
            return null;
          },
        },
      ],
      { initialEntries: ['/admin/artwork-reviews/'] },
    )}
  />
);

/** Flyers whose automatic check found a blocking flaw, a warning and a change the workshop makes. */
const flyers: ArtworkReviewView = {
  id: 'upl-1',
  orderNumber: 'TIR-100042',
  productName: 'Flyers',
  jobName: 'Salon 2027',
  fileName: 'flyer-salon.pdf',
  downloadUrl: '/admin/order-file/?order_number=TIR-100042&upload_id=upl-1',
  size: '2,4 Mo',
  sentOn: '18-11-2026',
  preflight: {
    status: 'checked',
    findings: [
      {
        code: 'bleed.missing',
        severity: 'blocking',
        page: 1,
        measured: '0 mm',
        expected: '2 mm',
        message:
          'Fond perdu manquant (0 mm au lieu de 2 mm) : agrandissez le fond de 2 mm de chaque côté au-delà du format fini, sans rien d’important dans cette bande.',
      },
      {
        code: 'resolution.low',
        severity: 'warning',
        page: 2,
        measured: '150 ppi',
        expected: '300 ppi',
        message: 'Image en 150 ppi : elle sera imprimée un peu floue (300 ppi recommandés).',
      },
      {
        code: 'color.rgb',
        severity: 'notice',
        page: null,
        measured: 'RVB',
        expected: 'CMJN',
        message: 'Couleurs en RVB : nous les convertissons en CMJN pour l’impression.',
      },
    ],
    // A preview as the shop will draw it (the trim and safe area on the first page).
    previewUrls: ['/favicon.svg'],
  },
};

/** Business cards still in their automatic check. */
const cards: ArtworkReviewView = {
  id: 'upl-2',
  orderNumber: 'TIR-100051',
  productName: 'Cartes de visite',
  jobName: '',
  fileName: 'carte.png',
  downloadUrl: '/admin/order-file/?order_number=TIR-100051&upload_id=upl-2',
  size: '850 ko',
  sentOn: '19-11-2026',
  preflight: { status: 'pending', findings: [], previewUrls: [] },
};

/** A poster the check found print-ready. */
const poster: ArtworkReviewView = {
  ...cards,
  id: 'upl-3',
  orderNumber: 'TIR-100057',
  productName: 'Affiches',
  jobName: 'Concert',
  fileName: 'affiche-a2.pdf',
  downloadUrl: '/admin/order-file/?order_number=TIR-100057&upload_id=upl-3',
  size: '12,1 Mo',
  sentOn: '20-11-2026',
  preflight: { status: 'checked', findings: [], previewUrls: [] },
};

const meta = {
  title: 'Back office/ArtworkReviewDesk',
  component: ArtworkReviewDesk,
  decorators: [onReviewDesk],
  args: {
    reviews: [flyers, cards, poster],
    locale: 'fr-FR',
    notice: undefined,
    error: undefined,
    lastResult: undefined,
    busyId: undefined,
  },
} satisfies Meta<typeof ArtworkReviewDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three files waiting, oldest first: findings by severity with a preview, a check still running, a clean file. */
export const Filled: Story = {};

/** No file waiting. */
export const Empty: Story = { args: { reviews: [] } };

/** The list could not be read. */
export const LoadFailed: Story = {
  args: {
    reviews: undefined,
    error:
      'Les fichiers à vérifier n’ont pas pu être lus : le service est momentanément indisponible. Réessayez dans un instant.',
  },
};

/** A decision on its way for the flyers: their buttons wait. */
export const Loading: Story = { args: { busyId: 'upl-1' } };

/** The flyers were just approved: they left the list. */
export const Approved: Story = { args: { reviews: [cards, poster], notice: 'Fichier approuvé.' } };

const rejectionWithoutReason = new FormData();
rejectionWithoutReason.set('uploadId', 'upl-1');
rejectionWithoutReason.set('decision', 'reject');
rejectionWithoutReason.set('reason', '');

/** A rejection sent without its reason: refused under the field (the action's answer). */
export const ReasonMissing: Story = {
  args: { lastResult: { uploadId: 'upl-1', result: parseArtworkReviewForm(rejectionWithoutReason).reply() } },
};

/** Another reviewer decided on the file first. */
export const AlreadyReviewed: Story = {
  args: {
    reviews: [cards, poster],
    error: 'Ce fichier a déjà été vérifié : il n’est plus dans la liste.',
  },
};
