import { ok } from '@tirage/domain';
import { flyersPage } from '@tirage/domain/testing';
import { describe, expect, test, vi } from 'vitest';
import { cartErrorMessage } from '../features/product-page/add-to-cart.server.js';
import { fakeStorefrontContext } from '../test-support/fake-context.js';
import { action } from './content-page.js';

const SELECTION_CHANGED =
  'Votre sélection n’est plus disponible telle quelle : vérifiez les options puis réessayez.';
const DESIGN_NAME = 'Donnez à votre création un nom d’au plus 100 caractères, sur une ligne.';
const DESIGN_SELECTION =
  'Cette configuration ne peut pas être enregistrée telle quelle : vérifiez les options.';
const EDIT_FAILED = 'La modification n’a pas pu être enregistrée. Réessayez dans un instant.';

/** A selection as the flyers page posts it. */
const selection = JSON.stringify({
  selectedAttributes: { format: 'A5' },
  quantity: 1000,
  deliveryOption: 'standard',
  productionTime: 'standard',
  uploadType: 'upload',
  fileCheck: false,
  jobName: '',
  artworks: [],
});

/** The flyers page's action, for a logged-in customer or a guest; every call it may make is a spy. */
async function post(fields: Record<string, string>, options: { loggedIn?: boolean; query?: string } = {}) {
  const spies = {
    productConfiguration: vi.fn(async () => ok(undefined)),
    putLineItem: vi.fn(),
    save: vi.fn(async (input: { name: string }) => ok({ id: 'des-1', name: input.name })),
    finalizeEdit: vi.fn(async () => ok({ orderNumber: 'TIR-1' })),
    resetPaymentMethod: vi.fn(async () => ok(undefined)),
  };
  const context = fakeStorefrontContext({
    loggedIn: options.loggedIn ?? true,
    ports: {
      catalog: {
        pageContent: async () => ok(flyersPage),
        productConfiguration: spies.productConfiguration,
      },
      cart: { putLineItem: spies.putLineItem },
      design: { save: spies.save } as never,
      order: { finalizeEdit: spies.finalizeEdit, resetPaymentMethod: spies.resetPaymentMethod } as never,
    },
  });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(`https://shop.test/flyers/${options.query ?? ''}`, { method: 'POST', body });
  let answer: unknown;
  try {
    answer = await action({ request, context, params: { '*': 'flyers/' } } as unknown as Parameters<
      typeof action
    >[0]);
  } catch (thrown) {
    answer = thrown;
  }
  const reply = answer as { data?: Record<string, unknown>; init?: { status?: number } | null };
  return { answer, status: reply.init?.status ?? 200, data: reply.data, ...spies };
}

describe('the product page’s posts', () => {
  test('a post with no intent the page knows is not allowed, and changes nothing', async () => {
    const { status, data, putLineItem, save } = await post({ intent: 'buy', selection });
    expect({ status, data }).toEqual({ status: 405, data: { path: '/flyers/' } });
    expect(putLineItem).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  test.each<[string, Record<string, string>]>([
    ['no selection', { intent: 'addToCart' }],
    ['a selection that is not JSON', { intent: 'addToCart', selection: '{"quantity":' }],
    ['a selection the page does not post', { intent: 'addToCart', selection: '{"quantity":1000}' }],
    ['a cart line id beyond the contract', { intent: 'addToCart', selection, lineItemId: 'x'.repeat(201) }],
    [
      'a design id that cannot be one',
      {
        intent: 'addToCart',
        selection: JSON.stringify({ ...JSON.parse(selection), uploadType: 'dex', designId: '../designs' }),
      },
    ],
  ])('adding to the cart with %s is refused, and nothing is priced nor added', async (_case, fields) => {
    const { status, data, productConfiguration, putLineItem } = await post(fields);
    expect({ status, data }).toEqual({ status: 400, data: { error: SELECTION_CHANGED } });
    expect(productConfiguration).not.toHaveBeenCalled();
    expect(putLineItem).not.toHaveBeenCalled();
  });

  test('saving a design sends the name, trimmed, with the selection', async () => {
    const { data, save } = await post({ intent: 'saveDesign', name: '  Flyers été ', selection });
    expect(data).toEqual({ designSaved: { id: 'des-1', name: 'Flyers été' } });
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Flyers été', productConfigurationId: 'flyers' }),
    );
  });

  test.each<[string, Record<string, string>, string]>([
    ['no name', { intent: 'saveDesign', selection }, DESIGN_NAME],
    ['a blank name', { intent: 'saveDesign', name: '   ', selection }, DESIGN_NAME],
    ['a name too long', { intent: 'saveDesign', name: 'x'.repeat(101), selection }, DESIGN_NAME],
    [
      'a name and a bad selection',
      { intent: 'saveDesign', name: 'x'.repeat(101), selection: '' },
      DESIGN_NAME,
    ],
    ['no selection', { intent: 'saveDesign', name: 'Flyers' }, DESIGN_SELECTION],
    [
      'a selection that is not JSON',
      { intent: 'saveDesign', name: 'Flyers', selection: '[' },
      DESIGN_SELECTION,
    ],
  ])('saving a design with %s is refused (400), and nothing is saved', async (_case, fields, error) => {
    const { status, data, save } = await post(fields);
    expect({ status, data }).toEqual({ status: 400, data: { designError: error } });
    expect(save).not.toHaveBeenCalled();
  });

  test('a guest saving a design is asked to log in first', async () => {
    const { data, save } = await post(
      { intent: 'saveDesign', name: 'Flyers', selection },
      { loggedIn: false },
    );
    expect(data).toEqual({ designError: 'Connectez-vous pour enregistrer votre création' });
    expect(save).not.toHaveBeenCalled();
  });

  const onOrderItem = { query: '?order_id=ord-1&order_line_item_id=line-1' };

  test('confirming an order edit sends the draft’s ids, and opens the order', async () => {
    const { answer, finalizeEdit } = await post(
      { intent: 'finalizeOrderEdit', orderId: 'ord-1', orderEditId: 'edit-1' },
      onOrderItem,
    );
    expect(finalizeEdit).toHaveBeenCalledWith({ orderId: 'ord-1', orderEditId: 'edit-1' });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe(
      '/personal-area/order-detail/?order_number=TIR-1&edited=1',
    );
  });

  test.each<Record<string, string>>([
    { intent: 'finalizeOrderEdit', orderId: 'ord-1' },
    { intent: 'finalizeOrderEdit', orderId: '', orderEditId: 'edit-1' },
    { intent: 'finalizeOrderEdit', orderId: 'ord-1', orderEditId: 'x'.repeat(201) },
  ])('confirming an order edit with %j is refused (400), and nothing is confirmed', async (fields) => {
    const { status, data, finalizeEdit, resetPaymentMethod } = await post(fields, onOrderItem);
    expect({ status, data }).toEqual({ status: 400, data: { orderEditError: EDIT_FAILED } });
    expect(finalizeEdit).not.toHaveBeenCalled();
    expect(resetPaymentMethod).not.toHaveBeenCalled();
  });
});

describe('why a job could not go into the cart', () => {
  test('a design the shop refuses as the artwork is said in the shopper’s words; another refusal generally', () => {
    const refusedAs = (field: string) =>
      cartErrorMessage({
        kind: 'request.invalid',
        message: 'The request is not valid',
        fieldErrors: [{ field, message: 'The design is made for another format' }],
      });
    expect(refusedAs('merchantInfo.designId')).toBe(
      'Votre design ne correspond pas au format choisi : revenez au format du design, ou modifiez-le dans l’éditeur.',
    );
    expect(refusedAs('quantity')).toBe('Le produit n’a pas pu être ajouté au panier. Réessayez.');
  });
});
