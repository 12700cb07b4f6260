import type { Decorator } from '@storybook/react-vite';
import type { ArtworkCheckView } from '@tirage/react-app/features/artwork/components/artwork-check.js';
import type { ArtworkFileView } from '@tirage/react-app/features/artwork/components/artwork-file-list.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';

/** A file's automatic check in each of its states, with the server's French sentences. */
export const pendingCheck: ArtworkCheckView = {
  status: 'pending',
  groups: [],
  previewUrls: [],
  awaitingReview: false,
};
export const clearCheck: ArtworkCheckView = { ...pendingCheck, status: 'checked' };
export const checkWithFindings: ArtworkCheckView = {
  status: 'checked',
  groups: [
    {
      severity: 'blocking',
      messages: [
        'Image en basse résolution en page 1 : 72 ppi (300 ppi recommandés). Elle sera floue à l’impression : remplacez-la par une image plus grande ou réduisez sa taille.',
        'Fond perdu manquant en page 2 : 0 mm au lieu de 2 mm. Ajoutez 2 mm de fond perdu de chaque côté en prolongeant le fond au-delà du format fini, sans texte ni élément important dans cette bande.',
      ],
    },
    {
      severity: 'warning',
      messages: [
        'Couleurs en RVB : elles seront converties en CMJN pour l’impression, et les teintes les plus vives peuvent changer. Pour les maîtriser, exportez en CMJN.',
      ],
    },
    {
      severity: 'notice',
      messages: [
        'Image avec transparence : les zones transparentes seront imprimées sans encre, de la couleur du papier.',
      ],
    },
  ],
  previewUrls: [],
  awaitingReview: false,
};
export const unreadableCheck: ArtworkCheckView = {
  status: 'unreadable',
  groups: [
    {
      severity: 'blocking',
      messages: [
        'Fichier protégé par un mot de passe : nous ne pouvons pas l’ouvrir. Exportez-le à nouveau sans protection, puis envoyez-le.',
      ],
    },
  ],
  previewUrls: [],
  awaitingReview: false,
};

/** Files of a flyers job in each status. */
export const receivedFile: ArtworkFileView = {
  id: 'upl-1',
  fileName: 'flyer-salon-2027-recto.pdf',
  downloadUrl: '/personal-area/artwork-file/?order_number=TIR-100042&upload_id=upl-1',
  size: '2,4 Mo',
  sentOn: '18-11-2026',
  status: 'received',
  rejectionReason: undefined,
  removable: true,
  check: pendingCheck,
  mark: 'checking',
  showsReviewStatus: true,
};
export const approvedFile: ArtworkFileView = {
  ...receivedFile,
  id: 'upl-2',
  fileName: 'flyer-salon-2027-verso.pdf',
  size: '2,1 Mo',
  status: 'approved',
  removable: false,
  check: clearCheck,
  mark: 'verified',
};
export const rejectedFile: ArtworkFileView = {
  ...receivedFile,
  id: 'upl-3',
  fileName: 'logo-basse-definition.png',
  size: '180 ko',
  sentOn: '17-11-2026',
  status: 'rejected',
  rejectionReason: 'Résolution trop basse (72 dpi) : il faut 300 dpi pour imprimer.',
  removable: false,
  check: checkWithFindings,
  mark: 'toFix',
};
/** A file of a line without the professional check that the automatic check found print-ready. */
export const verifiedFile: ArtworkFileView = {
  ...receivedFile,
  id: 'upl-4',
  fileName: 'carte-de-visite.pdf',
  size: '850 ko',
  check: clearCheck,
  mark: 'verified',
  showsReviewStatus: false,
};
/** A file the automatic check could not open. */
export const unreadableFile: ArtworkFileView = {
  ...verifiedFile,
  id: 'upl-5',
  fileName: 'affiche-protegee.pdf',
  check: unreadableCheck,
  mark: 'toFix',
};

/**
 * The file list's remove buttons are react-router `<Form>`s and the lines link to their screens:
 * the stories render inside a memory router whose action only records what was posted.
 */
export const withUploadRoute: Decorator = (Story) => (
  <RouterProvider
    router={createMemoryRouter(
      [
        {
          path: '*',
          element: <Story />,
          action: async ({ request }) => {
            action('upload action')(Object.fromEntries(await request.formData()));
            return null;
          },
        },
      ],
      { initialEntries: ['/personal-area/upload-detail/'] },
    )}
  />
);
