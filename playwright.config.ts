// End-to-end tests drive Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) against the real
// app, started per worker on a fresh database with a real SMTP receiver. On embedded PGlite always;
// with TEST_DATABASE_URL the spec files are shared out between PGlite and PostgreSQL (each worker then
// gets a database of its own on that server), so both databases serve the UI while each spec runs
// once: the API tests already run every route on both (decision 037). E2E_ALL_DATABASES=1 runs every
// spec on both.
import { readdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import type { E2EDatabaseKind } from './tests/e2e/fixtures.ts';

const SPEC_DIR = 'tests/e2e';
const onPostgres = !!process.env.TEST_DATABASE_URL;
const onBoth = process.env.E2E_ALL_DATABASES === '1';
/** Every other spec file (by name) runs on PostgreSQL, the rest on PGlite. */
const postgresSpecs = readdirSync(SPEC_DIR)
  .filter((name) => name.endsWith('.spec.ts'))
  .sort()
  .filter((_, index) => index % 2 === 1)
  .map((name) => `**/${name}`);

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
  testDir: SPEC_DIR,
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
    {
      name: 'pglite',
      use: { databaseKind: 'pglite' },
      ...(onPostgres && !onBoth ? { testIgnore: postgresSpecs } : {}),
    },
    ...(onPostgres
      ? [
          {
            name: 'postgres',
            use: { databaseKind: 'postgres' as const },
            ...(onBoth ? {} : { testMatch: postgresSpecs }),
          },
        ]
      : []),
  ],
});
