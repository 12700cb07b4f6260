import { describe, expect, it } from 'vitest';
import { success } from '../client/test-support/fake-fetch.js';
import { market, portsOn, sentTo } from './test-support/port-fixtures.js';

const check = (code: string) => ({ code, mcpSku: 'FLY-A5', variant: 'v-1', market });

describe('the promotion port', () => {
  it('sends the code trimmed and upper-cased with the product and market', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.promotion.checkPromoCode(check('  bf25 '))).toEqual({
      ok: true,
      value: { code: 'BF25', status: 'valid', discount: { kind: 'percent', percent: 25 } },
    });
    expect(sentTo(requests, 'promocode.checkInput')[0]?.body).toEqual({
      code: 'BF25',
      mcpSku: 'FLY-A5',
      variant: 'v-1',
      currency: 'EUR',
      country: 'FR',
      zip: '75011',
    });
  });

  it('answers empty_value for blank input and generic_error for a code no code looks like, without asking', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.promotion.checkPromoCode(check('   '))).toEqual({
      ok: true,
      value: { code: '', status: 'empty_value', discount: undefined },
    });
    expect(await ports.promotion.checkPromoCode(check('bf 25'))).toEqual({
      ok: true,
      value: { code: 'BF 25', status: 'generic_error', discount: undefined },
    });
    expect(requests).toEqual([]);
  });

  it('maps a fixed discount to money, and a refusal to its status (generic_error without a reason)', async () => {
    const answers = [
      {
        isValid: true,
        promocodeStatus: 'valid',
        code: 'MOINS10',
        discount: { kind: 'amount', amount: { currencyCode: 'EUR', centAmount: 1_000 } },
      },
      { isValid: false, promocodeStatus: 'no_longer_valid', code: null, discount: null },
      { isValid: false, code: null, discount: null },
    ];
    const results = [];
    for (const answer of answers) {
      const { ports: one } = portsOn({ 'promocode.checkInput': success(answer) });
      results.push(await one.promotion.checkPromoCode(check('moins10')));
    }
    expect(results).toEqual([
      {
        ok: true,
        value: {
          code: 'MOINS10',
          status: 'valid',
          discount: { kind: 'amount', amount: { cents: 1_000, currency: 'EUR' } },
        },
      },
      { ok: true, value: { code: 'MOINS10', status: 'no_longer_valid', discount: undefined } },
      { ok: true, value: { code: 'MOINS10', status: 'generic_error', discount: undefined } },
    ]);
  });
});
