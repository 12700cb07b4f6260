import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['stories/**/*.test.{ts,tsx}'],
  },
});
