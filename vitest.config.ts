// https://vitest.dev/config/ — unit, content and database tests (e2e/ belongs to Playwright).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Build and database tests are heavy on a 2-core machine.
    maxWorkers: 2,
  },
});
