// Playwright fixtures: one real app per worker (a fresh database: embedded PGlite, or its own
// PostgreSQL database in the 'postgres' project; a real SMTP receiver; listening on a free loopback
// port), pages pointed at it, and a check that no page logs errors or receives a 5xx answer.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { ManualClock } from '#server/adapters/clock.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { SmtpReceiver } from '../helpers/smtp-receiver.ts';
import { createEmptyDatabase, dropDatabase } from '../helpers/test-database.ts';

export type E2EServer = {
  url: string;
  app: FastifyInstance;
  config: Config;
  db: Database;
  clock: ManualClock;
  smtp: SmtpReceiver;
};

export type E2EServerOptions = { env?: Record<string, string> };
/** 'postgres': a database of its own on TEST_DATABASE_URL's server (playwright.config.ts). */
export type E2EDatabaseKind = 'pglite' | 'postgres';

/** A fresh, empty database for one app (the app migrates and seeds it), and how to remove it. */
async function openE2EDatabase(
  kind: E2EDatabaseKind,
): Promise<{ database: DatabaseHandle; url?: string; remove(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, remove: () => database.close() };
  }
  const url = await createEmptyDatabase('safekid_e2e');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  return {
    database,
    url,
    async remove() {
      await database.close();
      await dropDatabase(new URL(url).pathname.slice(1));
    },
  };
}

export async function startE2EServer(
  options: E2EServerOptions = {},
  databaseKind: E2EDatabaseKind = 'pglite',
): Promise<E2EServer & { stop(): Promise<void> }> {
  const smtp = await new SmtpReceiver().start();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-e2e-'));
  const { database, url: databaseUrl, remove: removeDatabase } = await openE2EDatabase(databaseKind);
  const clock = new ManualClock(Date.now());
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.CLIENT_DIST_DIR ? { CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR } : {}),
    ...options.env,
  });
  const app = await buildApp({ config, database, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // Links in mails and copied tag links use the address the browser sees.
  (config as { publicUrl: string }).publicUrl = url;
  return {
    url,
    app,
    config,
    db: database.db,
    clock,
    smtp,
    async stop() {
      await app.close();
      await removeDatabase();
      await smtp.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type WorkerFixtures = {
  server: E2EServer;
  serverOptions: E2EServerOptions;
  databaseKind: E2EDatabaseKind;
};
type TestFixtures = { consoleErrors: string[]; allowConsoleErrors: boolean; serverErrors: ServerErrors };

/**
 * Every 5xx answer the page receives fails the test. A test that causes one on purpose names it with
 * `serverErrors.allow(path)` (a path, or a pattern tested against the URL's path); others still fail.
 */
export type ServerErrors = { allow(path: string | RegExp): void };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverOptions: [{}, { scope: 'worker', option: true }],
  databaseKind: ['pglite', { scope: 'worker', option: true }],
  server: [
    async ({ serverOptions, databaseKind }, use) => {
      const server = await startE2EServer(serverOptions, databaseKind);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  allowConsoleErrors: [false, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The browser reports every non-2xx fetch; expected 401/404 answers are not app errors (5xx
        // answers are checked from the responses themselves, by serverErrors).
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      if (!allowConsoleErrors) expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  serverErrors: [
    async ({ page }, use) => {
      const received: Array<{ path: string; line: string }> = [];
      page.on('response', (response) => {
        if (response.status() < 500) return;
        const { pathname } = new URL(response.url());
        received.push({
          path: pathname,
          line: `${response.status()} ${response.request().method()} ${pathname}`,
        });
      });
      const allowed: Array<string | RegExp> = [];
      await use({ allow: (path) => void allowed.push(path) });
      const permitted = (path: string) =>
        allowed.some((rule) => (typeof rule === 'string' ? rule === path : rule.test(path)));
      const unexpected = received.filter(({ path }) => !permitted(path)).map(({ line }) => line);
      expect(unexpected, '5xx answers the page received').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Resolves once the page's script has taken over `selector`: React has hydrated it (React keeps its
 * fiber on hydrated elements; in-app navigation only means something once the router listens), or, on
 * the public tag page, which has no React (issue 35), its islands have run (`data-enhanced`).
 */
export async function waitForHydration(page: Page, selector = '#root header'): Promise<void> {
  await page.waitForFunction(
    (sel) =>
      document.documentElement.hasAttribute('data-enhanced') ||
      Object.keys(document.querySelector(sel) ?? {}).some((key) => key.startsWith('__reactFiber')),
    selector,
  );
}

/**
 * Resolves once the page has had no request in flight for `quietMs`, counting from now. Playwright's
 * own 'networkidle' fires once per navigation; this one also covers what a scroll or a click may load
 * lazily, so a test can then say that something was never requested.
 */
export async function waitForNetworkIdle(page: Page, quietMs = 500): Promise<void> {
  const inFlight = new Set<Request>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await new Promise<void>((resolve) => {
    const started = (request: Request) => {
      inFlight.add(request);
      clearTimeout(timer);
    };
    const ended = (request: Request) => {
      inFlight.delete(request);
      armIfQuiet();
    };
    const done = () => {
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    };
    const armIfQuiet = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, quietMs);
    };
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    armIfQuiet();
  });
}

export { expect };
export type { Page };
