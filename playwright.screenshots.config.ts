import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: every page × role × theme × width into screenshots/ for a person to review.
 * Its own config (and a file name `npm test` does not match), on the same fresh demo server.
 */
export default defineConfig({
  ...base,
  testMatch: 'screenshots.task.ts',
  retries: 0,
  timeout: 15 * 60_000,
  reporter: [['list']],
  use: { ...base.use, trace: 'off', screenshot: 'off' },
});
