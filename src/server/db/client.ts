// Opens the database: embedded PGlite (in DATA_DIR, or in memory for tests) or PostgreSQL through a
// pool. Everything above this file sees one `Database` type and one dialect.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { PgliteThread } from './pglite-thread.ts';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either, so a service can run them inside its transaction. */
export type Executor = Database | Transaction;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; directUrl?: string; poolSize?: number };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query: used by /readyz. */
  ping(): Promise<void>;
  /** Subscribe to a NOTIFY channel; `onReset` is called when notifications may have been missed. */
  listen(channel: string, onMessage: (payload: string) => void, onReset: () => void): Promise<Subscription>;
  close(): Promise<void>;
  /**
   * Runs `fn` while holding a cluster-wide lock (PostgreSQL advisory lock; PGlite has one owner).
   * `onWait` is called once when another session holds it, with that session's process id.
   */
  withExclusiveLock<T>(
    lockId: number,
    fn: () => Promise<T>,
    onWait?: (holderPid?: number) => void,
  ): Promise<T>;
  /**
   * PostgreSQL: throws a `PoolerError` when a notification does not reach the listening session,
   * as behind a pooler in transaction mode, where LISTEN and session locks silently fail.
   */
  checkSessions?(): Promise<void>;
  /** PostgreSQL: the pool's connections now (for /metrics); the embedded database has no pool. */
  poolUse?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL: calls `listener` when an idle pooled connection is lost; answers how to stop. */
  onIdleConnectionError?(listener: () => void): () => void;
  /** The embedded database's thread, for tests that dump it as a template. */
  pglite?: PgliteThread;
};

export type Subscription = {
  /**
   * Resolves once every notification committed before the call has reached `onMessage`; rejects
   * while the subscription is not connected (notifications may be missing).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
};

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export function configuredDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl' | 'dataDir'>,
  poolSize?: number,
): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, directUrl: config.databaseDirectUrl, poolSize }
    : { kind: 'pglite', dataDir: `${config.dataDir}/db` };
}

/** The URL for a session of its own: DATABASE_DIRECT_URL when DATABASE_URL goes through a pooler. */
export function sessionUrl(target: { url: string; directUrl?: string }): string {
  return target.directUrl ?? target.url;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target);
}

async function openPglite(target: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = path.resolve(target.dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  // Its own thread: statements never hold the event loop that answers requests (decision 002).
  const client = new PgliteThread({ dataDir, loadDataDir: target.loadDataDir });
  await client.waitReady;
  // Drizzle uses query, exec and transaction of PGlite's interface: the thread's client answers them.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite({ client: asPglite, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async ping() {
      await client.query('select 1');
    },
    // One process owns an embedded database, so its own notifications are all there is.
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return { sync: async () => undefined, close: async () => unsubscribe() };
    },
    withExclusiveLock: (_lockId, fn) => fn(),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** A listening connection that does not answer this fast is treated as gone. */
const SYNC_TIMEOUT_MS = 2000;

async function openPostgres(target: {
  url: string;
  directUrl?: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  const { url, poolSize = 10 } = target;
  // LISTEN and the advisory lock live as long as their session: behind a transaction-mode pooler they
  // need PostgreSQL itself.
  const direct = sessionUrl(target);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  const listeners = new Set<pg.Client>();
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onIdleConnectionError(listener) {
      pool.on('error', listener);
      return () => void pool.off('error', listener);
    },
    async listen(channel, onMessage, onReset) {
      let client: pg.Client | undefined;
      let stopped = false;
      let reconnecting = false;
      const connect = async (): Promise<void> => {
        if (stopped || closed) return;
        const next = new pg.Client({ connectionString: direct });
        next.on('error', () => undefined);
        next.on('end', () => {
          listeners.delete(next);
          if (client === next) client = undefined;
          if (stopped || closed) return;
          // Notifications sent while we were away are lost: tell the subscriber to forget everything.
          onReset();
          reconnecting = true;
          setTimeout(() => void connect().catch(() => undefined), 500).unref();
        });
        next.on('notification', (msg) => {
          if (msg.channel === channel) onMessage(msg.payload ?? '');
        });
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        listeners.add(next);
        client = next;
        // Whatever was cached while nobody listened may be stale too.
        if (reconnecting) onReset();
        reconnecting = false;
      };
      await connect();

      // A round trip on the listening connection: PostgreSQL sends the notifications committed before
      // it ahead of its answer. Callers arriving while one is under way share the next one. An empty
      // query: the server parses, plans and runs nothing, and still delivers pending notifications
      // before it is ready again; under load it is half the cost of `select 1` on both sides.
      let running: Promise<void> | undefined;
      let queued: Promise<void> | undefined;
      const roundTrip = (): Promise<void> => {
        const current = client;
        if (!current) return Promise.reject(new Error(`not listening on ${channel}`));
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer on ${channel}`)), SYNC_TIMEOUT_MS);
        });
        running = Promise.race([current.query('').then(() => undefined), timeout]).finally(() => {
          clearTimeout(timer);
          running = undefined;
        });
        return running;
      };
      const sync = (): Promise<void> => {
        if (!running) return roundTrip();
        queued ??= running
          .catch(() => undefined)
          .then(() => {
            queued = undefined;
            return sync();
          });
        return queued;
      };
      return {
        sync,
        async close() {
          stopped = true;
          if (client) {
            listeners.delete(client);
            await client.end().catch(() => undefined);
          }
        },
      };
    },
    async withExclusiveLock(lockId, fn, onWait) {
      const lockClient = new pg.Client({ connectionString: direct, connectionTimeoutMillis: 5000 });
      lockClient.on('error', () => undefined);
      await lockClient.connect();
      try {
        const tried = await lockClient.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
          lockId,
        ]);
        if (!tried.rows[0]?.got) {
          onWait?.(await advisoryLockHolder(lockClient, lockId));
          await lockClient.query('select pg_advisory_lock($1)', [lockId]);
        }
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        await lockClient.end().catch(() => undefined);
      }
    },
    checkSessions: () => checkNotificationsArrive(pool, direct),
    async close() {
      closed = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

/** The process id of the session holding an advisory lock taken with a key below 2^32, if any. */
async function advisoryLockHolder(client: pg.Client, lockId: number): Promise<number | undefined> {
  const holder = await client
    .query<{ pid: number }>(
      `select pid from pg_locks where locktype = 'advisory' and classid = 0 and objid = $1 and objsubid = 1 and granted limit 1`,
      [lockId],
    )
    .catch(() => undefined);
  return holder?.rows[0]?.pid;
}

/** DATABASE_URL goes through a pooler that shares sessions between clients. */
export class PoolerError extends Error {}

/**
 * LISTEN on a session of its own, NOTIFY through the pool, then a round trip on the listening
 * session: PostgreSQL delivers a committed notification ahead of the next answer, so a missing one
 * means the two statements reached different sessions (a pooler in transaction or statement mode).
 */
async function checkNotificationsArrive(pool: pg.Pool, listenUrl: string): Promise<void> {
  const channel = `safekid_session_check_${randomUUID().replace(/-/g, '')}`;
  const listener = new pg.Client({ connectionString: listenUrl, connectionTimeoutMillis: 5000 });
  listener.on('error', () => undefined);
  let arrived = false;
  listener.on('notification', (msg) => {
    if (msg.channel === channel) arrived = true;
  });
  await listener.connect();
  try {
    await listener.query(`LISTEN ${channel}`);
    await pool.query('select pg_notify($1, $2)', [channel, 'check']);
    await listener.query('select 1');
  } finally {
    await listener.end().catch(() => undefined);
  }
  if (!arrived) {
    throw new PoolerError(
      'A notification sent through DATABASE_URL never reached a listening session: DATABASE_URL looks like a connection pooler in transaction mode (PgBouncer, pgcat, Supavisor). Set DATABASE_DIRECT_URL to PostgreSQL itself (used for LISTEN, the migration lock and backups), or use the pooler in session mode. See docs/OPERATIONS.md, "Connection poolers".',
    );
  }
}

/** The SQLSTATE of a database error, also when Drizzle wraps it. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
