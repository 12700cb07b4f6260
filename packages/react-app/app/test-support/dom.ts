import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React's act() expects to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Where a test renders: its container, and a render that waits for React. */
export interface TestScreen {
  /** The running test's container: a fresh `<div>` in the document. */
  readonly host: HTMLDivElement;
  render(node: ReactNode): Promise<void>;
}

/**
 * A fresh container and React root for every test of the file (or `describe`) that calls it,
 * unmounted and removed after each test.
 */
export function screenPerTest(): TestScreen {
  let mounted: { readonly host: HTMLDivElement; readonly root: Root } | undefined;
  beforeEach(() => {
    const host = document.createElement('div');
    document.body.append(host);
    mounted = { host, root: createRoot(host) };
  });
  afterEach(async () => {
    const current = mounted;
    mounted = undefined;
    if (current === undefined) return;
    await act(async () => current.root.unmount());
    current.host.remove();
  });
  const current = () => {
    if (mounted === undefined) throw new Error('screenPerTest: use the screen inside a test');
    return mounted;
  };
  return {
    get host() {
      return current().host;
    },
    render: (node) =>
      act(async () => {
        current().root.render(node);
      }),
  };
}

/** Lets React and the router finish what a render or a click started: a few turns, inside act. */
export async function settle(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}
