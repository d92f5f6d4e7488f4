import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; end-to-end tests run separately with Playwright.
export default defineConfig({
  test: {
    include: ['apps/*/test/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    // Two cores: two test files at a time, each with its own server and database file.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
