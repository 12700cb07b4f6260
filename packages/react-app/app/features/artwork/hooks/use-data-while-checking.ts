import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigation } from 'react-router';

/** How often a page reads its files again while a check runs. */
export const CHECK_POLL_MS = 2_000;

/**
 * The page's loader data, read again every `everyMs` while `checking(data)` says a file's automatic
 * check is still running, so its outcome appears without a reload. It reads through a fetcher, not
 * a revalidation: only this route's loader runs, and a notice an action left on the page stays. A
 * hidden tab waits until it is shown again. Newer loader data (after an upload or a removal)
 * outranks what was read before it.
 */
export function useDataWhileChecking<Data>(
  loaderData: Data,
  checking: (data: Data) => boolean,
  everyMs: number = CHECK_POLL_MS,
): Data {
  const fetcher = useFetcher();
  const location = useLocation();
  const navigation = useNavigation();
  // The loader data a read started over: its answer counts only while that is still the page's.
  const startedOver = useRef<Data | undefined>(undefined);
  const [polled, setPolled] = useState<{ readonly data: Data; readonly over: Data | undefined }>();

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data !== undefined) {
      setPolled({ data: fetcher.data as Data, over: startedOver.current });
    }
  }, [fetcher.state, fetcher.data]);

  const shown = polled !== undefined && polled.over === loaderData ? polled.data : loaderData;
  const active = checking(shown);
  const href = `${location.pathname}${location.search}`;
  const { load } = fetcher;

  useEffect(() => {
    if (!active || fetcher.state !== 'idle' || navigation.state !== 'idle') return;
    const readAgain = () => {
      if (document.visibilityState === 'hidden') return; // `visibilitychange` calls it again
      document.removeEventListener('visibilitychange', readAgain);
      startedOver.current = loaderData;
      void load(href);
    };
    const timer = setTimeout(() => {
      document.addEventListener('visibilitychange', readAgain);
      readAgain();
    }, everyMs);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', readAgain);
    };
  }, [active, fetcher.state, navigation.state, loaderData, load, href, everyMs]);

  return shown;
}
