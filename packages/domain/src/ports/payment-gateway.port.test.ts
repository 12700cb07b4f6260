import { describe, expect, it } from 'vitest';
import { cents } from '../money/money.js';
import { type GatewayTransaction, transactionIsPaid } from './payment-gateway.port.js';

const transaction = (status: GatewayTransaction['status']): GatewayTransaction => ({
  id: 'tx-1',
  reference: 'payment-1',
  amount: cents(1200, 'EUR'),
  status,
});

describe('transactionIsPaid', () => {
  it('counts settled and submitted-for-settlement transactions as paid', () => {
    expect(transactionIsPaid(transaction('settled'))).toBe(true);
    expect(transactionIsPaid(transaction('submittedForSettlement'))).toBe(true);
  });

  it('does not count declined or voided transactions', () => {
    expect(transactionIsPaid(transaction('declined'))).toBe(false);
    expect(transactionIsPaid(transaction('voided'))).toBe(false);
  });
});
