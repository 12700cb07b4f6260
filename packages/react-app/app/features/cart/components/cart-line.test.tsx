// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_SERVICE, cents, FILE_CHECK_SERVICE, type LineItem } from '@tirage/domain';
import { type ActionFunctionArgs, createRoutesStub } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { businessCardsLine } from '../../../test-support/fake-orders.js';
import { CartLine } from './cart-line.js';

const eur = (amount: number) => cents(amount, 'EUR');

/**
 * 1 000 business cards on matt paper: 80 € excl. VAT for the job, the file check (4,90 €) and a
 * coupon (-5,00 €), so 79,90 € excl. VAT and 95,88 € incl. VAT; delivered on 5 December 2026.
 */
const line: LineItem = {
  ...businessCardsLine,
  id: 'line-42',
  thumbnailUrl: '/assets/products/cartes-de-visite.svg',
  price: eur(8_000),
  quantity: 1000,
  taxedTotalPriceWithServices: eur(9_588),
  attributes: [
    { key: 'format', value: '85x55', label: 'Format', valueLabel: '85 × 55 mm' },
    { key: 'paper', value: 'couche-mat', label: 'Papier', valueLabel: 'Couché mat 350 g' },
  ],
  services: [
    { key: FILE_CHECK_SERVICE, unitPrice: eur(490), taxRate: 20, inputText: undefined },
    { key: COUPON_SERVICE, unitPrice: eur(-500), taxRate: 20, inputText: 'BF25' },
  ],
  arrivalDate: Temporal.PlainDate.from('2026-12-05'),
};

let posted: Record<string, FormDataEntryValue>[];

beforeEach(() => {
  posted = [];
});
afterEach(cleanup);

/** The line on the cart page, whose action records what each form posts. */
function show(props: Partial<Parameters<typeof CartLine>[0]> = {}) {
  const Stub = createRoutesStub([
    {
      path: '/cart/',
      Component: () => (
        <CartLine line={line} editPath="/cartes-de-visite/?line_item_id=line-42" locale="fr-FR" {...props} />
      ),
      action: async ({ request }: ActionFunctionArgs) => {
        posted.push(Object.fromEntries(await request.formData()));
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/cart/']} />);
}

/** The texts of a list's items, in order; Intl's no-break spaces read as plain ones. */
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '));

/** The line's lists: its attributes first, its services last. */
const lists = () => within(screen.getByRole('article')).getAllByRole('list');

describe('a cart line', () => {
  test('the thumbnail of the product is shown as a decorative picture', () => {
    show();
    const image = screen.getByRole('presentation');
    expect(image.getAttribute('src')).toBe('/assets/products/cartes-de-visite.svg');
    expect(image.getAttribute('alt')).toBe('');
  });

  test('a line without a thumbnail shows no picture', () => {
    show({ line: { ...line, thumbnailUrl: undefined } });
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('a line made online shows its design, named, and "Modifier le design" reopens it in the designer', () => {
    show({
      line: {
        ...line,
        productId: 'business-cards',
        selection: { ...line.selection, uploadType: 'dex', designId: 'd-7' },
      },
    });
    const design = screen.getByRole('img', { name: 'Votre design pour « Cabinet Martin »' });
    expect(design.getAttribute('src')).toBe('/designer/thumbnail/?design=d-7');
    // The product's picture gives way to the design's.
    expect(screen.queryByRole('presentation')).toBeNull();
    const edit = new URL(
      screen.getByRole('link', { name: 'Modifier le design' }).getAttribute('href') ?? '',
      'https://shop.test',
    );
    expect(edit.pathname).toBe('/designer/');
    expect(Object.fromEntries(edit.searchParams)).toEqual({
      product: 'business-cards',
      format: '85x55',
      from: '/cart/',
      design: 'd-7',
    });
  });

  test('a line whose artwork is sent as files names no design, even one left from an earlier choice', () => {
    show({ line: { ...line, selection: { ...line.selection, uploadType: 'upload', designId: 'd-7' } } });
    expect(screen.queryByRole('link', { name: 'Modifier le design' })).toBeNull();
    expect(screen.getByRole('presentation').getAttribute('src')).toBe(
      '/assets/products/cartes-de-visite.svg',
    );
  });

  test('the line is named by its product, and says its job name', () => {
    show();
    expect(screen.getByRole('article', { name: 'Cartes de visite' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Cartes de visite' })).toBeDefined();
    expect(screen.getByText('Commande : Cabinet Martin')).toBeDefined();
  });

  test('the chosen attributes are listed with the names the product page showed', () => {
    show();
    expect(items(lists()[0] as HTMLElement)).toEqual(['Format : 85 × 55 mm', 'Papier : Couché mat 350 g']);
  });

  test('the quantity is written with the locale’s digit groups', () => {
    show();
    expect(screen.getByText('1 000 exemplaires')).toBeDefined();
  });

  test('the delivery date is written DD-MM-YYYY; none is said when the shop could not compute one', () => {
    show();
    expect(screen.getByText('Livraison prévue le 05-12-2026')).toBeDefined();
    cleanup();
    show({ line: { ...line, arrivalDate: undefined } });
    expect(screen.queryByText(/Livraison prévue/)).toBeNull();
  });

  test('each service is named with its price excl. VAT; a coupon is named with its code and a negative price', () => {
    show();
    expect(items(lists().at(-1) as HTMLElement)).toEqual([
      'Vérification des fichiers : 4,90 € HT',
      'Code promo BF25 : -5,00 € HT',
    ]);
  });

  test('the line’s totals: excl. VAT (the job and its services) and incl. VAT', () => {
    show();
    expect(screen.getByText('79,90 € HT')).toBeDefined();
    expect(screen.getByText('95,88 € TTC')).toBeDefined();
  });

  test('"Modifier" opens the product page on the line; "Dupliquer" and "Supprimer" are buttons', () => {
    show();
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe(
      '/cartes-de-visite/?line_item_id=line-42',
    );
    expect(screen.getByRole('button', { name: 'Dupliquer' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Supprimer' }).hasAttribute('disabled')).toBe(false);
  });

  test('a line whose product page is gone cannot be edited, only duplicated or removed', () => {
    show({ editPath: undefined });
    expect(screen.queryByRole('link', { name: 'Modifier' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dupliquer' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Supprimer' })).toHaveLength(1);
  });

  test('"Dupliquer" posts the duplicate intent with the line’s id; "Supprimer" the delete intent', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Dupliquer' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { lineItemId: 'line-42', intent: 'duplicate' },
        { lineItemId: 'line-42', intent: 'delete' },
      ]),
    );
  });

  test('while the cart answers, neither button can be pressed again', () => {
    show({ busy: true });
    expect(screen.getByRole('button', { name: 'Dupliquer' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Supprimer' }).hasAttribute('disabled')).toBe(true);
  });

  test('a multi-artwork line lists its artworks with their numbers of labels', () => {
    show({
      line: {
        ...line,
        isMultiArtwork: true,
        multiArtworkDetails: [
          { name: 'Citron', quantity: 1500, numberOfRolls: 3 },
          { name: 'Fraise', quantity: 500, numberOfRolls: 1 },
        ],
      },
    });
    expect(items(screen.getByRole('list', { name: 'Visuels' }))).toEqual([
      'Citron : 1 500 étiquettes',
      'Fraise : 500 étiquettes',
    ]);
  });
});
