// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type BannerData, PageBanners } from './page-banners.js';

const MINUTE_MS = 60_000;

/** The server rendered the page at 10:00:00 UTC; the browser's clock starts there too. */
const RENDERED_AT = '2026-11-24T10:00:00Z';

const flash: BannerData = {
  id: 'flash',
  title: 'Vente flash',
  link: '/flyers/',
  // Starts 90 s after the render, ends 3 min 30 s after it.
  start: '2026-11-24T10:01:30Z',
  end: '2026-11-24T10:03:30Z',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date(RENDERED_AT));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The banners' region ("Offres du moment"), absent when no banner is shown. */
const region = () => screen.queryByRole('complementary', { name: 'Offres du moment' });

const shown = () => {
  const found = region();
  return found === null
    ? []
    : within(found)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
};

const show = (banners: readonly BannerData[]) =>
  render(<PageBanners banners={banners} renderedAt={RENDERED_AT} />);

/** Lets the browser's clock run, firing the timers due meanwhile. */
async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('page banners in the browser, judged again every minute', () => {
  test('a banner appears once its start has passed, and goes once its end has passed, without a reload', async () => {
    show([flash]);
    expect(shown()).toEqual([]);

    // 10:01:00: still before the start.
    await wait(MINUTE_MS);
    expect(shown()).toEqual([]);

    // 10:02:00: the start (10:01:30) has passed.
    await wait(MINUTE_MS);
    expect(shown()).toEqual(['Vente flash']);
    expect(screen.getByRole('link', { name: 'Vente flash' }).getAttribute('href')).toBe('/flyers/');

    // 10:03:00: still within the window.
    await wait(MINUTE_MS);
    expect(shown()).toEqual(['Vente flash']);

    // 10:04:00: the end (10:03:30) has passed.
    await wait(MINUTE_MS);
    expect(shown()).toEqual([]);
    expect(region()).toBeNull();
  });

  test('the banners are judged once a minute, not continuously: a start passed between two ticks waits for the next tick', async () => {
    show([flash]);
    // 10:01:59.999: the start has passed 30 s ago, but the next judgement is at 10:02:00.
    await wait(2 * MINUTE_MS - 1);
    expect(shown()).toEqual([]);
    await wait(1);
    expect(shown()).toEqual(['Vente flash']);
  });

  test('the first render uses the server’s time, not the browser’s clock (the page hydrates as served)', async () => {
    // The browser's clock is already past the start; the server rendered before it.
    vi.setSystemTime(new Date('2026-11-24T10:02:00Z'));
    show([flash]);
    expect(shown()).toEqual([]);
    await wait(MINUTE_MS);
    expect(shown()).toEqual(['Vente flash']);
  });

  test('banners that stay visible, and banners that are not yet due, are each kept in their place', async () => {
    const always: BannerData = {
      id: 'always',
      title: 'Toujours',
      link: undefined,
      start: undefined,
      end: undefined,
    };
    show([always, flash]);
    expect(shown()).toEqual(['Toujours']);
    await wait(2 * MINUTE_MS);
    expect(shown()).toEqual(['Toujours', 'Vente flash']);
    await wait(2 * MINUTE_MS);
    expect(shown()).toEqual(['Toujours']);
  });

  test('the minute timer is cleared when the banners leave the page', async () => {
    const page = show([flash]);
    expect(vi.getTimerCount()).toBe(1);
    page.rerender(<p>autre page</p>);
    expect(vi.getTimerCount()).toBe(0);
  });
});
