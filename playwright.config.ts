// End-to-end tests drive Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) against the real
// app, started per worker on a fresh database with a real SMTP receiver. Like the API tests, the
// suite runs on embedded PGlite always and on PostgreSQL too when TEST_DATABASE_URL is set (each
// worker then gets a database of its own on that server), so the production database serves the UI.
import { defineConfig } from '@playwright/test';
import type { E2EDatabaseKind } from './tests/e2e/fixtures.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig<object, { databaseKind: E2EDatabaseKind }>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'pglite', use: { databaseKind: 'pglite' } },
    ...(process.env.TEST_DATABASE_URL
      ? [{ name: 'postgres', use: { databaseKind: 'postgres' as const } }]
      : []),
  ],
});
