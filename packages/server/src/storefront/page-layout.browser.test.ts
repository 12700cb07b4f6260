import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestBrowser } from '../test-support/browser.js';
import { hydrated, openBrowserShopProcess, type ServedShop } from '../test-support/browser-shop.js';

/** Widths a shopper's window commonly has: a desktop, laptops, a phone. */
const DESKTOP = { width: 1440, height: 900 };
const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];
const PHONE = { width: 390, height: 844 };

/** How far two edges may differ and still look aligned (sub-pixel rounding, scrollbars aside). */
const ALIGNED_PX = 2;

/** A box's edges as the window shows them. */
interface Edges {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

async function edgesOf(page: Page, selector: string): Promise<Edges> {
  const box = await page.locator(selector).first().boundingBox();
  if (box === null) throw new Error(`${selector} is not shown`);
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
}

/**
 * The header's container, where its content starts and ends: the logo is its first item, the
 * account links its last (the logo's auto margin pushes them to the right edge).
 */
async function headerContainer(page: Page): Promise<{ readonly left: number; readonly right: number }> {
  const logo = await edgesOf(page, '.site-header .site-logo');
  const account = await edgesOf(page, '.site-header > nav');
  return { left: logo.left, right: account.right };
}

/** The document's width against the window's: wider means the page scrolls sideways. */
const widths = (page: Page) =>
  page.evaluate<{ readonly scrollWidth: number; readonly clientWidth: number }>(
    '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })',
  );

const windowHeight = (page: Page) => page.evaluate<number>('window.innerHeight');
const documentHeight = (page: Page) => page.evaluate<number>('document.documentElement.scrollHeight');

/** Whether the header search's placeholder is drawn whole: typed in, it would not scroll. */
const placeholderFits = (page: Page) =>
  page
    .locator('#site-search-q')
    .evaluate(
      (input: {
        value: string;
        placeholder: string;
        readonly scrollWidth: number;
        readonly clientWidth: number;
      }) => {
        // The placeholder is drawn in the input's own font: as a value, its width is measurable.
        const typed = input.value;
        input.value = input.placeholder;
        const fits = {
          placeholder: input.placeholder,
          scrollWidth: input.scrollWidth,
          clientWidth: input.clientWidth,
        };
        input.value = typed;
        return fits;
      },
    );

/**
 * The page frame in Chromium at common window widths: the header's search, the personal area's
 * columns inside the header's container, and the footer at the bottom of a short page.
 */
describe('the page frame in a browser', () => {
  let shop: ServedShop;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await openBrowserShopProcess('page-layout');
    browser = shop.browser;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const pageUrl = (path: string) => shop.pageUrl(path);

  /** A new customer, logged in, in a tab of its own. */
  async function newCustomer(label: string) {
    await browser.context.clearCookies();
    const { page, problems } = await browser.newPage();
    await page.goto(pageUrl('/registration/'));
    await hydrated(page);
    await page.getByLabel('Adresse e-mail').fill(`${label}.${Date.now()}@example.fr`);
    await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    return { page, problems };
  }

  test.each([DESKTOP, ...LAPTOPS])(
    'the header’s search shows its whole placeholder at $width px, for a guest and for a customer',
    async (size) => {
      await browser.context.clearCookies();
      const { page } = await browser.newPage();
      await page.setViewportSize(size);
      await page.goto(pageUrl('/'));
      await hydrated(page);
      const guest = await placeholderFits(page);
      expect(guest.placeholder).toBe('Rechercher un produit');
      expect(guest.scrollWidth).toBeLessThanOrEqual(guest.clientWidth);
      await page.close();

      // A customer's header holds two account links instead of one.
      const customer = await newCustomer('recherche');
      await customer.page.setViewportSize(size);
      await customer.page.goto(pageUrl('/personal-area/'));
      await hydrated(customer.page);
      const fits = await placeholderFits(customer.page);
      expect(fits.scrollWidth).toBeLessThanOrEqual(fits.clientWidth);
      expect((await widths(customer.page)).scrollWidth).toBe((await widths(customer.page)).clientWidth);
      await customer.page.close();
    },
  );

  test('at 1440 px the personal area’s menu and content sit in the header’s container, and the footer ends the window on a short page', async () => {
    const { page, problems } = await newCustomer('cadre');
    await page.setViewportSize(DESKTOP);
    for (const path of [
      '/personal-area/',
      '/personal-area/orders/',
      '/personal-area/addresses/',
      '/personal-area/profile/',
    ]) {
      await page.goto(pageUrl(path));
      await hydrated(page);
      const container = await headerContainer(page);
      const menu = await edgesOf(page, '.account-nav');
      const content = await edgesOf(page, 'main');
      expect(Math.abs(menu.left - container.left), `${path}: the menu's left edge`).toBeLessThanOrEqual(
        ALIGNED_PX,
      );
      expect(
        Math.abs(content.right - container.right),
        `${path}: the content's right edge`,
      ).toBeLessThanOrEqual(ALIGNED_PX);
      expect(content.left, `${path}: the content beside the menu`).toBeGreaterThan(menu.right);
      const { scrollWidth, clientWidth } = await widths(page);
      expect(scrollWidth, `${path}: nothing wider than the window`).toBeLessThanOrEqual(clientWidth);
    }

    // A new customer's summary is shorter than the window: the footer still ends at its bottom.
    for (const path of ['/personal-area/', '/personal-area/payment-methods/']) {
      await page.goto(pageUrl(path));
      await hydrated(page);
      const height = await windowHeight(page);
      expect(await documentHeight(page), `${path} is a short page`).toBeLessThanOrEqual(height);
      const footer = await edgesOf(page, '.site-footer');
      expect(Math.abs(footer.bottom - height), `${path}: the footer's bottom`).toBeLessThanOrEqual(1);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  test('at 390 px the personal area does not scroll sideways and keeps the header’s margins', async () => {
    const { page, problems } = await newCustomer('mobile');
    await page.setViewportSize(PHONE);
    for (const path of [
      '/personal-area/',
      '/personal-area/orders/',
      '/personal-area/addresses/',
      '/personal-area/profile/',
      '/personal-area/payment-methods/',
    ]) {
      await page.goto(pageUrl(path));
      await hydrated(page);
      const { scrollWidth, clientWidth } = await widths(page);
      expect(scrollWidth, `${path}: nothing wider than the window`).toBeLessThanOrEqual(clientWidth);
      const logo = await edgesOf(page, '.site-header .site-logo');
      const menu = await edgesOf(page, '.account-nav');
      expect(Math.abs(menu.left - logo.left), `${path}: the menu's left edge`).toBeLessThanOrEqual(
        ALIGNED_PX,
      );
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
