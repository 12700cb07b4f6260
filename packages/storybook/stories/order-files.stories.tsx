import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderFiles } from '@tirage/react-app/features/admin/components/order-files.js';

const meta = {
  title: 'Back office/OrderFiles',
  component: OrderFiles,
  args: { orderNumber: '', lines: undefined, error: undefined },
} satisfies Meta<typeof OrderFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a search: the order number to type. */
export const Empty: Story = {};

/** An order found: a design's print-ready PDF on one line, sent files and the design service's brief on another, none on a third. */
export const Filled: Story = {
  args: {
    orderNumber: 'TIR-100042',
    lines: [
      {
        id: 'line-1',
        productName: 'Flyers',
        jobName: 'Salon du livre',
        designBrief: undefined,
        files: [
          {
            id: 'upl-1',
            fileName: 'design-5f0c6a2e.pdf',
            downloadUrl: '/admin/order-file/?order_number=TIR-100042&upload_id=upl-1',
            size: '15,8 Mo',
            sentOn: '07-12-2026',
            status: 'received',
          },
        ],
      },
      {
        id: 'line-2',
        productName: 'Cartes de visite',
        jobName: 'Cabinet Martin',
        designBrief:
          'Textes à imprimer :\n  Cabinet Martin, expert-comptable\n  12 rue des Lilas, 69003 Lyon\nStyle :\n  Sobre\nRemarques :\n  Reprendre le logo de notre site',
        files: [
          {
            id: 'upl-2',
            fileName: 'carte-recto.pdf',
            downloadUrl: '/admin/order-file/?order_number=TIR-100042&upload_id=upl-2',
            size: '1,2 Mo',
            sentOn: '06-12-2026',
            status: 'approved',
          },
        ],
      },
      { id: 'line-3', productName: 'Affiches', jobName: '', designBrief: undefined, files: [] },
    ],
  },
};

/** No order of the shop has the number. */
export const NotFound: Story = {
  args: { orderNumber: 'TIR-0', error: 'Aucune commande de cette boutique ne porte ce numéro.' },
};
