// Builds the real app on a fresh database (PGlite, or PostgreSQL when the project says so) with a
// clock the test moves. Every API test starts here.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { ManualClock } from '#server/adapters/clock.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import type { ServiceOptions } from '#server/services.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { TestAgent } from './test-agent.ts';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  clock: ManualClock;
  db: Database;
  database: DatabaseHandle;
  /** Every log line the app wrote, as parsed JSON. */
  logs: () => Array<Record<string, unknown>>;
  /** The raw log text (to grep for secrets). */
  logText: () => string;
  agent: () => TestAgent;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Extra environment (SMTP_URL, PAYPAL_API_BASE, ...). */
  env?: Record<string, string | undefined>;
  /** Reuse a database (two app instances on one database). */
  database?: DatabaseHandle;
  clock?: ManualClock;
  /** Start the app's periodic jobs (off by default: tests run a job by hand, on the clock they move). */
  backgroundJobs?: boolean;
  /** Settings of the app's services (a shorter PayPal timeout). */
  services?: ServiceOptions;
};

export async function openTestDatabase(): Promise<TestDatabase> {
  return createTestDatabase(inject('dbTemplate'));
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-test-'));
  const testDb = options.database ? undefined : await openTestDatabase();
  const database = options.database ?? testDb!.handle;
  const clock = options.clock ?? new ManualClock(Date.now());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://safekid.test',
    ...options.env,
  });
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  const app = await buildApp({
    config,
    database,
    clock,
    logStream,
    backgroundJobs: options.backgroundJobs ?? false,
    services: options.services,
  });
  return {
    app,
    config,
    clock,
    db: database.db,
    database,
    logs: () =>
      lines
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    logText: () => lines.join(''),
    agent: () => new TestAgent(app),
    close: async () => {
      await app.close();
      await testDb?.drop();
      if (testDb) await database.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
