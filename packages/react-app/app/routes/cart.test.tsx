// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Cart,
  cents,
  checkAddLine,
  DESIGN_SERVICE,
  type DomainError,
  err,
  FILE_CHECK_SERVICE,
  type LineItem,
  MAX_CART_TAXED_CENTS,
  ok,
  type Result,
  tooManyLines,
} from '@tirage/domain';
import { type ActionFunction, createRoutesStub, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeStorefrontContext } from '../test-support/fake-context.js';
import { businessCardsLine } from '../test-support/fake-orders.js';
import CartScreen, { action, loader } from './cart.js';

const eur = (amount: number) => cents(amount, 'EUR');

const FAILED = 'Votre panier n’a pas pu être mis à jour. Réessayez dans un instant.';
const GENERIC = 'Le produit n’a pas pu être dupliqué. Réessayez dans un instant.';
const MAX_PRICE =
  'Le total de votre panier ne peut pas dépasser 100 000 € TTC : commandez d’abord les produits qu’il contient.';

/** A cart of these lines, its totals their sums. */
function cartOf(lines: readonly LineItem[]): Cart {
  return {
    id: 'cart-1',
    currency: 'EUR',
    lineItems: Object.fromEntries(lines.map((line) => [line.id, line])),
    totalPrice: eur(lines.reduce((total, line) => total + line.price.cents, 0)),
    taxedPrice: eur(lines.reduce((total, line) => total + line.taxedTotalPriceWithServices.cents, 0)),
    shippingAddress: undefined,
    billingAddress: undefined,
  };
}

/** A line costing `taxedCents` incl. VAT (a fifth of it VAT). */
const lineCosting = (id: string, taxedCents: number): LineItem => ({
  ...businessCardsLine,
  id,
  price: eur(Math.round(taxedCents / 1.2)),
  taxedTotalPriceWithServices: eur(taxedCents),
});

/**
 * A guest's cart held by the fake shop. `duplicate` says how the shop answers a duplication; by
 * default it keeps the cart's limits as the shop's server does (domain `checkAddLine`), adding the
 * copy at the end.
 */
function shop(
  lines: readonly LineItem[],
  duplicate?: (cart: Cart, lineId: string) => Result<Cart, DomainError>,
) {
  let cart = cartOf(lines);
  const keepLimits = (current: Cart, lineId: string): Result<Cart, DomainError> => {
    const original = current.lineItems[lineId];
    if (original === undefined) return err({ kind: 'cart.lineNotFound', message: 'gone', lineId });
    const allowed = checkAddLine({
      lineCount: Object.keys(current.lineItems).length,
      productTaxed: original.taxedTotalPriceWithServices,
      cartTaxed: current.taxedPrice,
    });
    if (!allowed.ok) return allowed;
    return ok(cartOf([...Object.values(current.lineItems), { ...original, id: `${lineId}-copy` }]));
  };
  const duplicateLineItem = vi.fn(async (_cartId: string, lineId: string) => {
    const answer = (duplicate ?? keepLimits)(cart, lineId);
    if (answer.ok) cart = answer.value;
    return answer;
  });
  const context = fakeStorefrontContext({
    anonymousId: 'anon-1',
    ports: {
      cart: { open: async () => ok(cart), duplicateLineItem },
      catalog: {
        pageContent: async () => err({ kind: 'page.notFound', status: 404, path: '', message: '' }),
      },
    },
  });
  return { context, duplicateLineItem, lineCount: () => Object.keys(cart.lineItems).length };
}

const duplicationFailed = (serverMessage: string | undefined): DomainError => ({
  kind: 'duplication.failed',
  serverMessage,
  message: 'The line item could not be duplicated',
});

/** The cart action, called as the server calls it for the form a cart line posts. */
async function post(context: ReturnType<typeof shop>['context'], intent: string, lineItemId: string) {
  const body = new FormData();
  body.set('intent', intent);
  body.set('lineItemId', lineItemId);
  const request = new Request('https://shop.test/cart/', { method: 'POST', body });
  const answer = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
  return { status: answer.init?.status ?? 200, notice: answer.data.notice };
}

describe('duplicating a cart line that the shop refuses', () => {
  test('the server’s message is shown, as danger, when the dictionary has an entry for it', async () => {
    const { context } = shop([businessCardsLine], () => err(duplicationFailed('cart.error.lineNotFound')));
    expect(await post(context, 'duplicate', businessCardsLine.id)).toEqual({
      status: 409,
      notice: { text: 'Ce produit n’est plus dans votre panier.', variant: 'danger' },
    });
  });

  test.each([
    ['a message the dictionary does not know', 'Internal duplication failure'],
    ['no message', undefined],
    ['a blank message', '   '],
  ])('with %s, the generic duplication message is shown, as danger', async (_case, serverMessage) => {
    const { context } = shop([businessCardsLine], () => err(duplicationFailed(serverMessage)));
    expect(await post(context, 'duplicate', businessCardsLine.id)).toEqual({
      status: 409,
      notice: { text: GENERIC, variant: 'danger' },
    });
  });

  test('a failure that is not the duplication’s own (the network) is the generic message too', async () => {
    const { context } = shop([businessCardsLine], () => err({ kind: 'http.network', message: 'offline' }));
    expect((await post(context, 'duplicate', businessCardsLine.id)).notice).toEqual({
      text: GENERIC,
      variant: 'danger',
    });
  });

  test('a copy that would take the cart above 100 000 € incl. VAT is refused with the limit’s French message', async () => {
    // 60 000 € incl. VAT: its copy would make 120 000 €.
    const { context, lineCount } = shop([lineCosting('big', 6_000_000)]);
    expect(await post(context, 'duplicate', 'big')).toEqual({
      status: 409,
      notice: { text: MAX_PRICE, variant: 'danger' },
    });
    expect(lineCount()).toBe(1);
  });

  test('a copy that brings the cart to exactly 100 000 € incl. VAT is allowed', async () => {
    const { context, lineCount } = shop([lineCosting('half', MAX_CART_TAXED_CENTS / 2)]);
    expect(await post(context, 'duplicate', 'half')).toEqual({
      status: 200,
      notice: { text: 'Le produit a été dupliqué.', variant: 'success' },
    });
    expect(lineCount()).toBe(2);
  });

  test('a sixteenth line is refused with the limit of lines’ French message', async () => {
    const lines = Array.from({ length: 15 }, (_, index) => lineCosting(`line-${index}`, 1_000));
    const { context } = shop(lines);
    expect(await post(context, 'duplicate', 'line-0')).toEqual({
      status: 409,
      notice: {
        text: 'Votre panier contient déjà 15 produits, le maximum : commandez-les ou retirez-en un avant d’en ajouter un autre.',
        variant: 'danger',
      },
    });
  });

  test('the limit of lines is the cart’s error even when the shop answers it for a duplication', async () => {
    const { context } = shop([businessCardsLine], () => err(tooManyLines()));
    expect((await post(context, 'duplicate', businessCardsLine.id)).notice.text).toMatch(
      /^Votre panier contient déjà 15 produits/,
    );
  });
});

describe('duplicating a cart line that the shop accepts', () => {
  test.each<[string, LineItem['services'], string]>([
    ['no paid service', [], 'Le produit a été dupliqué.'],
    [
      'the file check',
      [{ key: FILE_CHECK_SERVICE, unitPrice: eur(490), taxRate: 20, inputText: undefined }],
      'Le produit a été dupliqué, avec la vérification de fichiers : envoyez les fichiers de la copie.',
    ],
    [
      'the design service',
      [{ key: DESIGN_SERVICE, unitPrice: eur(3_900), taxRate: 20, inputText: undefined }],
      'Le produit a été dupliqué, avec la création graphique : notre graphiste vous contactera pour la copie.',
    ],
  ])('a line with %s says what was copied, as success', async (_case, services, text) => {
    const { context, duplicateLineItem } = shop([{ ...businessCardsLine, services }]);
    expect(await post(context, 'duplicate', businessCardsLine.id)).toEqual({
      status: 200,
      notice: { text, variant: 'success' },
    });
    expect(duplicateLineItem).toHaveBeenCalledWith('cart-1', businessCardsLine.id);
  });

  test('a line no longer in the cart is not sent to the shop', async () => {
    const { context, duplicateLineItem } = shop([businessCardsLine]);
    expect(await post(context, 'duplicate', 'line-gone')).toEqual({
      status: 404,
      notice: { text: 'Ce produit n’est plus dans votre panier.', variant: 'danger' },
    });
    expect(duplicateLineItem).not.toHaveBeenCalled();
  });
});

describe('a cart post that is not a line’s action', () => {
  test.each([
    ['an unknown intent', 'copy', businessCardsLine.id],
    ['no line', 'duplicate', ''],
    ['a removal without a line', 'delete', ''],
    ['a line id longer than the contract allows', 'delete', 'x'.repeat(201)],
  ])('%s is refused (400) and nothing is sent to the shop', async (_case, intent, lineItemId) => {
    const { context, duplicateLineItem, lineCount } = shop([businessCardsLine]);
    expect(await post(context, intent, lineItemId)).toEqual({
      status: 400,
      notice: { text: FAILED, variant: 'danger' },
    });
    expect(duplicateLineItem).not.toHaveBeenCalled();
    expect(lineCount()).toBe(1);
  });
});

describe('the cart screen after a duplication', () => {
  afterEach(cleanup);

  async function pressDuplicate(context: ReturnType<typeof shop>['context']) {
    const user = userEvent.setup();
    const Stub = createRoutesStub(
      [
        {
          path: '/cart/',
          Component: CartScreen,
          HydrateFallback: () => <p>Chargement…</p>,
          loader: loader as unknown as LoaderFunction,
          action: action as unknown as ActionFunction,
        },
      ],
      context,
    );
    render(<Stub initialEntries={['/cart/']} />);
    await user.click(await screen.findByRole('button', { name: 'Dupliquer' }));
  }

  test('a refusal is announced as an alert, in the danger style, and the cart is unchanged', async () => {
    const { context } = shop([businessCardsLine], () =>
      err(duplicationFailed('Internal duplication failure')),
    );
    await pressDuplicate(context);
    const shown = await screen.findByRole('alert');
    expect(shown.textContent).toBe(GENERIC);
    expect(shown.className).toBe('alert alert-danger');
    expect(screen.getAllByRole('article', { name: 'Cartes de visite' })).toHaveLength(1);
  });

  test('the 100 000 € limit is announced as an alert too', async () => {
    const { context } = shop([lineCosting('big', 6_000_000)]);
    await pressDuplicate(context);
    const shown = await screen.findByRole('alert');
    expect(shown.textContent).toBe(MAX_PRICE);
    expect(shown.className).toBe('alert alert-danger');
  });

  test('a copy made is announced as a status, in the success style, and shown in the cart', async () => {
    const { context } = shop([businessCardsLine]);
    await pressDuplicate(context);
    const shown = await screen.findByRole('status');
    expect(shown.textContent).toBe('Le produit a été dupliqué.');
    expect(shown.className).toBe('alert alert-success');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('article', { name: 'Cartes de visite' })).toHaveLength(2);
  });
});
