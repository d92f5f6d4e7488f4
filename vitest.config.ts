import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; end-to-end tests run separately with Playwright.
// Two projects: the web client's tests run in jsdom (with Testing Library), everything else in Node.
export default defineConfig({
  test: {
    // Two cores: two test files at a time, each with its own server and database file.
    maxWorkers: 2,
    // Ceilings for a machine busy with other work: tests wait on state, so a passing test ends as soon as
    // it is done (the issue 15 proof ran at a load average near 40, where 20 s was not enough).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // As Playwright does in CI: one retry, and a test that needed it is named and counted as flaky in
    // `npm test`'s closing line (scripts/vitest-flaky-reporter.mjs), never as passed.
    retry: process.env.CI ? 1 : 0,
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
        },
      },
    ],
  },
});
