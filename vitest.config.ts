import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; end-to-end tests run separately with Playwright.
// Two projects: the web client's tests run in jsdom (with Testing Library), everything else in Node.
export default defineConfig({
  test: {
    // Two cores: two test files at a time, each with its own server and database file.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['apps/*/test/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          exclude: ['apps/web/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Rendering Mantine forms in jsdom is CPU-bound: leave room for a machine busy with other work.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
