import { cents } from '@tirage/domain';
import { describe, expect, test } from 'vitest';
import { money } from '../../lib/format.js';
import { aPayment, demoBankTransfer, placedOrder } from '../../test-support/fake-orders.js';
import { orderRecapView, paymentScreenData } from './payment-views.js';

const eur = (amount: number) => cents(amount, 'EUR');
const fr = (amount: number) => money(eur(amount), 'fr-FR');

const screenOf = (overrides: Partial<Parameters<typeof paymentScreenData>[0]> = {}) =>
  paymentScreenData({
    order: placedOrder(),
    provider: { provider: 'sandbox', clientToken: 'tok' },
    walletCredit: undefined,
    email: 'claire@example.fr',
    idempotencyKey: 'key-1',
    locale: 'fr-FR',
    ...overrides,
  });

describe('the payment screen’s data', () => {
  test('the amount due and the methods the order allows, in the shop’s order', () => {
    const screen = screenOf({
      order: placedOrder({ allowedPaymentMethods: ['bankTransfer', 'paypal', 'card', 'deferred'] }),
    });
    expect(screen.due).toEqual(eur(7_200));
    expect(screen.dueLabel).toBe(fr(7_200));
    expect(screen.methods).toEqual(['card', 'paypal', 'bankTransfer', 'deferred']);
    expect(screen.paidLabel).toBeUndefined();
    expect(screen.idempotencyKey).toBe('key-1');
  });

  test('the wallet is offered only to a customer with credit', () => {
    expect(screenOf().methods).not.toContain('wallet');
    expect(screenOf({ walletCredit: eur(0) }).methods).not.toContain('wallet');
    expect(screenOf({ walletCredit: eur(1_000) }).methods).toContain('wallet');
    expect(
      screenOf({ walletCredit: eur(1_000), order: placedOrder({ allowedPaymentMethods: ['card'] }) }).methods,
    ).toEqual(['card']);
  });

  test('credit that covers the order pays all of it; less pays all the credit and leaves a rest', () => {
    expect(screenOf({ walletCredit: eur(10_000) }).wallet).toEqual({
      credit: fr(10_000),
      offer: eur(7_200),
      offerLabel: fr(7_200),
      rest: undefined,
    });
    expect(screenOf({ walletCredit: eur(5_000) }).wallet).toEqual({
      credit: fr(5_000),
      offer: eur(5_000),
      offerLabel: fr(5_000),
      rest: fr(2_200),
    });
  });

  test('a bank transfer already accepted shows its details and is not offered again', () => {
    const screen = screenOf({ order: placedOrder({ bankTransfer: demoBankTransfer }) });
    expect(screen.methods).toEqual(['card', 'paypal']);
    expect(screen.bankTransfer).toEqual({ ...demoBankTransfer, amount: fr(7_200) });
  });

  test('what is already paid, and a card payment in progress, are said', () => {
    const partly = screenOf({
      order: placedOrder({
        pendingAmount: eur(2_200),
        payments: [aPayment({ method: 'wallet', amount: eur(5_000) })],
      }),
    });
    expect(partly.paidLabel).toBe(fr(5_000));
    expect(partly.due).toEqual(eur(2_200));
    const charging = screenOf({ order: placedOrder({ payments: [aPayment({ status: 'pending' })] }) });
    expect(charging.inProgress).toBe(true);
  });
});

describe('the order recap', () => {
  test('lines, totals excluding and including VAT, the VAT, and each payment with its method and status', () => {
    const recap = orderRecapView(
      placedOrder({
        pendingAmount: eur(2_200),
        payments: [
          aPayment({ id: 'p1', method: 'wallet', amount: eur(5_000) }),
          aPayment({ id: 'p2', method: 'card', amount: eur(2_200), status: 'failed' }),
        ],
      }),
      { locale: 'fr-FR', status: 'En attente de paiement', addressText: () => 'adresse', payable: true },
    );
    expect(recap.totalExcl).toBe(fr(6_000));
    expect(recap.vat).toBe(fr(1_200));
    expect(recap.totalIncl).toBe(fr(7_200));
    expect(recap.due).toBe(fr(2_200));
    expect(recap.lines).toEqual([
      {
        id: 'line-cards',
        productName: 'Cartes de visite',
        jobName: 'Cabinet Martin',
        quantity: '500',
        attributes: ['Format : 85 × 55 mm'],
        excl: fr(6_000),
        incl: fr(7_200),
      },
    ]);
    expect(recap.payments).toEqual([
      { id: 'p1', text: `Mon crédit · ${fr(5_000)} · payé · le 01-03-2026` },
      { id: 'p2', text: `Carte bancaire · ${fr(2_200)} · refusé · le 01-03-2026` },
    ]);
    expect(recap.shipping).toBeUndefined();
  });
});
