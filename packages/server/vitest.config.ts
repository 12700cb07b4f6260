import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The embedded database takes a few seconds to open the first time in each file.
    hookTimeout: 90_000,
    testTimeout: 60_000,
    // A browser journey polls what a page shows after a click: on a busy machine a round trip to
    // the server can take a few seconds, which is not a failure.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
