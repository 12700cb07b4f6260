// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import type { ShopPorts } from '@tirage/api-client/ports';
import { BUILD_POLL_MS, type BuildStamp, err, ok } from '@tirage/domain';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NewBuildNotice } from '../components/new-build-notice.js';
import { useNewBuild } from './new-build.js';
import { PortsProvider } from './ports-context.js';

const PAGE_BUILD: BuildStamp = { id: 'b-1', timestamp: 1 };
const NEXT_BUILD: BuildStamp = { id: 'b-2', timestamp: 2 };

function Watch({ build }: { readonly build: BuildStamp | null }) {
  return useNewBuild(build) ? <NewBuildNotice onReload={() => undefined} /> : null;
}

/** The page with a shop whose latest build is whatever `served` holds when asked. */
function show(build: BuildStamp | null, served: { current: BuildStamp | 'down' }) {
  const latestBuild = vi.fn(async () =>
    served.current === 'down'
      ? err({ kind: 'request.failed' as const, message: 'down' })
      : ok(served.current),
  );
  const ports = { content: { latestBuild } } as unknown as ShopPorts;
  render(
    <PortsProvider shop={{ tenant: 'fr', currency: 'EUR', campaign: null }} ports={ports}>
      <Watch build={build} />
    </PortsProvider>,
  );
  return latestBuild;
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const notice = () => screen.queryByRole('status', { name: 'Nouvelle version du site' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the new build notice', () => {
  test('asks nothing at start, then every five minutes; offers a reload once another build is served', async () => {
    const served = { current: PAGE_BUILD as BuildStamp | 'down' };
    const latestBuild = show(PAGE_BUILD, served);
    await wait(1_000);
    expect(latestBuild).not.toHaveBeenCalled();
    await wait(BUILD_POLL_MS);
    expect(latestBuild).toHaveBeenCalledTimes(1);
    expect(notice()).toBeNull();

    served.current = 'down';
    await wait(BUILD_POLL_MS);
    expect(notice()).toBeNull();

    served.current = NEXT_BUILD;
    await wait(BUILD_POLL_MS);
    expect(notice()?.textContent).toContain('Une nouvelle version du site est disponible');
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
  });

  test('asks again when the tab comes back, without waiting for the next five minutes', async () => {
    const served = { current: NEXT_BUILD as BuildStamp | 'down' };
    const latestBuild = show(PAGE_BUILD, served);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(latestBuild).toHaveBeenCalledTimes(1);
    expect(notice()).not.toBeNull();
  });

  test('a page that did not know its build takes the first one it hears of as its own', async () => {
    const served = { current: PAGE_BUILD as BuildStamp | 'down' };
    show(null, served);
    await wait(BUILD_POLL_MS);
    expect(notice()).toBeNull();
    served.current = NEXT_BUILD;
    await wait(BUILD_POLL_MS);
    expect(notice()).not.toBeNull();
  });
});
