import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { type BannerData, PageBanners } from './page-banners.js';

const banners: readonly BannerData[] = [
  { id: 'open', title: 'Toujours', link: undefined, start: undefined, end: undefined },
  {
    id: 'november',
    title: 'Novembre',
    link: '/flyers/',
    start: '2026-11-01T00:00:00+01:00',
    end: '2026-11-30T23:59:59+01:00',
  },
  { id: 'december', title: 'Décembre', link: undefined, start: '2026-12-01T00:00:00+01:00', end: undefined },
];

describe('page banners', () => {
  test('only the banners whose window holds the render time are shown; a link when there is one', () => {
    const html = renderToStaticMarkup(<PageBanners banners={banners} renderedAt="2026-11-24T12:00:00Z" />);
    expect(html).toContain('<li>Toujours</li>');
    expect(html).toContain('<li><a href="/flyers/">Novembre</a></li>');
    expect(html).not.toContain('Décembre');
  });

  test('the window includes both its bounds', () => {
    const atStart = renderToStaticMarkup(<PageBanners banners={banners} renderedAt="2026-11-30T23:00:00Z" />);
    expect(atStart).toContain('Décembre');
    expect(atStart).not.toContain('Novembre');
    const atEnd = renderToStaticMarkup(<PageBanners banners={banners} renderedAt="2026-11-30T22:59:59Z" />);
    expect(atEnd).toContain('Novembre');
  });

  test('nothing is rendered when no banner is in its window', () => {
    expect(
      renderToStaticMarkup(<PageBanners banners={banners.slice(2)} renderedAt="2026-01-01T00:00:00Z" />),
    ).toBe('');
  });
});
