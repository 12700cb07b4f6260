import { initError, type SitemapKind } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { failure, success } from '../client/test-support/fake-fetch.js';
import { exampleWith, portsOn, sentTo } from './test-support/port-fixtures.js';

describe('product instructions', () => {
  it('are asked for the pages and answered as title and file', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.content.productInstructions(['page-flyers'])).toEqual({
      ok: true,
      value: [{ title: 'Gabarit A5', fileUrl: 'https://cdn.tirage.fr/guides/flyers-a5.pdf' }],
    });
    expect(sentTo(requests, 'content.productInstruction')[0]?.body).toEqual({ pages_id: ['page-flyers'] });
  });

  it('are none, without a call, for no page', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.content.productInstructions([])).toEqual({ ok: true, value: [] });
    expect(requests).toEqual([]);
  });
});

describe('the address lookup key', () => {
  it("is the basic configuration's Loqate key, asked for the shop's host", async () => {
    const { ports, requests } = portsOn({
      'config.basic': exampleWith('config.basic', (data) => {
        data.loqate = { key: 'KJ91-MR18-XM94-ZT49' };
      }),
    });
    expect(await ports.content.addressLookupKey('www.tirage.fr')).toEqual({
      ok: true,
      value: 'KJ91-MR18-XM94-ZT49',
    });
    expect(new URL(sentTo(requests, 'config.basic')[0]?.url ?? '').searchParams.get('host')).toBe(
      'www.tirage.fr',
    );
  });

  it('is null when the shop has none', async () => {
    const { ports } = portsOn({
      'config.basic': exampleWith('config.basic', (data) => {
        data.loqate = { key: null };
      }),
    });
    expect(await ports.content.addressLookupKey('www.tirage.fr')).toEqual({ ok: true, value: null });
  });
});

describe('loss-leader offers', () => {
  it('carry the offer and the product it applies to', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.content.lossLeaderInfo('cartes-offertes')).toEqual({
      ok: true,
      value: {
        lossLeaderKey: 'cartes-offertes',
        promocodeId: 'promo-7',
        promoCode: 'CARTES-OFFERTES',
        productConfigurationId: 'conf-2',
        productionTime: '5d',
        selectedPriority: 'standard',
        selectedAttributes: { format: '85x55' },
        quantity: 250,
      },
    });
    expect(new URL(sentTo(requests, 'content.lossLeaderInfo')[0]?.url ?? '').pathname).toBe(
      '/api/v1/content/loss-leader-info/cartes-offertes/',
    );
  });

  it("are 'No loss leader key found' for an unknown key, or one that cannot be a key (without asking)", async () => {
    const { ports, requests } = portsOn({
      'content.lossLeaderInfo': failure(404, 'No loss leader key found', { kind: 'init.noLossLeaderKey' }),
    });
    const missing = { ok: false, error: initError.noLossLeaderKey() };
    expect(await ports.content.lossLeaderInfo('gone')).toEqual(missing);
    expect(await ports.content.lossLeaderInfo('')).toEqual(missing);
    expect(await ports.content.lossLeaderInfo('../admin')).toEqual(missing);
    expect(requests).toHaveLength(1);
  });
});

describe('the catalogue’s categories', () => {
  it('are named, each with the path of its page', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.content.categories()).toEqual({
      ok: true,
      value: [
        { id: 'category-affiches', name: 'Affiches', path: '/categories/affiches/' },
        { id: 'category-flyers', name: 'Flyers et dépliants', path: '/categories/flyers-et-depliants/' },
      ],
    });
    expect(new URL(sentTo(requests, 'content.categories')[0]?.url ?? '').pathname).toBe(
      '/api/v1/content/categories/',
    );
  });

  it('are an error the caller sees when the server cannot list them', async () => {
    const { ports } = portsOn({ 'content.categories': failure(500, 'Internal Server Error') });
    expect(await ports.content.categories()).toMatchObject({
      ok: false,
      error: { kind: 'request.failed', message: 'Internal Server Error' },
    });
  });
});

describe('robots.txt', () => {
  it('is the text the shop writes, asked without the session (crawler files are the same for everyone)', async () => {
    const { ports, requests } = portsOn({
      'content.robots': success({ content: 'User-agent: *\nSitemap: https://shop.test/sitemap.xml\n' }),
    });
    expect(await ports.content.robotsText()).toEqual({
      ok: true,
      value: 'User-agent: *\nSitemap: https://shop.test/sitemap.xml\n',
    });
    const [sent] = sentTo(requests, 'content.robots');
    expect(new URL(sent?.url ?? '').pathname).toBe('/api/v1/content/robots/');
    expect(sent?.headers.get('authorization')).toBeNull();
  });

  it('is the failure of the call when the shop cannot answer', async () => {
    const { ports } = portsOn({ 'content.robots': failure(503, 'Service Unavailable') });
    expect(await ports.content.robotsText()).toMatchObject({
      ok: false,
      error: { kind: 'service.unavailable' },
    });
  });
});

describe('sitemaps', () => {
  it.each([
    ['main', '/api/v1/content/sitemap/'],
    ['landingPages', '/api/v1/content/sitemap-lp/'],
    ['old', '/api/v1/content/old-sitemap/'],
  ] as const satisfies readonly (readonly [SitemapKind, string])[])(
    'the %s sitemap is asked of %s, without the session',
    async (kind, path) => {
      const { ports, requests } = portsOn();
      expect((await ports.content.sitemap(kind)).ok).toBe(true);
      expect(requests.map((request) => new URL(request.url).pathname)).toEqual([path]);
      expect(requests[0]?.headers.get('authorization')).toBeNull();
    },
  );

  it('list each page by path, with its last change as an instant when the shop knows it', async () => {
    const { ports } = portsOn({
      'content.sitemap': success({
        urls: [
          { path: '/flyers/', lastModified: '2026-11-20T09:00:00+01:00' },
          { path: '/', lastModified: null },
        ],
      }),
    });
    expect(await ports.content.sitemap('main')).toEqual({
      ok: true,
      value: [
        { path: '/flyers/', lastModified: Temporal.Instant.from('2026-11-20T08:00:00Z') },
        { path: '/', lastModified: undefined },
      ],
    });
  });

  it('are an invalid answer when a page is not a path of the shop, and the failure of the call otherwise', async () => {
    const { ports } = portsOn({
      'content.sitemapLandingPages': exampleWith('content.sitemapLandingPages', (data) => {
        data.urls = [{ path: 'https://elsewhere.example/', lastModified: null }];
      }),
      'content.oldSitemap': failure(500, 'Internal Server Error'),
    });
    expect(await ports.content.sitemap('landingPages')).toMatchObject({
      ok: false,
      error: { kind: 'http.invalidResponse' },
    });
    expect(await ports.content.sitemap('old')).toMatchObject({
      ok: false,
      error: { kind: 'request.failed', message: 'Internal Server Error' },
    });
  });
});

describe('the latest build', () => {
  it('is read from the static build file, outside the envelope', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.content.latestBuild()).toEqual({
      ok: true,
      value: { id: 'b-2026-11-22-1', timestamp: 1_795_339_200_000 },
    });
    const [sent] = sentTo(requests, 'builds.latest');
    expect(new URL(sent?.url ?? '').pathname).toBe('/builds/latest.json');
  });
});

describe('the landing pages', () => {
  it('are listed with their title, description and path', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.content.landingPages()).toEqual({
      ok: true,
      value: [
        {
          id: 'landing-black-friday',
          title: 'Black Friday : -25 % sur toutes vos impressions',
          description: 'Tout le catalogue à -25 % avec le code BLACKFRIDAY.',
          path: '/black-friday/',
        },
      ],
    });
    const [sent] = sentTo(requests, 'content.landingPages');
    expect(new URL(sent?.url ?? '').pathname).toBe('/api/v1/content/landing-pages/');
  });
});
