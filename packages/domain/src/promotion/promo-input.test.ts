import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  checkPromoInput,
  type PromoCheckResult,
  type PromoInputStatus,
  promoInputStatus,
  recheckStoredPromo,
} from './promo-input.js';

const statusArb = fc.constantFrom<PromoInputStatus>(
  'valid',
  'empty_value',
  'generic_error',
  'invalid_selection',
  'no_longer_valid',
);
const checkArb: fc.Arbitrary<PromoCheckResult> = fc.record(
  { isValid: fc.boolean(), promocodeStatus: statusArb },
  { requiredKeys: ['isValid'] },
);
const whitespaceArb = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\u00a0'), { maxLength: 5 })
  .map((chars) => chars.join(''));

describe('checkPromoInput', () => {
  test.prop([whitespaceArb])('blank input is empty_value', (raw) => {
    expect(checkPromoInput(raw)).toEqual({ ok: false, error: 'empty_value' });
  });

  test.prop([whitespaceArb, fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9-]{0,15}$/), whitespaceArb])(
    'a code is trimmed and upper-cased, and normalising twice changes nothing',
    (before, code, after) => {
      const checked = checkPromoInput(`${before}${code}${after}`);
      expect(checked).toEqual({ ok: true, value: code.toUpperCase() });
      if (checked.ok) expect(checkPromoInput(checked.value)).toEqual(checked);
    },
  );

  it('normalises a typed code', () => {
    expect(checkPromoInput('  bf25 ')).toEqual({ ok: true, value: 'BF25' });
  });
});

describe('promoInputStatus', () => {
  test.prop([checkArb])('is valid exactly when the server says so, never empty-handed', (check) => {
    const status = promoInputStatus(check);
    expect(status === 'valid').toBe(check.isValid);
    if (!check.isValid && check.promocodeStatus !== undefined && check.promocodeStatus !== 'valid') {
      expect(status).toBe(check.promocodeStatus);
    }
  });

  it('reports a refusal without reason as generic_error', () => {
    expect(promoInputStatus({ isValid: false })).toBe('generic_error');
    expect(promoInputStatus({ isValid: false, promocodeStatus: 'valid' })).toBe('generic_error');
  });
});

describe('recheckStoredPromo', () => {
  test.prop([fc.string(), checkArb])(
    'a stored code is kept exactly when it is still valid',
    (code, check) => {
      const outcome = recheckStoredPromo(code, check);
      expect(outcome.action === 'keep').toBe(check.isValid);
      expect(outcome.code).toBe(code);
    },
  );

  test.prop([fc.string(), checkArb])(
    'a dropped code warns no_longer_valid when expired, invalid_selection otherwise',
    (code, check) => {
      fc.pre(!check.isValid);
      const outcome = recheckStoredPromo(code, check);
      expect(outcome).toEqual({
        action: 'drop',
        code,
        warning: check.promocodeStatus === 'no_longer_valid' ? 'no_longer_valid' : 'invalid_selection',
      });
    },
  );
});
