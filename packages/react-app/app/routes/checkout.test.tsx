// @vitest-environment happy-dom
import {
  type Address,
  type AddressInput,
  type CheckoutOptions,
  type Customer,
  ok,
  type PlacedOrder,
} from '@tirage/domain';
import { act } from 'react';
import { type ActionFunction, createRoutesStub, type LoaderFunction, useSearchParams } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { screenPerTest, settle } from '../test-support/dom.js';
import { fakeStorefrontContext } from '../test-support/fake-context.js';
import { accounts, businessCardsCart, claire, workshop } from '../test-support/fake-customer.js';
import Checkout, { action, loader } from './checkout.js';

const customer = claire;
const cart = businessCardsCart;

/** The customer's shop: the profile and the cart, the addresses the cart is given, the checkout. */
function shop(options: { readonly premium?: boolean; readonly book?: Parameters<typeof claire>[1] } = {}) {
  const setAddress = vi.fn(async (_cartId: string, _type: 'shipping' | 'billing', _address: Address) =>
    ok(cart),
  );
  const checkout = vi.fn(async (_cartId: string, _options: CheckoutOptions) =>
    ok<PlacedOrder>({ id: 'ord-9', orderNumber: '100900' }),
  );
  // An address added to the book comes back in the customer's book under a new id.
  const addAddress = vi.fn(async (input: AddressInput) => {
    const before = customer(options.premium, options.book);
    const added = { ...input, id: `${input.type}-new` };
    return ok<Customer>({
      ...before,
      addresses: {
        ...before.addresses,
        ...(input.type === 'shipping'
          ? { shippingAddresses: [...before.addresses.shippingAddresses, added] }
          : { billingAddresses: [...before.addresses.billingAddresses, added] }),
      },
    });
  });
  const context = fakeStorefrontContext({
    loggedIn: true,
    ports: {
      customer: { getProfile: async () => ok(customer(options.premium, options.book)), addAddress },
      cart: { open: async () => ok(cart), setAddress, checkout },
    },
  });
  return { context, setAddress, checkout, addAddress };
}

function OrderSent() {
  const [params] = useSearchParams();
  return <h1>Commande {params.get('order')} envoyée</h1>;
}

const screen = screenPerTest();

/** The checkout screen with its own loader and action, on the fake shop's request context. */
async function open(context: ReturnType<typeof shop>['context']) {
  const Stub = createRoutesStub(
    [
      {
        path: '/checkout/',
        Component: Checkout,
        HydrateFallback: () => <p>Chargement…</p>,
        loader: loader as unknown as LoaderFunction,
        action: action as unknown as ActionFunction,
      },
      { path: '/order-sent/', Component: OrderSent },
    ],
    context,
  );
  await screen.render(<Stub initialEntries={['/checkout/']} />);
  await settle();
}

const fieldset = (legend: string) => {
  const found = [...screen.host.querySelectorAll('fieldset')].find(
    (candidate) => candidate.querySelector(':scope > legend')?.textContent === legend,
  );
  if (found === undefined) throw new Error(`No fieldset ${legend}`);
  return found;
};

/** The radio choices of a fieldset: their label and whether each is checked. */
const choices = (legend: string) =>
  [...fieldset(legend).querySelectorAll<HTMLInputElement>(':scope > label > input[type="radio"]')].map(
    (input) => ({ label: input.parentElement?.textContent, value: input.value, checked: input.checked }),
  );

const radio = (legend: string, value: string) => {
  const input = fieldset(legend).querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`);
  if (input === null) throw new Error(`No choice ${value} in ${legend}`);
  return input;
};

const checkbox = (name: string) => {
  const input = screen.host.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`);
  if (input === null) throw new Error(`No checkbox ${name}`);
  return input;
};

const submit = async () => {
  const button = [...screen.host.querySelectorAll('button')].find(
    (found) => found.textContent === 'Commander',
  );
  if (button === undefined) throw new Error('No "Commander" button');
  await act(async () => button.click());
  await settle();
};

describe('checkout: the address book’s addresses', () => {
  test('every shipping address of the book is offered on one line, the default one chosen; billing is the same as shipping by default', async () => {
    const { context } = shop();
    await open(context);
    expect(choices('Adresse de livraison')).toEqual([
      {
        label: 'Claire Martin, Cabinet Martin, 12 rue Oberkampf, 75011 Paris, France',
        value: 'ship-office',
        checked: true,
      },
      {
        label: 'Claire Martin, 4 quai de la Fosse, Atelier B, 44000 Nantes, France',
        value: 'ship-workshop',
        checked: false,
      },
      { label: 'Une nouvelle adresse', value: 'new', checked: false },
    ]);
    expect(choices('Adresse de facturation')).toEqual([
      {
        label: 'Claire Martin, 1 place du Commerce, 44000 Nantes, France',
        value: 'bill-accounts',
        checked: false,
      },
      { label: 'Identique à l’adresse de livraison', value: 'same', checked: true },
      { label: 'Une nouvelle adresse', value: 'new', checked: false },
    ]);
    // With an address of the book chosen, the new address's fields stay folded.
    const newShipping = fieldset('Adresse de livraison').querySelector('details');
    expect(newShipping?.open).toBe(false);
  });

  test('choosing "Une nouvelle adresse" unfolds its fields; choosing the book again folds them', async () => {
    const { context } = shop();
    await open(context);
    const details = () => fieldset('Adresse de livraison').querySelector('details');
    await act(async () => radio('Adresse de livraison', 'new').click());
    expect(details()?.open).toBe(true);
    await act(async () => radio('Adresse de livraison', 'ship-office').click());
    expect(details()?.open).toBe(false);
  });

  test('with no billing address in the book, the new billing address stays folded while "Identique à l’adresse de livraison" is chosen', async () => {
    const { context } = shop({ book: { shipping: [workshop], billing: [] } });
    await open(context);
    const details = () => fieldset('Adresse de facturation').querySelector('details');
    expect(radio('Adresse de facturation', 'same').checked).toBe(true);
    expect(details()?.open).toBe(false);
    await act(async () => radio('Adresse de facturation', 'new').click());
    expect(details()?.open).toBe(true);
    await act(async () => radio('Adresse de facturation', 'same').click());
    expect(details()?.open).toBe(false);
  });

  test('choosing another address of the book: the cart is given that address as it is in the book, nothing is added to the book, and the order is placed', async () => {
    const { context, setAddress, checkout, addAddress } = shop();
    await open(context);
    await act(async () => radio('Adresse de livraison', 'ship-workshop').click());
    await act(async () => radio('Adresse de facturation', 'bill-accounts').click());
    await act(async () => checkbox('terms').click());
    await submit();

    expect(setAddress.mock.calls).toEqual([
      ['cart-1', 'shipping', workshop],
      ['cart-1', 'billing', accounts],
    ]);
    expect(addAddress).not.toHaveBeenCalled();
    expect(checkout).toHaveBeenCalledTimes(1);
    expect(screen.host.querySelector('h1')?.textContent).toBe('Commande ord-9 envoyée');
  });

  test('"the same as shipping" bills the chosen shipping address, added to the billing book as a copy', async () => {
    const { context, setAddress, addAddress } = shop();
    await open(context);
    await act(async () => radio('Adresse de livraison', 'ship-workshop').click());
    await act(async () => checkbox('terms').click());
    await submit();

    const { id: _id, ...fields } = workshop;
    expect(addAddress.mock.calls).toEqual([[{ ...fields, type: 'billing' }]]);
    expect(setAddress.mock.calls).toEqual([
      ['cart-1', 'shipping', workshop],
      ['cart-1', 'billing', { ...fields, type: 'billing', id: 'billing-new' }],
    ]);
  });

  test('a refused checkout keeps the address that was chosen, and nothing is ordered', async () => {
    const { context, setAddress, checkout } = shop();
    await open(context);
    await act(async () => radio('Adresse de livraison', 'ship-workshop').click());
    // The terms are not accepted.
    await submit();

    expect(screen.host.querySelector('[role="alert"]')?.textContent).toBe('Vérifiez les champs signalés.');
    expect(screen.host.querySelector('#terms-error')?.textContent).toBe(
      'Acceptez les conditions générales de vente pour commander.',
    );
    expect(radio('Adresse de livraison', 'ship-workshop').checked).toBe(true);
    expect(radio('Adresse de livraison', 'ship-office').checked).toBe(false);
    expect(setAddress).not.toHaveBeenCalled();
    expect(checkout).not.toHaveBeenCalled();
  });
});

describe('checkout: the options', () => {
  test('an invoice is requested by default, the notes are empty and the terms are not accepted; only premium resellers choose the sender', async () => {
    const { context } = shop();
    await open(context);
    const options = fieldset('Votre commande');
    expect(checkbox('invoiceRequested').checked).toBe(true);
    expect(options.textContent).toContain('Je souhaite recevoir une facture');
    expect(options.querySelector<HTMLTextAreaElement>('textarea[name="notes"]')?.value).toBe('');
    expect(checkbox('terms').checked).toBe(false);
    expect(screen.host.querySelector('input[name="sender"]')).toBeNull();
    expect(screen.host.querySelector('input[name="customSender"]')).toBeNull();
  });

  test('the options chosen go with the checkout: no invoice, the notes, the terms accepted, the shop as sender', async () => {
    const { context, checkout } = shop();
    await open(context);
    await act(async () => checkbox('invoiceRequested').click());
    const notes = screen.host.querySelector<HTMLTextAreaElement>('textarea[name="notes"]');
    if (notes === null) throw new Error('No notes');
    notes.value = 'Livrer avant 10 h';
    await act(async () => checkbox('terms').click());
    await submit();

    expect(checkout).toHaveBeenCalledWith('cart-1', {
      sender: { type: 'product' },
      userNotes: { invoiceRequested: false, comment: 'Livrer avant 10 h' },
      internalCheckout: false,
      skipDocReview: false,
      recapChecks: { terms: true },
    });
  });

  test('a premium reseller is offered the shop as sender first, or a name of their own, which goes with the checkout', async () => {
    const { context, checkout } = shop({ premium: true });
    await open(context);
    expect(choices('Expéditeur du colis')).toEqual([
      { label: 'Tirage (expéditeur par défaut)', value: 'product', checked: true },
      { label: 'Mon propre nom d’expéditeur (revendeurs)', value: 'custom', checked: false },
    ]);
    await act(async () => radio('Expéditeur du colis', 'custom').click());
    const sender = screen.host.querySelector<HTMLInputElement>('input[name="customSender"]');
    if (sender === null) throw new Error('No custom sender');
    sender.value = 'Agence Lumière';
    await act(async () => checkbox('terms').click());
    await submit();

    expect(checkout).toHaveBeenCalledWith(
      'cart-1',
      expect.objectContaining({ sender: { type: 'custom', customSender: 'Agence Lumière' } }),
    );
  });

  test('a premium reseller choosing a sender of their own must name it', async () => {
    const { context, checkout } = shop({ premium: true });
    await open(context);
    await act(async () => radio('Expéditeur du colis', 'custom').click());
    await act(async () => checkbox('terms').click());
    await submit();
    expect(screen.host.textContent).toContain('Indiquez le nom de l’expéditeur.');
    expect(checkout).not.toHaveBeenCalled();
  });

  test('the recap lists the cart’s lines and totals', async () => {
    const { context } = shop();
    await open(context);
    const recap = screen.host.querySelector('section[aria-labelledby="checkout-recap"]');
    const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(recap?.querySelector('li')?.textContent)).toBe(
      'Cartes de visite, 500 exemplaires : 72,00 € TTC',
    );
    expect(plain(recap?.querySelector('[data-testid="cart-total-incl"]')?.textContent)).toBe('72,00 €');
  });
});

describe('checkout: an address chosen that is no longer in the book', () => {
  test('the action refuses it under the choice ("Choisissez une adresse.") and gives nothing to the cart', async () => {
    const { context, setAddress, checkout } = shop();
    const body = new FormData();
    body.set('shippingAddress', 'ship-removed');
    body.set('billingAddress', 'same');
    body.set('invoiceRequested', 'on');
    body.set('terms', 'on');
    const request = new Request('https://shop.test/checkout/', { method: 'POST', body });
    const answer = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
    if (answer === undefined || !('data' in answer)) throw new Error('The checkout should be refused');
    expect(answer.init?.status).toBe(400);
    expect(answer.data.message).toBe('Vérifiez les champs signalés.');
    expect(answer.data.fieldErrors).toEqual({ shippingAddress: 'Choisissez une adresse.' });
    // What was chosen comes back, to fill the form again.
    expect(answer.data.posted.shippingAddress).toBe('ship-removed');
    expect(setAddress).not.toHaveBeenCalled();
    expect(checkout).not.toHaveBeenCalled();
  });
});
