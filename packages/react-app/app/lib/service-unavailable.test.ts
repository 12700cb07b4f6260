import { unavailableAnswer } from '@tirage/api-client/ports';
import { err, ok, pageNotFound, serviceUnavailable } from '@tirage/domain';
import { fakeProductPorts, flyersPage } from '@tirage/domain/testing';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import * as contentPage from '../routes/content-page.js';
import * as robotsTxt from '../routes/crawler/robots-txt.js';
import * as login from '../routes/login.js';
import * as search from '../routes/search.js';
import { documentRequests } from '../test-support/document-requests.js';
import { fakeStorefrontContext, type SomePorts } from '../test-support/fake-context.js';
import { errorAnswerHeaders, unavailableOf } from './service-unavailable.js';

// The stylesheet's built name, as the build gives it (Vitest gives no file name to `?url`).
vi.mock('../styles/shop.css?url', () => ({ default: '/assets/shop.css' }));

const request = documentRequests([
  { id: 'routes/login', path: 'login', module: login },
  { id: 'routes/search', path: 'search', module: search },
  { id: 'routes/crawler/robots-txt', path: 'robots.txt', module: robotsTxt },
  { id: 'routes/content-page', path: '*', module: contentPage },
]);

const unavailable = async () => err(serviceUnavailable(300));

/** A page of the shop, asked for by a guest of a shop whose ports are `ports`. */
const get = (path: string, ports: SomePorts) =>
  request(`https://shop.test${path}`, fakeStorefrontContext({ ports }));

/** What makes a page the unavailable one, as a shopper and a search engine read it. */
async function expectUnavailablePage(answer: Response, retryHref: string, retryAfter = '300') {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe(retryAfter);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('content-type')).toBe('text/html');
  const html = await answer.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<title>Site momentanément indisponible</title>');
  expect(head).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain('<h1>Le site est momentanément indisponible</h1>');
  expect(html).toContain('Nous sommes en train de remettre la boutique en service.');
  expect(html).toContain(`<a class="service-unavailable-retry" href="${retryHref}">Réessayer</a>`);
  // The header and the footer need no data of the shop: they frame the page all the same.
  expect(html).toMatch(/<header[^>]*class="site-header"/);
  expect(html).toMatch(/<footer[^>]*class="site-footer"/);
  expect(html).not.toContain('Internal Server Error');
  return html;
}

describe('a page whose port answers that the shop is unavailable', () => {
  test('a content page is the unavailable page: 503, Retry-After, no-store, noindex, Réessayer', async () => {
    const answer = await get('/livraison/?ref=mail', { catalog: { pageContent: unavailable } });
    await expectUnavailablePage(answer, '/livraison/?ref=mail');
  });

  test('a page that lists products (the search) says the same, not the 500 screen', async () => {
    const answer = await get('/search/?q=flyers', { catalog: { pageContent: unavailable } });
    await expectUnavailablePage(answer, '/search/?q=flyers');
  });

  test('a product page whose flow meets it on the way (its configuration) ends with it too', async () => {
    const product = fakeProductPorts();
    const answer = await get('/flyers/', {
      ...product,
      catalog: {
        ...product.catalog,
        pageContent: async () => ok(flyersPage),
        productConfiguration: unavailable,
      },
    });
    await expectUnavailablePage(answer, '/flyers/');
  });

  test('an action does too: a login sent while the shop is unavailable', async () => {
    const answer = await request(
      'https://shop.test/login/',
      fakeStorefrontContext({ ports: { auth: { login: unavailable } } }),
      {
        method: 'POST',
        body: new URLSearchParams({ email: 'ana@example.fr', password: 'secret' }),
      },
    );
    await expectUnavailablePage(answer, '/login/');
  });

  test('a file for crawlers answers that 503 as it is: come back later, keep nothing', async () => {
    const answer = await get('/robots.txt', {
      content: { robotsText: async () => err(serviceUnavailable(45)) },
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('45');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual(serviceUnavailable(45));
  });

  test('without a wait from the shop, the page asks for a few minutes', async () => {
    const answer = await get('/livraison/', {
      catalog: { pageContent: async () => err(serviceUnavailable()) },
    });
    await expectUnavailablePage(answer, '/livraison/', '120');
  });

  test('other pages keep their own answers: a page found is 200, one missing is 404, neither says to retry', async () => {
    const found = await get('/flyers/', { ...fakeProductPorts() });
    expect(found.status).toBe(200);
    expect(found.headers.get('retry-after')).toBeNull();
    const missing = await get('/nulle-part/', {
      catalog: { pageContent: async () => err(pageNotFound('/nulle-part/')) },
      content: { categories: async () => ok([]) },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('retry-after')).toBeNull();
    expect(await missing.text()).toContain('<h1>Cette page est introuvable</h1>');
  });
});

describe('the unavailable shop, read back from the answer a page ended with', () => {
  test('is the domain error, by its kind, with the wait it asked for', async () => {
    const answer = unavailableAnswer(serviceUnavailable(60));
    const routeError = new ErrorResponseImpl(answer.status, answer.statusText, await answer.json());
    expect(unavailableOf(routeError)).toEqual(serviceUnavailable(60));
  });

  test('is nothing for any other error, whatever its status', () => {
    expect(
      unavailableOf(
        new ErrorResponseImpl(503, 'Service Unavailable', { kind: 'payment.providerUnavailable' }),
      ),
    ).toBeUndefined();
    expect(
      unavailableOf(new ErrorResponseImpl(503, 'Service Unavailable', 'Service Unavailable')),
    ).toBeUndefined();
    expect(unavailableOf(new ErrorResponseImpl(404, 'Not Found', { categories: [] }))).toBeUndefined();
    expect(unavailableOf(serviceUnavailable())).toBeUndefined();
    expect(unavailableOf(new Error('boom'))).toBeUndefined();
  });

  test('the document keeps only when to come back and not to keep it', () => {
    const kept = errorAnswerHeaders(
      new Headers({ 'retry-after': '300', 'cache-control': 'no-store', 'content-type': 'application/json' }),
    );
    expect([...kept.entries()]).toEqual([
      ['cache-control', 'no-store'],
      ['retry-after', '300'],
    ]);
    expect([...errorAnswerHeaders(undefined).entries()]).toEqual([]);
  });
});
