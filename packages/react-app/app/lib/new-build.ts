import { BUILD_POLL_MS, type BuildStamp, isNewBuild } from '@tirage/domain';
import { useEffect, useRef, useState } from 'react';
import { usePorts } from './ports-context.js';

/**
 * Whether the shop serves a newer build than this page runs: the page knows its own build from
 * the server's answer (`pageBuild`), and asks for the latest every five minutes and whenever its
 * tab comes back into view; never at start, so the API client is not loaded for it. A failed
 * call changes nothing (the next one tries again); a page that did not know its build takes the
 * first one it hears of.
 */
export function useNewBuild(pageBuild: BuildStamp | null): boolean {
  const { content } = usePorts();
  const known = useRef<BuildStamp | undefined>(pageBuild ?? undefined);
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const latest = await content.latestBuild();
      if (stopped || !latest.ok) return;
      if (isNewBuild(known.current, latest.value)) setNewer(true);
      else known.current ??= latest.value;
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = setInterval(() => void check(), BUILD_POLL_MS);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [content]);
  return newer;
}
