// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Address,
  type AddressInput,
  type CheckoutOptions,
  type Customer,
  type DomainError,
  designMissing,
  err,
  ok,
  type PlacedOrder,
  type Result,
} from '@tirage/domain';
import { type ActionFunction, createRoutesStub, type LoaderFunction, useSearchParams } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { settle } from '../test-support/dom.js';
import { fakeStorefrontContext } from '../test-support/fake-context.js';
import { accounts, businessCardsCart, claire, workshop } from '../test-support/fake-customer.js';
import { PARIS_ADDRESS_FIELDS } from '../test-support/form-data.js';
import Checkout, { action, loader } from './checkout.js';

const customer = claire;
const cart = businessCardsCart;

/** The customer's shop: the profile and the cart, the addresses the cart is given, the checkout. */
function shop(options: { readonly premium?: boolean; readonly book?: Parameters<typeof claire>[1] } = {}) {
  const setAddress = vi.fn(async (_cartId: string, _type: 'shipping' | 'billing', _address: Address) =>
    ok(cart),
  );
  const checkout = vi.fn(
    async (_cartId: string, _options: CheckoutOptions): Promise<Result<PlacedOrder, DomainError>> =>
      ok({ id: 'ord-9', orderNumber: '100900' }),
  );
  // An address added to the book comes back in the customer's book under a new id, and stays there.
  let profile = customer(options.premium, options.book);
  const addAddress = vi.fn(async (input: AddressInput) => {
    const before = profile;
    const added = { ...input, id: `${input.type}-new` };
    profile = {
      ...before,
      addresses: {
        ...before.addresses,
        ...(input.type === 'shipping'
          ? { shippingAddresses: [...before.addresses.shippingAddresses, added] }
          : { billingAddresses: [...before.addresses.billingAddresses, added] }),
      },
    };
    return ok<Customer>(profile);
  });
  const context = fakeStorefrontContext({
    loggedIn: true,
    ports: {
      customer: { getProfile: async () => ok(profile), addAddress },
      cart: { open: async () => ok(cart), setAddress, checkout },
    },
  });
  return { context, setAddress, checkout, addAddress };
}

function OrderSent() {
  const [params] = useSearchParams();
  return <h1>Commande {params.get('order')} envoyée</h1>;
}

afterEach(cleanup);

const TERMS = 'J’ai lu et j’accepte les conditions générales de vente';
const INVOICE = 'Je souhaite recevoir une facture';

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
  render(<Stub initialEntries={['/checkout/']} />);
  // The loader runs first: on a machine busy with other suites it can take more than the default second.
  await screen.findByRole('button', { name: 'Commander' }, { timeout: 10_000 });
  return userEvent.setup();
}

const fieldset = (legend: string) => screen.getByRole('group', { name: legend });

/** The radio choices of a fieldset: their label and whether each is checked. */
const choices = (legend: string) =>
  within(fieldset(legend))
    .getAllByRole<HTMLInputElement>('radio')
    .map((input) => ({ label: input.labels?.[0]?.textContent, value: input.value, checked: input.checked }));

const radio = (legend: string, value: string) => {
  const input = within(fieldset(legend))
    .getAllByRole<HTMLInputElement>('radio')
    .find((candidate) => candidate.value === value);
  if (input === undefined) throw new Error(`No choice ${value} in ${legend}`);
  return input;
};

/** The folded fields of a new address, under their summary "Nouvelle adresse". */
const newAddress = (legend: string) =>
  within(fieldset(legend)).getByText('Nouvelle adresse').closest('details') as HTMLDetailsElement;

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

const submit = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Commander' }));
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
    expect(newAddress('Adresse de livraison').open).toBe(false);
  });

  test('choosing "Une nouvelle adresse" unfolds its fields; choosing the book again folds them', async () => {
    const { context } = shop();
    const user = await open(context);
    await user.click(radio('Adresse de livraison', 'new'));
    expect(newAddress('Adresse de livraison').open).toBe(true);
    await user.click(radio('Adresse de livraison', 'ship-office'));
    expect(newAddress('Adresse de livraison').open).toBe(false);
  });

  test('with no billing address in the book, the new billing address stays folded while "Identique à l’adresse de livraison" is chosen', async () => {
    const { context } = shop({ book: { shipping: [workshop], billing: [] } });
    const user = await open(context);
    expect(radio('Adresse de facturation', 'same').checked).toBe(true);
    expect(newAddress('Adresse de facturation').open).toBe(false);
    await user.click(radio('Adresse de facturation', 'new'));
    expect(newAddress('Adresse de facturation').open).toBe(true);
    await user.click(radio('Adresse de facturation', 'same'));
    expect(newAddress('Adresse de facturation').open).toBe(false);
  });

  test('choosing another address of the book: the cart is given that address as it is in the book, nothing is added to the book, and the order is placed', async () => {
    const { context, setAddress, checkout, addAddress } = shop();
    const user = await open(context);
    await user.click(radio('Adresse de livraison', 'ship-workshop'));
    await user.click(radio('Adresse de facturation', 'bill-accounts'));
    await user.click(checkbox(TERMS));
    await submit(user);

    expect(setAddress.mock.calls).toEqual([
      ['cart-1', 'shipping', workshop],
      ['cart-1', 'billing', accounts],
    ]);
    expect(addAddress).not.toHaveBeenCalled();
    expect(checkout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande ord-9 envoyée' })).toBeDefined();
  });

  test('"the same as shipping" bills the chosen shipping address, added to the billing book as a copy', async () => {
    const { context, setAddress, addAddress } = shop();
    const user = await open(context);
    await user.click(radio('Adresse de livraison', 'ship-workshop'));
    await user.click(checkbox(TERMS));
    await submit(user);

    const { id: _id, ...fields } = workshop;
    expect(addAddress.mock.calls).toEqual([[{ ...fields, type: 'billing' }]]);
    expect(setAddress.mock.calls).toEqual([
      ['cart-1', 'shipping', workshop],
      ['cart-1', 'billing', { ...fields, type: 'billing', id: 'billing-new' }],
    ]);
  });

  test('a refused checkout keeps the address that was chosen, and nothing is ordered', async () => {
    const { context, setAddress, checkout } = shop();
    const user = await open(context);
    await user.click(radio('Adresse de livraison', 'ship-workshop'));
    // The terms are not accepted.
    await submit(user);

    expect((await screen.findByRole('alert')).textContent).toBe('Vérifiez les champs signalés.');
    expect(
      screen.getByRole('checkbox', {
        name: TERMS,
        description: 'Acceptez les conditions générales de vente pour commander.',
      }),
    ).toBeDefined();
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
    const options = within(fieldset('Votre commande'));
    expect(options.getByRole<HTMLInputElement>('checkbox', { name: INVOICE }).checked).toBe(true);
    expect(
      options.getByRole<HTMLTextAreaElement>('textbox', { name: 'Remarques pour l’atelier (facultatif)' })
        .value,
    ).toBe('');
    expect(checkbox(TERMS).checked).toBe(false);
    expect(screen.queryByRole('group', { name: 'Expéditeur du colis' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Nom de l’expéditeur' })).toBeNull();
  });

  test('the options chosen go with the checkout: no invoice, the notes, the terms accepted, the shop as sender', async () => {
    const { context, checkout } = shop();
    const user = await open(context);
    await user.click(checkbox(INVOICE));
    await user.type(
      screen.getByRole('textbox', { name: 'Remarques pour l’atelier (facultatif)' }),
      'Livrer avant 10 h',
    );
    await user.click(checkbox(TERMS));
    await submit(user);

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
    const user = await open(context);
    expect(choices('Expéditeur du colis')).toEqual([
      { label: 'Tirage (expéditeur par défaut)', value: 'product', checked: true },
      { label: 'Mon propre nom d’expéditeur (revendeurs)', value: 'custom', checked: false },
    ]);
    await user.click(radio('Expéditeur du colis', 'custom'));
    await user.type(screen.getByRole('textbox', { name: 'Nom de l’expéditeur' }), 'Agence Lumière');
    await user.click(checkbox(TERMS));
    await submit(user);

    expect(checkout).toHaveBeenCalledWith(
      'cart-1',
      expect.objectContaining({ sender: { type: 'custom', customSender: 'Agence Lumière' } }),
    );
  });

  test('a premium reseller choosing a sender of their own must name it', async () => {
    const { context, checkout } = shop({ premium: true });
    const user = await open(context);
    await user.click(radio('Expéditeur du colis', 'custom'));
    await user.click(checkbox(TERMS));
    await submit(user);
    expect(await screen.findByText('Indiquez le nom de l’expéditeur.')).toBeDefined();
    expect(checkout).not.toHaveBeenCalled();
  });

  test('the recap lists the cart’s lines and totals', async () => {
    const { context } = shop();
    await open(context);
    const recap = within(screen.getByRole('region', { name: 'Récapitulatif de la commande' }));
    const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(recap.getAllByRole('listitem')[0]?.textContent)).toBe(
      'Cartes de visite, 500 exemplaires : 72,00 € TTC',
    );
    expect(plain(recap.getByTestId('cart-total-incl').textContent)).toBe('72,00 €');
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

describe('checkout: the checkout call fails', () => {
  test('the page says so in French and keeps what was chosen; no order, and trying again adds nothing more to the book', async () => {
    const { context, checkout, addAddress } = shop();
    checkout.mockImplementation(async () => err({ kind: 'http.network', message: 'fetch failed' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const user = await open(context);
      await user.click(radio('Adresse de livraison', 'ship-workshop'));
      await user.click(checkbox(TERMS));
      await submit(user);

      const failed =
        'Votre commande n’a pas pu être enregistrée. Votre panier est intact : réessayez dans un instant.';
      expect((await screen.findByRole('alert')).textContent).toBe(failed);
      expect(checkout).toHaveBeenCalledTimes(1);
      expect(radio('Adresse de livraison', 'ship-workshop').checked).toBe(true);
      expect(checkbox(TERMS).checked).toBe(true);
      expect(screen.queryByRole('heading', { level: 1, name: /Commande .* envoyée/ })).toBeNull();
      expect(warn).toHaveBeenCalledWith('checkout refused', 'http.network');
      // Billed as shipped: the billing copy of the workshop joined the book once, before the call.
      expect(addAddress.mock.calls.map(([input]) => input.type)).toEqual(['billing']);

      // Trying again finds the copy in the book (the profile now holds it): nothing is added twice.
      await submit(user);
      await waitFor(() => expect(checkout).toHaveBeenCalledTimes(2));
      expect((await screen.findByRole('alert')).textContent).toBe(failed);
      expect(addAddress).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('checkout: a design made online removed since its line was added', () => {
  test('the action says which artwork is missing and what to do, and no order is sent', async () => {
    const { context, checkout } = shop();
    checkout.mockImplementation(async () => err(designMissing()));
    const body = new FormData();
    body.set('shippingAddress', 'ship-office');
    body.set('billingAddress', 'same');
    body.set('terms', 'on');
    const request = new Request('https://shop.test/checkout/', { method: 'POST', body });
    const answer = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
    if (answer === undefined || !('data' in answer)) throw new Error('The checkout should be refused');
    expect(checkout).toHaveBeenCalledTimes(1);
    expect(answer.data.message).toBe(
      'Le design en ligne d’un produit de votre panier a été supprimé : retirez ce produit du panier ou créez un nouveau design.',
    );
  });
});

describe('checkout: an empty post', () => {
  test('is refused field by field, comes back empty as posted, and gives nothing to the cart', async () => {
    const { context, setAddress, checkout } = shop();
    const request = new Request('https://shop.test/checkout/', { method: 'POST', body: new FormData() });
    const answer = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
    if (answer === undefined || !('data' in answer)) throw new Error('The checkout should be refused');
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({
      terms: 'Acceptez les conditions générales de vente pour commander.',
      shippingAddress: 'Choisissez une adresse.',
      billingAddress: 'Choisissez une adresse.',
    });
    const empty = { firstName: '', lastName: '', company: '', street: '', streetComplement: '' };
    expect(answer.data.posted).toMatchObject({
      shippingAddress: '',
      billingAddress: '',
      sender: 'product',
      customSender: '',
      invoiceRequested: false,
      notes: '',
      terms: false,
      shipping: empty,
      billing: empty,
    });
    expect(setAddress).not.toHaveBeenCalled();
    expect(checkout).not.toHaveBeenCalled();
  });

  test('what was typed comes back trimmed and cut at the form’s limits', async () => {
    const { context, checkout } = shop();
    const body = new FormData();
    body.set('shippingAddress', ` ${'x'.repeat(120)} `);
    body.set('shipping.city', `  ${'Lyon'.repeat(60)}  `);
    const request = new Request('https://shop.test/checkout/', { method: 'POST', body });
    const answer = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
    if (answer === undefined || !('data' in answer)) throw new Error('The checkout should be refused');
    expect(answer.data.posted.shippingAddress).toBe('x'.repeat(100));
    expect(answer.data.posted.shipping.city).toBe('Lyon'.repeat(50));
    expect(checkout).not.toHaveBeenCalled();
  });
});

describe('checkout: a new address', () => {
  /** The checkout posted with a new shipping address, billed to the same. */
  const post = async (context: ReturnType<typeof shop>['context'], address: Record<string, string>) => {
    const body = new FormData();
    body.set('shippingAddress', 'new');
    body.set('billingAddress', 'same');
    body.set('terms', 'on');
    for (const [name, value] of Object.entries(address)) body.set(`shipping.${name}`, value);
    const request = new Request('https://shop.test/checkout/', { method: 'POST', body });
    return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
  };
  const oberkampf = { ...PARIS_ADDRESS_FIELDS, company: ' Atelier Oberkampf ' };

  test('is read with the address rules: each refused field says why under it, and nothing is added or ordered', async () => {
    const { context, addAddress, checkout } = shop();
    const answer = await post(context, { ...oberkampf, city: '', postalCode: '75*11' });
    if (answer === undefined || !('data' in answer)) throw new Error('The checkout should be refused');
    expect(answer.init?.status).toBe(400);
    expect(answer.data.message).toBe('Vérifiez les champs signalés.');
    expect(answer.data.fieldErrors).toEqual({
      'shipping.city': 'Ce champ est obligatoire.',
      'shipping.postalCode': 'Ce code postal n’est pas valable pour ce pays.',
    });
    // What was typed comes back, to fill the form again.
    expect(answer.data.posted.shipping.postalCode).toBe('75*11');
    expect(addAddress).not.toHaveBeenCalled();
    expect(checkout).not.toHaveBeenCalled();
  });

  test('a good one goes to the book as typed (trimmed, the empty fields left out), then to the cart', async () => {
    const { context, addAddress, setAddress } = shop();
    await expect(post(context, oberkampf)).rejects.toBeInstanceOf(Response);
    expect(addAddress.mock.calls[0]).toEqual([
      {
        ...oberkampf,
        type: 'shipping',
        company: 'Atelier Oberkampf',
        streetComplement: undefined,
        phone: undefined,
        email: undefined,
        vatNumber: undefined,
      },
    ]);
    expect(setAddress.mock.calls[0]?.[1]).toBe('shipping');
  });
});
