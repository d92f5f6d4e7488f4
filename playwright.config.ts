import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The end-to-end suite drives the built app on its own port with a fresh demo database.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;
// Evaluated again in each worker; only the runner's copy starts the server, so one folder is used.
const dataDir = process.env.E2E_DATA_DIR ?? (process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'innkeep-e2e-')));

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // Generous for two busy cores; tests wait on what they check (never on a toast that may have closed).
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // The server is shared by every spec: a test that changes a hotel-wide setting (the currency) runs
  // alone, after all the others, so no test ever sees a setting another one changed for a moment.
  projects: [
    { name: 'shared', grepInvert: /@hotel-wide/ },
    { name: 'hotel-wide', grep: /@hotel-wide/, dependencies: ['shared'] },
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node apps/api/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dataDir, 'innkeep.db'),
      // Beside its database: the default (data/backups) would mix in the backups of a developer's own server.
      BACKUP_DIR: join(dataDir, 'backups'),
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      // channels.spec.ts serves its feed from this machine.
      FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
  },
});
