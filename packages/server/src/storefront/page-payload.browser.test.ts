import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestBrowser } from '../test-support/browser.js';
import { hydrated, openBrowserShopProcess, type ServedShop } from '../test-support/browser-shop.js';

/** What the tab asked of the server, in order: each request's path and query, and its kind. */
function watchRequests(page: Page) {
  const requests: { readonly path: string; readonly search: string; readonly type: string }[] = [];
  let marked = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push({ path: url.pathname, search: url.search, type: request.resourceType() });
  });
  return {
    /** The requests made since `mark()`. */
    since: () => requests.slice(marked),
    mark: () => {
      marked = requests.length;
    },
  };
}

/** Marks the document: a new document (a full page load) has no mark. */
const markDocument = (page: Page) => page.evaluate<string>('(window.tirageDocumentMark = "same-document")');
const documentMark = (page: Page) => page.evaluate<string | null>('window.tirageDocumentMark ?? null');

/**
 * What the page's main part shows: its text, its links and its pictures (React writes an image's
 * attributes in another order when it renders in the browser, so the HTML itself is not compared).
 */
const shownOf = (page: Page) =>
  page.evaluate<{ readonly text: string; readonly links: string[]; readonly images: string[] }>(
    `(() => {
      const main = document.querySelector('main');
      return {
        text: main.innerText,
        links: [...main.querySelectorAll('a')].map((link) => link.getAttribute('href')),
        images: [...main.querySelectorAll('img')].map((image) => image.getAttribute('src') + ' ' + image.alt),
      };
    })()`,
  );

const footerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Informations légales' }).getByRole('link', { name, exact: true });

/**
 * Moving between content pages in Chromium: a link of the shop to a page that is the same for
 * every visitor is followed in the browser, which reads the page's payload (`{path}_payload.json`)
 * instead of loading a document, and shows the page as the server renders it.
 */
describe('page payloads in a browser', () => {
  let shop: ServedShop;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await openBrowserShopProcess('page-payload');
    browser = shop.browser;
  });
  afterAll(async () => {
    await shop?.close();
  });

  test('a footer link of a landing page shows the next page from its payload, without loading a document', async () => {
    await browser.context.clearCookies();
    const { page, problems, cspViolations } = await browser.newPage();
    const requests = watchRequests(page);
    await page.goto(shop.pageUrl('/french-days/'));
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: /French Days/ }).waitFor();
    await markDocument(page);
    requests.mark();

    const payloads = page.waitForResponse((response) => response.url().endsWith('/livraison/_payload.json'));
    await footerLink(page, 'Livraison').click();
    await page.waitForURL((url) => url.pathname === '/livraison/');
    await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();
    const payload = await payloads;
    expect(payload.status()).toBe(200);
    expect(payload.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(payload.headers().etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);

    // The page's payload and the home page's (the shop's offers, in the stripe), fetched by the
    // page's script; no document, and no page data asked of the server for the content page.
    const asked = requests.since();
    expect(asked.filter((request) => request.path.endsWith('_payload.json'))).toEqual([
      { path: '/livraison/_payload.json', search: '', type: 'fetch' },
      { path: '/_payload.json', search: '', type: 'fetch' },
    ]);
    expect(asked.filter((request) => request.type === 'document')).toEqual([]);
    expect(
      asked.filter((request) => request.path.endsWith('.data') && request.search.includes('content-page')),
    ).toEqual([]);
    expect(await documentMark(page)).toBe('same-document');
    expect(await page.title()).toBe('Livraison');

    // What the browser shows is what the server renders for the same page.
    const shown = await shownOf(page);
    expect(shown.text).toContain('Trois vitesses de livraison');
    await page.goto(shop.pageUrl('/livraison/'));
    await hydrated(page);
    expect(await shownOf(page)).toEqual(shown);

    expect(problems).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  test('the shop’s name leads home from its payload, and going back shows the landing page again', async () => {
    await browser.context.clearCookies();
    const { page, problems, cspViolations } = await browser.newPage();
    const requests = watchRequests(page);
    await page.goto(shop.pageUrl('/french-days/'));
    await hydrated(page);
    await markDocument(page);
    const landing = await shownOf(page);
    requests.mark();

    await page.getByRole('link', { name: 'Tirage', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('main[data-layout="home"] .product-cards').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/french-days/');
    await page.getByRole('heading', { level: 1, name: /French Days/ }).waitFor();

    const payloads = requests.since().filter((request) => request.path.endsWith('_payload.json'));
    expect(payloads.map((request) => request.path)).toEqual(['/_payload.json', '/french-days/_payload.json']);
    expect(requests.since().filter((request) => request.type === 'document')).toEqual([]);
    expect(await documentMark(page)).toBe('same-document');
    // The countdown and the code read the same offer: the page is the one the server rendered.
    expect(await shownOf(page)).toEqual(landing);
    expect(problems).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  test('going back to a product page asks the server for it, and the page prices as when loaded', async () => {
    await browser.context.clearCookies();
    const { page, problems, cspViolations } = await browser.newPage();
    const requests = watchRequests(page);
    await page.goto(shop.pageUrl('/flyers/'));
    await hydrated(page);
    await page.locator('section.recap[aria-busy="false"]').waitFor();
    await markDocument(page);

    await footerLink(page, 'Livraison').click();
    await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();
    requests.mark();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/flyers/');
    await page.getByRole('heading', { level: 1, name: 'Flyers' }).waitFor();
    await page.locator('section.recap[aria-busy="false"]').waitFor();

    // The payload says it is a product page: its data is the server's (the flow, priced).
    const asked = requests.since();
    expect(
      asked.filter((request) => request.path.endsWith('_payload.json')).map((request) => request.path),
    ).toEqual(['/flyers/_payload.json']);
    expect(
      asked.filter((request) => request.path === '/flyers/_.data' && request.search.includes('content-page')),
    ).toHaveLength(1);
    expect(await documentMark(page)).toBe('same-document');
    const before = await page.getByTestId('recap-total-excl').textContent();
    await page.getByLabel('Quantité', { exact: true }).selectOption('1000');
    await expect.poll(() => page.getByTestId('recap-total-excl').textContent()).not.toBe(before);
    expect(problems).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  test('a country shop’s pages come from its own payloads: its prices, in its currency', async () => {
    await browser.context.clearCookies();
    const { page, problems } = await browser.newPage();
    const requests = watchRequests(page);
    // Chromium sends every `*.localhost` name to this machine: the Swiss shop's host.
    await page.goto(shop.pageUrl('/livraison/').replace('//localhost', '//ch.localhost'));
    await hydrated(page);
    await markDocument(page);
    requests.mark();

    await page.getByRole('link', { name: 'Tirage', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const cards = page.locator('main[data-layout="home"] .product-cards');
    await cards.waitFor();
    expect(await cards.innerText()).toContain('CHF');
    expect(requests.since().filter((request) => request.path.endsWith('_payload.json'))).toEqual([
      { path: '/_payload.json', search: '', type: 'fetch' },
    ]);
    expect(await documentMark(page)).toBe('same-document');
    expect(problems).toEqual([]);
    await page.close();
  });
});
