import type { Decorator } from '@storybook/react-vite';
import type { ArtworkFileView } from '@tirage/react-app/features/artwork/components/artwork-file-list.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';

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
};
export const approvedFile: ArtworkFileView = {
  ...receivedFile,
  id: 'upl-2',
  fileName: 'flyer-salon-2027-verso.pdf',
  size: '2,1 Mo',
  status: 'approved',
  removable: false,
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
