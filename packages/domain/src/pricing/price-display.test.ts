import { describe, expect, it } from 'vitest';
import type { Customer } from '../model/customer.js';
import { parsePriceDisplay, priceDisplayOf } from './price-display.js';

const customer = (userCategory: 'company' | 'private' | undefined, premium = false) =>
  ({
    premium: premium ? { premium: true, reason: 'Agence' } : { premium: false },
    metadata: { userCategory, subscribed: false, newClient: true },
  }) satisfies Pick<Customer, 'premium' | 'metadata'>;

describe('priceDisplayOf', () => {
  it('shows companies and premium resellers prices excluding VAT, private customers and guests including it', () => {
    expect(priceDisplayOf(undefined, customer('company'))).toBe('exclVat');
    expect(priceDisplayOf(undefined, customer('private', true))).toBe('exclVat');
    expect(priceDisplayOf(undefined, customer('private'))).toBe('inclVat');
    expect(priceDisplayOf(undefined, customer(undefined))).toBe('inclVat');
    expect(priceDisplayOf(undefined, null)).toBe('inclVat');
  });

  it('keeps the shopper’s own choice over the default', () => {
    expect(priceDisplayOf('inclVat', customer('company'))).toBe('inclVat');
    expect(priceDisplayOf('exclVat', null)).toBe('exclVat');
  });

  it('reads a stored choice only when it is one', () => {
    expect(parsePriceDisplay('inclVat')).toBe('inclVat');
    expect(parsePriceDisplay('exclVat')).toBe('exclVat');
    for (const value of ['', 'TTC', 'incl', undefined, null])
      expect(parsePriceDisplay(value)).toBeUndefined();
  });
});
