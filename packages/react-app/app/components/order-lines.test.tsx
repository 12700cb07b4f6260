// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { OrderLines, type OrderLineView } from './order-lines.js';

afterEach(cleanup);

const line: OrderLineView = {
  key: 'line-1',
  productName: 'Flyers',
  jobName: 'Salon du livre',
  quantity: '500',
  attributes: ['Format : A5'],
  excl: '48,00 €',
  incl: '57,60 €',
};

describe('the lines of an order', () => {
  test('a line lists its services with their prices, a promo code’s discount among them', () => {
    render(
      <OrderLines
        headingId="lines"
        lines={[
          { ...line, services: ['Code promo LETTRE-NOEL : -10,70 €', 'Vérification des fichiers : 4,90 €'] },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Flyers'),
      'Format : A5',
      'Code promo LETTRE-NOEL : -10,70 €',
      'Vérification des fichiers : 4,90 €',
    ]);
  });

  test('a job made online shows its design, named by the job', () => {
    render(
      <OrderLines
        headingId="lines"
        lines={[{ ...line, designThumbnailUrl: '/designer/thumbnail/?design=d-7' }]}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Votre design pour « Salon du livre »' }).getAttribute('src'),
    ).toBe('/designer/thumbnail/?design=d-7');
  });

  test('the line’s files are listed, each a download', () => {
    render(
      <OrderLines
        headingId="lines"
        lines={[
          {
            ...line,
            files: [
              {
                id: 'upl-1',
                fileName: 'design-5f0c6a2e.pdf',
                downloadUrl: '/personal-area/artwork-file/?upload_id=upl-1',
              },
              {
                id: 'upl-2',
                fileName: 'verso.pdf',
                downloadUrl: '/personal-area/artwork-file/?upload_id=upl-2',
              },
            ],
          },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['design-5f0c6a2e.pdf', '/personal-area/artwork-file/?upload_id=upl-1'],
      ['verso.pdf', '/personal-area/artwork-file/?upload_id=upl-2'],
    ]);
    expect(screen.getByText(/^Fichiers :/)).toBeTruthy();
  });

  test('a job without a design made online shows no picture', () => {
    render(<OrderLines headingId="lines" lines={[line]} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
