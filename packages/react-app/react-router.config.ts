import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Rendered on the server (the shop's API process) and hydrated in the browser.
  ssr: true,
  future: {
    // `/flyers/` fetches its data from `/flyers/_.data`, keeping the trailing slash every
    // canonical path of the shop has (the server redirects the other spellings).
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
