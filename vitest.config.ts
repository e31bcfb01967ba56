// Unit tests run once; API tests (*.api.test.ts) run on embedded PGlite always and on PostgreSQL
// too when TEST_DATABASE_URL is set. Each project builds its migrated template once.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiProject = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `api-${db}`,
    include: ['src/**/*.api.test.ts', 'tests/api/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// Access matrix and hostile input over every route (tests/security): like the API tests, on PGlite and
// on PostgreSQL; longer limits, since each file sweeps every route.
const securityProject = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `security-${db}`,
    include: ['tests/security/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});

// Several app processes on one PostgreSQL database, and kill -9 in the middle of writes: once, and
// only with TEST_DATABASE_URL (each file makes and drops its own database).
const clusterProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'cluster',
    include: ['tests/cluster/**/*.test.ts'],
    // Each file runs several app processes and PgBouncer: one at a time.
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
};

export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores - 1); a second overlaps one file's
    // waits with another's work (decision 037).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.api.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/process/postgres-*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      apiProject('pglite'),
      securityProject('pglite'),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('postgres'), securityProject('postgres'), clusterProject]
        : []),
    ],
  },
});
