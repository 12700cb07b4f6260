import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderLineArtworks } from '@tirage/react-app/features/artwork/components/order-line-artworks.js';
import {
  approvedFile,
  receivedFile,
  rejectedFile,
  verifiedFile,
  withUploadRoute,
} from './artwork-fixtures.js';

const flyers = {
  id: 'line-1',
  productName: 'Flyers',
  jobName: 'Salon 2027',
  quantity: '500',
  files: [receivedFile, approvedFile],
  mark: 'checking' as const,
  refusal: undefined,
  detailPath: '/personal-area/upload-detail/?order_number=TIR-100001&line_item_id=line-1',
};

const meta = {
  title: 'Artwork/OrderLineArtworks',
  component: OrderLineArtworks,
  decorators: [withUploadRoute],
  args: {
    lines: [
      flyers,
      {
        ...flyers,
        id: 'line-2',
        productName: 'Cartes de visite',
        jobName: '',
        quantity: '250',
        files: [rejectedFile],
        mark: 'toFix' as const,
        detailPath: '/personal-area/upload-detail/?order_number=TIR-100001&line_item_id=line-2',
      },
      {
        ...flyers,
        id: 'line-3',
        productName: 'Affiches',
        jobName: 'Vitrine',
        quantity: '10',
        files: [],
        mark: undefined,
        refusal: 'designService' as const,
      },
    ],
  },
} satisfies Meta<typeof OrderLineArtworks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines with files in each status and their marks, one whose artwork the design service makes. */
export const Filled: Story = {};

/** A new order: no file sent yet, so no mark. */
export const NothingSent: Story = { args: { lines: [{ ...flyers, files: [], mark: undefined }] } };

/** A line whose file the automatic check found print-ready: "Fichier vérifié". */
export const Verified: Story = {
  args: { lines: [{ ...flyers, files: [verifiedFile], mark: 'verified' as const }] },
};

/** An order in production takes no more files. */
export const OrderClosed: Story = {
  args: { lines: [{ ...flyers, refusal: 'orderClosed' as const }] },
};

/** The line has the most files a line may have: why it takes no more, and the way to its files. */
export const TooManyFiles: Story = {
  args: { lines: [{ ...flyers, refusal: 'tooManyFiles' as const }] },
};
