// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { OrderFiles, type OrderFilesLineView } from './order-files.js';

afterEach(cleanup);

const lines: OrderFilesLineView[] = [
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
    jobName: '',
    designBrief: 'Textes à imprimer :\n  Cabinet Martin\nStyle :\n  Sobre',
    files: [],
  },
];

describe('the order files of the back office', () => {
  test('each line with its files, each a download', () => {
    render(<OrderFiles orderNumber="TIR-100042" lines={lines} error={undefined} />);
    const [flyers, cards] = screen.getAllByRole('heading', { level: 3 });
    expect(flyers?.textContent).toBe('Flyers · Salon du livre');
    expect(cards?.textContent).toBe('Cartes de visite');
    const link = screen.getByRole('link', { name: 'design-5f0c6a2e.pdf' });
    expect(link.getAttribute('href')).toBe('/admin/order-file/?order_number=TIR-100042&upload_id=upl-1');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText('Aucun fichier pour ce produit.')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('TIR-100042');
    // The workshop reads what the shopper asked of the designer, as they wrote it.
    const brief = screen.getByRole('region', { name: 'Brief du service graphique' });
    expect(brief.querySelector('pre')?.textContent).toBe(
      'Textes à imprimer :\n  Cabinet Martin\nStyle :\n  Sobre',
    );
    expect(screen.getAllByRole('region', { name: 'Brief du service graphique' })).toHaveLength(1);
  });

  test('an order not found is said, and no list is drawn', () => {
    render(
      <OrderFiles
        orderNumber="TIR-0"
        lines={undefined}
        error="Aucune commande de cette boutique ne porte ce numéro."
      />,
    );
    expect(within(screen.getByRole('alert')).getByText(/Aucune commande/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
