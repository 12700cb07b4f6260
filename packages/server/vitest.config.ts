import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One empty embedded database for the run, copied by every suite (see the file).
    globalSetup: ['src/test-support/pglite-template.global.ts'],
    // The embedded database takes a few seconds to open the first time in each file.
    hookTimeout: 90_000,
    testTimeout: 60_000,
    // A browser journey polls what a page shows after a click: on a busy machine a round trip to
    // the server can take a few seconds, which is not a failure.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
