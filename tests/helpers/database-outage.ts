// A database the test can stop (issue 28): on PostgreSQL the app talks through a TCP proxy the test
// cuts; on PGlite the database thread's every request fails as when the thread has stopped. Open the
// app on `outage.database`, then `cut()` (or `hang()`) and `restore()`.
import { inject } from 'vitest';
import { DATABASE_THREAD_STOPPED } from '#server/db/connection-failure.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import type { PgliteThread } from '#server/db/pglite-thread.ts';
import { startTcpProxy, throughProxy, type TcpProxy } from './tcp-proxy.ts';
import { openTestDatabase } from './test-app.ts';
import { createPostgresCopy, databaseUrl, dropDatabase, testDbKind } from './test-database.ts';

export type Outage = {
  database: DatabaseHandle;
  /** Requests accepted and never answered, until `cut`. */
  hang(): Promise<void>;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL behind a proxy: cut drops every connection and refuses new ones. */
async function postgresOutage(): Promise<Outage> {
  const url = await createPostgresCopy(inject('dbTemplate').templateName!);
  const server = new URL(databaseUrl('postgres'));
  const proxy: TcpProxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const database = await openDatabase({ kind: 'postgres', url: throughProxy(url, proxy), poolSize: 5 });
  return {
    database,
    hang: async () => proxy.freeze(),
    cut: () => proxy.cut(),
    restore: () => proxy.restore(),
    async close() {
      await database.close().catch(() => undefined);
      await proxy.close();
      await dropDatabase(new URL(url).pathname.slice(1));
    },
  };
}

/** PGlite: every request to its thread fails as it does once the thread has stopped. */
async function pgliteOutage(): Promise<Outage> {
  const { handle } = await openTestDatabase();
  const thread = handle.pglite as PgliteThread & { request: PgliteThread['request'] };
  const stopped = Object.assign(new Error('the database thread stopped (exit code 1)'), {
    code: DATABASE_THREAD_STOPPED,
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    database: handle,
    // Hung requests fail when the thread is then found stopped.
    hang: async () => {
      thread.request = () => released.then(() => Promise.reject(stopped));
    },
    cut: async () => {
      thread.request = () => Promise.reject(stopped);
      release();
    },
    restore: async () => {
      delete (thread as Partial<Pick<PgliteThread, 'request'>>).request;
    },
    close: () => handle.close(),
  };
}

/** The outage for the database kind the test project runs on. */
export function startOutage(): Promise<Outage> {
  return testDbKind() === 'postgres' ? postgresOutage() : pgliteOutage();
}
