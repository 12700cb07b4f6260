import { type DefaultLink, err, ok } from '@tirage/domain';
import { flyersPage } from '@tirage/domain/testing';
import { afterEach, describe, expect, test, vi } from 'vitest';
import * as contentPage from '../routes/content-page.js';
import { documentRequests } from '../test-support/document-requests.js';
import { fakeStorefrontContext } from '../test-support/fake-context.js';

// The stylesheet's built name, as the build gives it (Vitest gives no file name to `?url`).
vi.mock('../styles/shop.css?url', () => ({ default: '/assets/shop.css' }));

const request = documentRequests([{ id: 'routes/content-page', path: '*', module: contentPage }]);

const policyPage = {
  ...flyersPage,
  id: 'livraison',
  path: '/livraison/',
  layout: 'standard' as const,
  productConfigurationId: undefined,
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** The footer's links of a page rendered with these default links. */
async function footerOf(defaultLinks: readonly DefaultLink[] | 'down') {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const answer = await request(
    'https://shop.test/livraison/',
    fakeStorefrontContext({
      ports: {
        catalog: { pageContent: async () => ok(policyPage) },
        content: {
          defaultLinks: async () =>
            defaultLinks === 'down' ? err({ kind: 'request.failed', message: 'down' }) : ok(defaultLinks),
        },
      },
    }),
  );
  const html = await answer.text();
  const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
  return {
    // Router links (moved along in the browser) carry React Router's own attributes after the address.
    links: [...footer.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`),
    warn,
  };
}

describe('the legal links of the footer', () => {
  test('are where the shop’s default links say, in the footer’s order', async () => {
    const { links, warn } = await footerOf([
      { id: 'livraison', path: '/livraison/' },
      { id: 'cgv', path: '/cgv-2027/' },
      { id: 'home', path: '/' },
      { id: 'mentions-legales', path: '/mentions-legales/' },
      { id: 'confidentialite', path: '/vie-privee/' },
    ]);
    expect(links).toEqual([
      'Conditions générales de vente /cgv-2027/',
      'Mentions légales /mentions-legales/',
      'Confidentialité /vie-privee/',
      'Livraison /livraison/',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  test('a legal page the shop has no page for is left out, and said in the log with its id', async () => {
    const { links, warn } = await footerOf([
      { id: 'cgv', path: '/conditions-generales-de-vente/' },
      { id: 'livraison', path: '/livraison/' },
    ]);
    expect(links).toEqual([
      'Conditions générales de vente /conditions-generales-de-vente/',
      'Livraison /livraison/',
    ]);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'the default link mentions-legales has no page: left out of the footer',
      'the default link confidentialite has no page: left out of the footer',
    ]);
  });

  test('default links that cannot be read leave the footer without links, said in the log', async () => {
    const { links, warn } = await footerOf('down');
    expect(links).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'the default links could not be read: the footer has no legal links',
      'request.failed',
    );
  });
});
