import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { LegacyOrderDetail, type LegacyOrderDetailData } from './legacy-order-detail.js';
import { LegacyOrderList, type LegacyOrderRow, legacyOrderPath } from './legacy-order-list.js';

/** The links are react-router `Link`s: the components render inside a router. */
const render = (element: ReactElement) =>
  renderToStaticMarkup(
    <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] })} />,
  );

const rows: readonly LegacyOrderRow[] = [
  { orderNumber: 'CMD-2021-00318', date: '21-05-2021', status: 'Livrée', lines: 2, total: '289,44 €' },
  { orderNumber: 'CMD/2019 #42', date: '14-03-2019', status: 'Annulée', lines: 1, total: '221,40 €' },
];

describe('the list of orders of the previous site', () => {
  test('each order: its number linking to its detail, its date, its own status, its jobs and total', () => {
    const html = render(<LegacyOrderList orders={rows} total={2} page={1} pages={1} />);
    expect(html).toContain(
      '<caption>Vos commandes de notre ancien site, des plus récentes aux plus anciennes (2 en tout)</caption>',
    );
    expect(html).toContain(
      '<th scope="row"><a href="/personal-area/legacy-order-detail/?order_number=CMD-2021-00318" data-discover="true">CMD-2021-00318</a></th><td>21-05-2021</td><td>Livrée</td><td>2</td><td>289,44 €</td>',
    );
    // A number is encoded in the query, whatever it holds.
    expect(html).toContain('href="/personal-area/legacy-order-detail/?order_number=CMD%2F2019%20%2342"');
    expect(legacyOrderPath('CMD/2019 #42')).toBe(
      '/personal-area/legacy-order-detail/?order_number=CMD%2F2019%20%2342',
    );
    expect(html).not.toContain('class="pagination"');
  });

  test('several pages: the way to the previous and the next one', () => {
    const html = render(<LegacyOrderList orders={rows} total={24} page={2} pages={3} />);
    expect(html).toContain('aria-label="Pages de vos commandes de notre ancien site"');
    expect(html).toContain('<a href="/?page=1" data-discover="true">Page précédente</a>');
    expect(html).toContain('<span>Page 2 sur 3</span>');
    expect(html).toContain('<a href="/?page=3" data-discover="true">Page suivante</a>');
  });

  test('no order on the previous site: the empty state and no table', () => {
    const html = render(<LegacyOrderList orders={[]} total={0} page={1} pages={1} />);
    expect(html).toBe('<p class="empty-state">Aucune commande de notre ancien site</p>');
  });
});

const order: LegacyOrderDetailData = {
  orderNumber: 'CMD-2019-00042',
  date: '14-03-2019',
  status: 'Livrée',
  lines: [
    {
      productName: 'Flyers A5',
      quantity: '2 500',
      attributes: 'A5, couché brillant 135 g',
      excl: '124,50 €',
      incl: '149,40 €',
    },
    { productName: 'Stickers', quantity: '250', attributes: '', excl: '60,00 €', incl: '72,00 €' },
  ],
  shipping: 'Claire Dubois\n14 quai de la Tournelle\r\n\n75005 Paris',
  billing: undefined,
  totalExcl: '184,50 €',
  totalIncl: '221,40 €',
};

describe('an order of the previous site', () => {
  const html = render(<LegacyOrderDetail order={order} />);

  test('its number, day and status as the previous site wrote it', () => {
    expect(html).toContain('<h1>Commande n° CMD-2019-00042</h1>');
    expect(html).toContain('<p>Passée le 14-03-2019 sur notre ancien site · Livrée</p>');
  });

  test('each job with its quantity, its options when there are some, and its totals', () => {
    expect(html).toContain('<h3>Flyers A5</h3><p>2 500 exemplaires</p><p>A5, couché brillant 135 g</p>');
    expect(html).toContain('<h3>Stickers</h3><p>250 exemplaires</p><p>60,00 € HT · 72,00 € TTC</p>');
  });

  test('the addresses a line per part (blank lines dropped), a dash for a missing one, and the totals', () => {
    expect(html).toContain(
      '<dd><span class="address-line">Claire Dubois</span><span class="address-line">14 quai de la Tournelle</span><span class="address-line">75005 Paris</span></dd>',
    );
    expect(html).toContain('<dt>Adresse de facturation</dt><dd>–</dd>');
    expect(html).toContain('<dt>Total TTC</dt><dd>221,40 €</dd>');
    expect(html).toContain(
      '<a href="/personal-area/legacy-orders/" data-discover="true">Retour aux commandes de l’ancien site</a>',
    );
  });
});
