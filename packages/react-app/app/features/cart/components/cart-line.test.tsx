// @vitest-environment happy-dom
import { COUPON_SERVICE, cents, FILE_CHECK_SERVICE, type LineItem } from '@tirage/domain';
import { act } from 'react';
import { type ActionFunctionArgs, createRoutesStub } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, test } from 'vitest';
import { screenPerTest } from '../../../test-support/dom.js';
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

const screen = screenPerTest();
let posted: Record<string, FormDataEntryValue>[];

beforeEach(() => {
  posted = [];
});

/** The line on the cart page, whose action records what each form posts. */
async function show(props: Partial<Parameters<typeof CartLine>[0]> = {}) {
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
  await screen.render(<Stub initialEntries={['/cart/']} />);
}

// Intl separates digit groups and the currency with no-break spaces; the test reads plain ones.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** The accessible name of an element named by its content or its aria-label. */
const nameOf = (element: Element) => plain(element.getAttribute('aria-label') ?? element.textContent);

const byRole = (role: 'button' | 'link', name: string) => {
  const selector = role === 'button' ? 'button' : 'a[href]';
  return [...screen.host.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => nameOf(element) === name,
  );
};

const texts = (selector: string) =>
  [...screen.host.querySelectorAll(selector)].map((element) => plain(element.textContent));

describe('a cart line', () => {
  test('the thumbnail of the product is shown as a decorative picture', async () => {
    await show();
    const image = screen.host.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/assets/products/cartes-de-visite.svg');
    expect(image?.getAttribute('alt')).toBe('');
  });

  test('a line without a thumbnail shows no picture', async () => {
    await show({ line: { ...line, thumbnailUrl: undefined } });
    expect(screen.host.querySelector('img')).toBeNull();
  });

  test('the line is named by its product, and says its job name', async () => {
    await show();
    const article = screen.host.querySelector('article');
    const heading = screen.host.querySelector(`#${article?.getAttribute('aria-labelledby')}`);
    expect(heading?.tagName).toBe('H2');
    expect(heading?.textContent).toBe('Cartes de visite');
    expect(screen.host.textContent).toContain('Commande : Cabinet Martin');
  });

  test('the chosen attributes are listed with the names the product page showed', async () => {
    await show();
    expect(texts('.cart-line-attributes li')).toEqual(['Format : 85 × 55 mm', 'Papier : Couché mat 350 g']);
  });

  test('the quantity is written with the locale’s digit groups', async () => {
    await show();
    expect(texts('.cart-line-body > p')).toContain('1 000 exemplaires');
  });

  test('the delivery date is written DD-MM-YYYY; none is said when the shop could not compute one', async () => {
    await show();
    expect(texts('.cart-line-body > p')).toContain('Livraison prévue le 05-12-2026');
    await show({ line: { ...line, arrivalDate: undefined } });
    expect(screen.host.textContent).not.toContain('Livraison prévue');
  });

  test('each service is named with its price excl. VAT; a coupon is named with its code and a negative price', async () => {
    await show();
    expect(texts('.cart-line-services li')).toEqual([
      'Vérification des fichiers : 4,90 € HT',
      'Code promo BF25 : -5,00 € HT',
    ]);
  });

  test('the line’s totals: excl. VAT (the job and its services) and incl. VAT', async () => {
    await show();
    expect(texts('.cart-line-prices p')).toEqual(['79,90 € HT', '95,88 € TTC']);
  });

  test('"Modifier" opens the product page on the line; "Dupliquer" and "Supprimer" are buttons', async () => {
    await show();
    const [edit] = byRole('link', 'Modifier');
    expect(edit?.getAttribute('href')).toBe('/cartes-de-visite/?line_item_id=line-42');
    expect(byRole('button', 'Dupliquer')).toHaveLength(1);
    expect(byRole('button', 'Supprimer')).toHaveLength(1);
    expect(byRole('button', 'Dupliquer')[0]?.hasAttribute('disabled')).toBe(false);
  });

  test('a line whose product page is gone cannot be edited, only duplicated or removed', async () => {
    await show({ editPath: undefined });
    expect(byRole('link', 'Modifier')).toEqual([]);
    expect(byRole('button', 'Dupliquer')).toHaveLength(1);
    expect(byRole('button', 'Supprimer')).toHaveLength(1);
  });

  test('"Dupliquer" posts the duplicate intent with the line’s id; "Supprimer" the delete intent', async () => {
    await show();
    await act(async () => byRole('button', 'Dupliquer')[0]?.click());
    await act(async () => byRole('button', 'Supprimer')[0]?.click());
    expect(posted).toEqual([
      { lineItemId: 'line-42', intent: 'duplicate' },
      { lineItemId: 'line-42', intent: 'delete' },
    ]);
  });

  test('while the cart answers, neither button can be pressed again', async () => {
    await show({ busy: true });
    expect(byRole('button', 'Dupliquer')[0]?.hasAttribute('disabled')).toBe(true);
    expect(byRole('button', 'Supprimer')[0]?.hasAttribute('disabled')).toBe(true);
  });

  test('a multi-artwork line lists its artworks with their numbers of labels', async () => {
    await show({
      line: {
        ...line,
        isMultiArtwork: true,
        multiArtworkDetails: [
          { name: 'Citron', quantity: 1500, numberOfRolls: 3 },
          { name: 'Fraise', quantity: 500, numberOfRolls: 1 },
        ],
      },
    });
    expect(texts('.cart-line-artworks li')).toEqual(['Citron : 1 500 étiquettes', 'Fraise : 500 étiquettes']);
  });
});
