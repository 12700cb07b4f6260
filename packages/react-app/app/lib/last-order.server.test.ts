import { emptyLastOrderStore, rememberCreatedOrder, rememberPaidOrder } from '@tirage/domain';
import { describe, expect, test } from 'vitest';
import { funnelOrderId, LAST_ORDER_COOKIE, lastOrderCookie, readLastOrder } from './last-order.server.js';

const page = (url: string, cookie?: string) =>
  new Request(url, cookie === undefined ? {} : { headers: { cookie } });

/** The cookie's name=value part of a Set-Cookie header. */
const pair = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('the last order store, kept in a cookie', () => {
  test('what checkout and payment remember is read back by the next page', async () => {
    const created = rememberCreatedOrder(emptyLastOrderStore(), { id: 'ord-7', orderNumber: '100245' });
    const paid = rememberPaidOrder(created, '100245');
    const setCookie = await lastOrderCookie(paid, page('http://shop.test/checkout/'));
    expect(setCookie.startsWith(`${LAST_ORDER_COOKIE}=`)).toBe(true);
    const read = await readLastOrder(page('http://shop.test/thank-you/', pair(setCookie)));
    expect(read).toEqual({
      lastCreatedOrder: '100245',
      lastPayedOrder: '100245',
      lastCreatedOrderId: 'ord-7',
    });
  });

  test('the cookie is HttpOnly, SameSite=Lax, for the whole site, a day long, Secure over HTTPS only', async () => {
    const store = rememberCreatedOrder(emptyLastOrderStore(), { id: 'ord-7', orderNumber: '100245' });
    const plain = await lastOrderCookie(store, page('http://shop.test/checkout/'));
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).toContain('Path=/');
    expect(plain).toContain('Max-Age=86400');
    expect(plain).not.toContain('Secure');
    expect(await lastOrderCookie(store, page('https://shop.test/checkout/'))).toContain('Secure');
  });

  test('no cookie, a foreign value or a malformed one reads as the empty store', async () => {
    expect(await readLastOrder(page('http://shop.test/'))).toEqual(emptyLastOrderStore());
    expect(await readLastOrder(page('http://shop.test/', `${LAST_ORDER_COOKIE}=not-base64-json`))).toEqual(
      emptyLastOrderStore(),
    );
    const numbers = btoa(JSON.stringify({ lastCreatedOrder: 12, lastCreatedOrderId: 'x'.repeat(500) }));
    expect(await readLastOrder(page('http://shop.test/', `${LAST_ORDER_COOKIE}=${numbers}`))).toEqual(
      emptyLastOrderStore(),
    );
  });

  test('a funnel screen is about its ?order=, else the last order placed, else none', async () => {
    const setCookie = await lastOrderCookie(
      rememberCreatedOrder(emptyLastOrderStore(), { id: 'ord-7', orderNumber: '100245' }),
      page('http://shop.test/checkout/'),
    );
    expect(await funnelOrderId(page('http://shop.test/thank-you/?order=ord-9', pair(setCookie)))).toBe(
      'ord-9',
    );
    expect(await funnelOrderId(page('http://shop.test/thank-you/', pair(setCookie)))).toBe('ord-7');
    expect(await funnelOrderId(page('http://shop.test/thank-you/?order='))).toBeUndefined();
  });
});
