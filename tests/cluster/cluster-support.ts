// What the cluster tests share: an empty PostgreSQL database of their own, app instances as real
// processes (`node --import tsx src/server/index.ts`, as `npm start` runs it), a cookie-keeping HTTP
// client, and a bounded wait for conditions that another process makes true.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sessionCookieName } from '#server/plugins/session.ts';
import { adminUrl, databaseUrl, dropDatabase, uniqueDbName } from '../helpers/test-database.ts';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

export { HttpClient } from '../helpers/http-client.ts';

/** Cookie names outside production (NODE_ENV=test): `sid` and `admin_sid`. */
export const USER_COOKIE = sessionCookieName({ isProduction: false } as never, 'user');
export const ADMIN_COOKIE = sessionCookieName({ isProduction: false } as never, 'admin');

export type ClusterDatabase = { name: string; url: string; drop(): Promise<void> };

/** A new, empty database (no template): the instances migrate and seed it themselves. */
export async function createEmptyDatabase(prefix: string): Promise<ClusterDatabase> {
  const name = uniqueDbName(prefix);
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return { name, url: databaseUrl(name), drop: () => dropDatabase(name) };
}

export async function makeDataDir(prefix: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export type Instance = ServerProcess & { port: number; env: Record<string, string> };

/** Starts an instance and waits until it listens (killed again if it does not). */
export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const chosen = port ?? (await freePort());
  const full = { ...env, PORT: String(chosen) };
  const server = startServerProcess(full, chosen);
  try {
    await server.waitUntilReady(90_000);
  } catch (error) {
    server.proc.kill('SIGKILL');
    throw error;
  }
  return Object.assign(server, { port: chosen, env: full });
}

/** Starts several at once; if one fails, the others are stopped too. */
export async function startInstances(envs: Array<Record<string, string>>): Promise<Instance[]> {
  const started = await Promise.allSettled(envs.map((env) => startInstance(env)));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? killHard(s.value) : undefined)));
    throw failed.reason;
  }
  return started.map((s) => (s as PromiseFulfilledResult<Instance>).value);
}

/** SIGKILL: no shutdown hook runs, open transactions are left to the database to roll back. */
export async function killHard(instance: Instance): Promise<void> {
  instance.proc.kill('SIGKILL');
  await instance.exited;
}

export async function stopGracefully(instance: Instance): Promise<void> {
  if (instance.proc.exitCode !== null || instance.proc.signalCode !== null) return;
  instance.proc.kill('SIGTERM');
  await instance.exited;
}

/** Waits until `condition` answers truthy: for things another process does (bounded, never a timing assertion). */
export async function waitFor<T>(
  what: string,
  condition: () => Promise<T> | T,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A direct connection to the cluster's database, for assertions and for holding locks. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'safekid-cluster-test' });
  // A failing test can leave one open until the database is dropped (FORCE ends it): not an error.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
