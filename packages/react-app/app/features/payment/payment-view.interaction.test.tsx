// @vitest-environment happy-dom

import { cleanup, screen as dom, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cents } from '@tirage/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { settle } from '../../test-support/dom.js';
import { placedOrder } from '../../test-support/fake-orders.js';
import { PaymentView, type ProviderPaymentFields } from './payment-view.js';
import { paymentScreenData } from './payment-views.js';
import {
  type CardFieldsOptions,
  type PaymentProviderClient,
  type PaymentProviderFactory,
  ProviderError,
  type ProviderNonce,
} from './provider/payment-provider.js';

const KEY = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';

const screen = paymentScreenData({
  order: placedOrder({ allowedPaymentMethods: ['card', 'paypal'] }),
  provider: { provider: 'sandbox', clientToken: 'tok' },
  walletCredit: undefined,
  email: 'claire@example.fr',
  idempotencyKey: KEY,
  locale: 'fr-FR',
});

/** A provider that draws a stand-in frame and answers what the test scripted. */
function fakeProvider(script: {
  readonly tokenize?: () => Promise<ProviderNonce>;
  readonly paypal?: () => Promise<ProviderNonce | 'cancelled'>;
}) {
  const mounted: { container: HTMLElement; options: CardFieldsOptions }[] = [];
  const client: PaymentProviderClient = {
    mountCardFields: async (container, options) => {
      mounted.push({ container, options });
      const frame = document.createElement('iframe');
      frame.title = 'provider card fields';
      container.append(frame);
      return {
        tokenize: script.tokenize ?? (async () => ({ nonce: 'card-nonce', deviceData: 'device-1' })),
        teardown: async () => frame.remove(),
      };
    },
    approveWithPayPal: script.paypal ?? (async () => ({ nonce: 'paypal-nonce', deviceData: undefined })),
  };
  const load: PaymentProviderFactory = async () => client;
  return { load, mounted };
}

let posted: ProviderPaymentFields[];

beforeEach(() => {
  posted = [];
});
afterEach(cleanup);

async function show(load: PaymentProviderFactory) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PaymentView
            screen={screen}
            error={undefined}
            notice={undefined}
            busy={false}
            submit={(fields) => posted.push(fields)}
            loadProvider={load}
          />
        ),
      },
    ],
    { initialEntries: ['/payment/?order=ord-1'] },
  );
  render(<RouterProvider router={router} />);
  await settle();
}

const button = (name: string) => dom.getByRole<HTMLButtonElement>('button', { name });

const click = async (element: HTMLElement) => {
  await userEvent.setup().click(element);
  await settle();
};

/** Chooses PayPal among the payment methods, which shows its panel. */
const choosePaypal = () => click(dom.getByRole('radio', { name: 'PayPal' }));

const alertText = () => dom.queryByRole('alert')?.textContent;

describe('paying through the provider, in the browser', () => {
  test('the card frames are drawn in the container for the amount due; "Payer" then posts the nonce with the key', async () => {
    const provider = fakeProvider({});
    await show(provider.load);
    expect(provider.mounted).toHaveLength(1);
    expect(provider.mounted[0]?.container.dataset.testid).toBe('card-fields');
    expect(provider.mounted[0]?.options).toEqual({ amount: cents(7_200, 'EUR'), email: 'claire@example.fr' });
    expect(dom.queryByText('Chargement du paiement sécurisé…')).toBeNull();
    expect(button('Payer').disabled).toBe(false);
    await click(button('Payer'));
    expect(posted).toEqual([
      {
        method: 'card',
        orderId: 'ord-1',
        idempotencyKey: KEY,
        amountCents: '7200',
        currency: 'EUR',
        nonce: 'card-nonce',
        deviceData: 'device-1',
      },
    ]);
  });

  test('3-D Secure failed: a French alert, nothing posted, "Payer" usable again', async () => {
    const provider = fakeProvider({
      tokenize: () => Promise.reject(new ProviderError('authenticationFailed', 'challenge failed')),
    });
    await show(provider.load);
    await click(button('Payer'));
    expect(posted).toEqual([]);
    expect(alertText()).toBe(
      'La vérification 3-D Secure de votre banque a échoué. Aucun montant n’a été débité : réessayez ou choisissez un autre moyen de paiement.',
    );
    expect(button('Payer').disabled).toBe(false);
  });

  test('invalid card fields are said as such', async () => {
    const provider = fakeProvider({
      tokenize: () => Promise.reject(new ProviderError('invalidCard', 'empty')),
    });
    await show(provider.load);
    await click(button('Payer'));
    expect(alertText()).toBe(
      'Vérifiez les informations de votre carte : numéro, date d’expiration et cryptogramme.',
    );
  });

  test('a provider that cannot be loaded: card and PayPal say so and stay disabled', async () => {
    await show(() => Promise.reject(new Error('script blocked')));
    const unavailable = /^Le service de paiement est momentanément indisponible\./;
    // Each method's panel says it.
    expect(dom.getAllByText(unavailable)).toHaveLength(2);
    expect(button('Payer').disabled).toBe(true);
    await choosePaypal();
    expect(button('Payer avec PayPal').disabled).toBe(true);
  });

  test('PayPal: an approval posts its nonce; a closed approval charges nothing and says so', async () => {
    const approved = fakeProvider({});
    await show(approved.load);
    await choosePaypal();
    await click(button('Payer avec PayPal'));
    expect(posted).toMatchObject([
      { method: 'paypal', nonce: 'paypal-nonce', idempotencyKey: KEY, deviceData: '' },
    ]);

    posted = [];
    cleanup();
    const cancelled = fakeProvider({ paypal: async () => 'cancelled' });
    await show(cancelled.load);
    await choosePaypal();
    await click(button('Payer avec PayPal'));
    expect(posted).toEqual([]);
    expect(dom.getByRole('status').textContent).toBe(
      'Le paiement PayPal a été annulé : aucun montant n’a été débité.',
    );
  });

  test('choosing PayPal shows its panel and hides the card’s', async () => {
    await show(fakeProvider({}).load);
    expect(dom.getByRole('heading', { name: 'Carte bancaire' })).toBeDefined();
    expect(dom.queryByRole('heading', { name: 'PayPal' })).toBeNull();
    await choosePaypal();
    expect(dom.getByRole('heading', { name: 'PayPal' })).toBeDefined();
    expect(dom.getByRole('button', { name: 'Payer avec PayPal' })).toBeDefined();
    expect(dom.queryByRole('heading', { name: 'Carte bancaire' })).toBeNull();
    expect(dom.queryByRole('button', { name: 'Payer' })).toBeNull();
  });
});
