import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, type CurrencyCode, type Money } from '../money/money.js';
import { walletOffer, walletPaymentAmount } from './wallet.js';

const currencyArb = fc.constantFrom(...CURRENCIES);
const centsArb = fc.integer({ min: 1, max: 10_000_000 });
const of = (cents: number, currency: CurrencyCode = 'EUR'): Money => ({ cents, currency });

/** A payable state: something due, some credit, one currency. */
const stateArb = fc
  .tuple(centsArb, centsArb, currencyArb)
  .map(([due, credit, currency]) => ({ due: of(due, currency), credit: of(credit, currency) }));

describe('walletPaymentAmount', () => {
  test.prop([stateArb, centsArb])(
    'never takes more than agreed, than the credit or than the due, and takes something',
    (state, agreed) => {
      const taken = walletPaymentAmount(state, of(agreed, state.due.currency));
      if (!taken.ok) {
        expect(taken.error.kind).toBe('wallet.dueGrew');
        return;
      }
      expect(taken.value.currency).toBe(state.due.currency);
      expect(taken.value.cents).toBeGreaterThan(0);
      expect(taken.value.cents).toBeLessThanOrEqual(Math.min(agreed, state.credit.cents, state.due.cents));
    },
  );

  test.prop([stateArb])('the offer the page showed is taken exactly while nothing changed', (state) => {
    const offer = walletOffer(state);
    expect(offer.ok).toBe(true);
    if (!offer.ok) return;
    expect(walletPaymentAmount(state, offer.value)).toEqual({ ok: true, value: offer.value });
    // The order is paid in full exactly when the credit covers it.
    expect(offer.value.cents === state.due.cents).toBe(state.credit.cents >= state.due.cents);
  });

  test.prop([stateArb, centsArb, centsArb])(
    'a due that grew after the offer is refused while the wallet could now pay more than agreed',
    (seen, growth, extraCredit) => {
      const offer = walletOffer(seen);
      if (!offer.ok) throw new Error('a payable state has an offer');
      const now = {
        due: of(seen.due.cents + growth, seen.due.currency),
        credit: of(Math.max(seen.credit.cents, offer.value.cents + extraCredit), seen.credit.currency),
      };
      const taken = walletPaymentAmount(now, offer.value);
      expect(taken.ok ? 'taken' : taken.error.kind).toBe('wallet.dueGrew');
    },
  );

  test.prop([stateArb, centsArb])(
    'a due that grew is not refused when the credit was the limit: the shopper expected to pay the rest another way',
    (seen, growth) => {
      fc.pre(seen.credit.cents < seen.due.cents);
      const offer = walletOffer(seen);
      if (!offer.ok) throw new Error('a payable state has an offer');
      const now = { due: of(seen.due.cents + growth, seen.due.currency), credit: seen.credit };
      expect(walletPaymentAmount(now, offer.value)).toEqual({ ok: true, value: seen.credit });
    },
  );

  test.prop([stateArb, centsArb])('a due that shrank takes only the new due', (seen, extra) => {
    const agreed = of(seen.due.cents + extra, seen.due.currency);
    const credit = of(seen.due.cents + extra, seen.due.currency);
    expect(walletPaymentAmount({ due: seen.due, credit }, agreed)).toEqual({ ok: true, value: seen.due });
  });

  it('takes part of the order when the credit is short, and all of it when it suffices', () => {
    expect(walletPaymentAmount({ due: of(12_000), credit: of(5_000) }, of(5_000))).toEqual({
      ok: true,
      value: of(5_000),
    });
    expect(walletPaymentAmount({ due: of(12_000), credit: of(5_000) }, of(12_000))).toEqual({
      ok: true,
      value: of(5_000),
    });
    expect(walletPaymentAmount({ due: of(12_000), credit: of(20_000) }, of(12_000))).toEqual({
      ok: true,
      value: of(12_000),
    });
  });

  it('refuses what the wallet cannot pay, with a message', () => {
    const refusal = (state: { due: Money; credit: Money }, agreed: Money) => {
      const taken = walletPaymentAmount(state, agreed);
      return taken.ok ? undefined : taken.error;
    };
    expect(refusal({ due: of(12_000), credit: of(20_000) }, of(10_000))).toEqual({
      kind: 'wallet.dueGrew',
      message: 'The order now needs 120.00 EUR, more than the 100.00 EUR agreed: show the new amount first',
    });
    expect(refusal({ due: of(100), credit: of(100, 'CHF') }, of(100))?.kind).toBe('wallet.currencyMismatch');
    expect(refusal({ due: of(100), credit: of(100) }, of(100, 'GBP'))?.kind).toBe('money.currencyMismatch');
    expect(refusal({ due: of(0), credit: of(100) }, of(100))?.kind).toBe('wallet.nothingDue');
    expect(refusal({ due: of(100), credit: of(0) }, of(100))?.kind).toBe('wallet.noCredit');
    expect(refusal({ due: of(100), credit: of(100) }, of(0))?.kind).toBe('money.notAnAmount');
    expect(walletOffer({ due: of(100), credit: of(0) })).toMatchObject({
      ok: false,
      error: { kind: 'wallet.noCredit', message: 'The wallet has no credit left' },
    });
  });
});
