import { describe, expect, it } from 'vitest';
import { PRICE_DISPLAY_COOKIE, priceDisplayCookie, priceDisplayOfCookies } from './price-display.js';

describe('the price display cookie', () => {
  it('is a session cookie of the whole shop that the next request reads back', () => {
    const written = priceDisplayCookie('inclVat', true);
    expect(written).toBe(`${PRICE_DISPLAY_COOKIE}=inclVat; Path=/; Secure; SameSite=Lax`);
    expect(written).not.toMatch(/Max-Age|Expires/i);
    const sent = written.split(';')[0] ?? '';
    expect(priceDisplayOfCookies(`tirage_auth=x; ${sent}`)).toBe('inclVat');
    expect(priceDisplayCookie('exclVat', false)).not.toContain('Secure');
  });

  it('reads no choice from a missing or unknown value', () => {
    expect(priceDisplayOfCookies(null)).toBeUndefined();
    expect(priceDisplayOfCookies('other=1')).toBeUndefined();
    expect(priceDisplayOfCookies(`${PRICE_DISPLAY_COOKIE}=TTC`)).toBeUndefined();
  });
});
