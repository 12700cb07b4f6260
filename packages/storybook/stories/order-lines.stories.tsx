import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderLines } from '@tirage/react-app/components/order-lines.js';

const meta = {
  title: 'Orders/OrderLines',
  component: OrderLines,
  args: {
    headingId: 'order-lines',
    lines: [
      {
        key: 'line-1',
        productName: 'Flyers A5',
        jobName: 'Salon du livre',
        quantity: '2 500',
        attributes: ['Format : A5 (148 × 210 mm)', 'Papier : couché brillant 135 g'],
        arrival: '18-03-2026',
        services: ['Code promo LETTRE-NOEL : -24,90 €', 'Vérification des fichiers : 4,90 €'],
        excl: '124,50 €',
        incl: '149,40 €',
        editPath: '/flyers/?orderId=order-1&lineItemId=line-1',
      },
      {
        key: 'line-2',
        productName: 'Cartes de visite',
        jobName: '',
        quantity: '500',
        attributes: [],
        excl: '60,00 €',
        incl: '72,00 €',
      },
    ],
  },
} satisfies Meta<typeof OrderLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order's jobs: one with its name, options, delivery date, services and edit link; one with none of them. */
export const Lines: Story = {};

/** An imported order's line: its options as the previous site wrote them, in one text. */
export const ImportedOrder: Story = {
  args: {
    headingId: 'legacy-order-lines',
    lines: [
      {
        key: '0',
        productName: 'Stickers',
        quantity: '250',
        attributes: 'Rond 50 mm, vinyle blanc, quadrichromie',
        excl: '54,90 €',
        incl: '65,88 €',
      },
    ],
  },
};

/** A job whose artwork was made in the designer: the design's picture, and its print file to download. */
export const MadeOnline: Story = {
  args: {
    lines: [
      {
        key: 'line-1',
        productName: 'Flyers',
        jobName: 'Salon du livre',
        quantity: '500',
        attributes: ['Format : A5 (148 × 210 mm)'],
        excl: '48,00 €',
        incl: '57,60 €',
        files: [
          {
            id: 'upl-1',
            fileName: 'design-5f0c6a2e.pdf',
            downloadUrl: '/personal-area/artwork-file/?order_number=TIR-100042&upload_id=upl-1',
          },
        ],
        // The shop draws the picture; here, a drawn A5 page stands in for it.
        designThumbnailUrl: `data:image/svg+xml,${encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 152 214"><rect width="152" height="214" fill="#fdf6e3"/><text x="20" y="50" font-size="18" fill="#1d3557">Salon du livre</text></svg>',
        )}`,
      },
    ],
  },
};

/** The order detail marks each line by its files: verified, to fix, being checked; a line without files has none. */
export const ArtworkMarks: Story = {
  args: {
    lines: [
      {
        key: 'line-1',
        productName: 'Flyers A5',
        jobName: 'Salon du livre',
        quantity: '2 500',
        attributes: ['Format : A5 (148 × 210 mm)'],
        excl: '124,50 €',
        incl: '149,40 €',
        files: [
          {
            id: 'upl-1',
            fileName: 'flyer-salon.pdf',
            downloadUrl: '/personal-area/artwork-file/?order_number=TIR-100042&upload_id=upl-1',
          },
        ],
        artworkMark: 'verified',
      },
      {
        key: 'line-2',
        productName: 'Cartes de visite',
        quantity: '500',
        attributes: [],
        excl: '60,00 €',
        incl: '72,00 €',
        files: [
          {
            id: 'upl-2',
            fileName: 'carte-72dpi.png',
            downloadUrl: '/personal-area/artwork-file/?order_number=TIR-100042&upload_id=upl-2',
          },
        ],
        artworkMark: 'toFix',
      },
      {
        key: 'line-3',
        productName: 'Affiches',
        jobName: 'Vitrine',
        quantity: '10',
        attributes: [],
        excl: '35,00 €',
        incl: '42,00 €',
        artworkMark: 'checking',
      },
      {
        key: 'line-4',
        productName: 'Stickers',
        quantity: '250',
        attributes: [],
        excl: '54,90 €',
        incl: '65,88 €',
      },
    ],
  },
};
