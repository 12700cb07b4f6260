import { cents } from '@tirage/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { money } from '../../lib/format.js';
import { demoBankTransfer, placedOrder } from '../../test-support/fake-orders.js';
import { PaymentView } from './payment-view.js';
import { paymentScreenData } from './payment-views.js';

const eur = (amount: number) => cents(amount, 'EUR');

const screenOf = (overrides: Partial<Parameters<typeof paymentScreenData>[0]> = {}) =>
  paymentScreenData({
    order: placedOrder({ allowedPaymentMethods: ['card', 'paypal', 'bankTransfer', 'wallet', 'deferred'] }),
    provider: { provider: 'sandbox', clientToken: 'tok' },
    walletCredit: eur(5_000),
    email: undefined,
    idempotencyKey: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
    locale: 'fr-FR',
    ...overrides,
  });

type Props = Parameters<typeof PaymentView>[0];

/** The forms are react-router `<Form>`s: the screen renders inside a router, as on the server. */
const render = (props: Partial<Props> = {}) =>
  renderToStaticMarkup(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <PaymentView
                screen={screenOf()}
                error={undefined}
                notice={undefined}
                busy={false}
                submit={() => undefined}
                loadProvider={() => Promise.reject(new Error('not in a server render'))}
                {...props}
              />
            ),
          },
        ],
        { initialEntries: ['/payment/?order=ord-1'] },
      )}
    />,
  );

/** Every `<input>` of the markup, with its type. */
const inputTypes = (html: string) =>
  [...html.matchAll(/<input\b[^>]*?type="([^"]+)"/g)].map((match) => match[1]);

describe('the payment screen', () => {
  test('the order’s number, the amount due and the choice among its methods, card first', () => {
    const html = render();
    expect(html).toContain('<h1>Paiement de la commande n° 100245</h1>');
    expect(html).toContain(`<dd data-testid="payment-due">${money(eur(7_200), 'fr-FR')}</dd>`);
    expect(html).toContain('<legend>Choisissez votre moyen de paiement</legend>');
    for (const label of [
      'Carte bancaire',
      'PayPal',
      'Mon crédit',
      'Virement bancaire',
      'Paiement sur facture',
    ])
      expect(html).toContain(`${label}</label>`);
    expect(html).toContain(
      '<input type="radio" name="paymentMethod" checked="" value="card"/>Carte bancaire',
    );
    // Only the chosen method's panel is shown.
    expect(html).toContain('<section class="payment-panel" aria-labelledby="payment-panel-card">');
    expect(html).toContain(
      '<section class="payment-panel" aria-labelledby="payment-panel-paypal" hidden="">',
    );
  });

  test('the page holds no card input: the card lives in the provider’s frames, drawn in the container', () => {
    const html = render();
    expect(new Set(inputTypes(html))).toEqual(new Set(['radio', 'hidden', 'checkbox']));
    expect(html).toContain('data-testid="card-fields"');
    expect(html).not.toMatch(/autocomplete="cc-|name="(cardNumber|number|cvv|cvc|expiry)"/);
  });

  test('before the browser runs it, the card panel says the secure payment is loading and "Payer" waits', () => {
    const html = render();
    expect(html).toContain('role="status">Chargement du paiement sécurisé…</p>');
    expect(html).toMatch(/<button type="button" class="button-primary" disabled="">Payer<\/button>/);
    expect(html).toMatch(
      /<button type="button" class="button-primary" disabled="">Payer avec PayPal<\/button>/,
    );
  });

  test('every post carries the attempt’s Idempotency-Key', () => {
    const html = render();
    const keys = html.match(/name="idempotencyKey" value="6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b"/g) ?? [];
    // Bank transfer, wallet and deferred payment (card and PayPal post it with the nonce).
    expect(keys).toHaveLength(3);
  });

  test('a refusal is an alert, and the methods stay there for another try', () => {
    const html = render({ error: 'Le paiement a été refusé par votre banque.' });
    expect(html).toContain(
      '<p class="alert alert-danger" role="alert">Le paiement a été refusé par votre banque.</p>',
    );
    expect(html).toContain('Valider le virement</button>');
  });

  test('while a payment is on its way, no other can start', () => {
    const html = render({ busy: true });
    expect(html).toMatch(/disabled="">Valider le virement</);
    expect(html).toMatch(/disabled="">Utiliser mon crédit</);
    expect(html).toMatch(/disabled="">Payer sur facture</);
    expect(html).toContain('role="status">Paiement en cours…</p>');
  });

  test('after the wallet paid part, the rest is offered on the same screen with what was paid', () => {
    const html = render({
      notice: 'Votre crédit a payé 50,00 €.',
      screen: screenOf({
        walletCredit: eur(0),
        order: placedOrder({ pendingAmount: eur(2_200) }),
      }),
    });
    expect(html).toContain('<p class="alert alert-success" role="status">Votre crédit a payé 50,00 €.</p>');
    expect(html).toContain(`Déjà payé : ${money(eur(5_000), 'fr-FR')}`);
    expect(html).not.toContain('Mon crédit</label>');
  });

  test('a bank transfer already chosen shows where to send it', () => {
    const html = render({ screen: screenOf({ order: placedOrder({ bankTransfer: demoBankTransfer }) }) });
    expect(html).toContain('Vous avez choisi le virement bancaire');
    expect(html).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(html).not.toContain('Virement bancaire</label>');
  });

  test('one method: no choice to make; none: the customer service', () => {
    const single = render({
      screen: screenOf({ order: placedOrder({ allowedPaymentMethods: ['bankTransfer'] }) }),
    });
    expect(single).not.toContain('<fieldset');
    expect(single).toContain('J’accepte le mandat de virement ci-dessus');
    const none = render({ screen: screenOf({ order: placedOrder({ allowedPaymentMethods: [] }) }) });
    expect(none).toContain('Aucun moyen de paiement n’est disponible pour cette commande.');
  });
});
