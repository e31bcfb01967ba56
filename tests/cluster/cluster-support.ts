// What the cluster tests share: an empty PostgreSQL database of their own, app instances as real
// processes (`node --import tsx src/server/index.ts`, as `npm start` runs it), a cookie-keeping HTTP
// client, and a bounded wait for conditions that another process makes true.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { hashPassword } from '#server/lib/password.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import { adminUrl, databaseUrl, dropDatabase, uniqueDbName } from '../helpers/test-database.ts';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { HttpClient } from '../helpers/http-client.ts';

export { HttpClient };

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

export async function stopGracefully(instance: Pick<ServerProcess, 'proc' | 'exited'>): Promise<void> {
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

const fieldsOf = (label: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    title: `${label} title ${i + 1}`,
    content: `${label} content ${i + 1}`,
  }));

/**
 * A parent saves `versions` edits on `writer` while a responder reads the page on `reader`, where it
 * is cached: the very next read after each save shows it, as HTML and as JSON (LISTEN/NOTIFY).
 */
export async function expectEditsShowAtOnce(options: {
  sql: pg.Client;
  writer: string;
  reader: string;
  versions: number;
  ip: string;
}): Promise<void> {
  const { sql, writer, reader, versions } = options;
  const email = `editor-${randomBytes(4).toString('hex')}@example.test`;
  const password = 'correct-horse-battery';
  await sql.query(
    `insert into users (email, password, first_name, is_email_verified) values ($1, $2, 'Ed', true)`,
    [email, await hashPassword(password)],
  );
  const parent = new HttpClient({ 'x-forwarded-for': options.ip });
  expect((await parent.post(writer, '/api/auth/login', { email, password })).status).toBe(200);
  const created = await parent.post(writer, '/api/tags', {
    childName: 'Version 0',
    childAge: 6,
    fields: fieldsOf('v0', 2),
  });
  expect(created.status).toBe(201);
  const { id, uniqueCode } = created.json<{ id: string; uniqueCode: string }>();
  const responder = new HttpClient();

  for (let version = 1; version <= versions; version++) {
    // Rendered and cached on the reader (the second read is served from memory).
    for (let read = 0; read < 2; read++) {
      const page = await responder.get(reader, `/tag/${uniqueCode}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`Version ${version - 1}`);
    }
    const saved = await parent.put(writer, `/api/tags/${id}/config`, {
      childName: `Version ${version}`,
      childAge: 6,
      fields: fieldsOf(`v${version}`, 3),
    });
    expect(saved.status).toBe(200);
    // The very next read on the other instance has the edit, as HTML and as JSON.
    const page = await responder.get(reader, `/tag/${uniqueCode}`);
    expect(page.body).toContain(`Version ${version}`);
    expect(page.body).toContain(`v${version} content 3`);
    const json = await responder.get(reader, `/api/tag/${uniqueCode}`);
    expect(json.json()).toMatchObject({ childName: `Version ${version}` });
  }
}
