// Fresh databases for tests, made quickly from a migrated template: a PGlite data-dir dump, or a
// PostgreSQL template database. Every test file gets its own, so runs never collide.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { seedDefaults } from '#server/db/seed.ts';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** postgres://…/postgres of TEST_DATABASE_URL: where databases are created and dropped. */
export function adminUrl(): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(base);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueDbName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A migrated, seeded template. Answers what `createTestDatabase` needs to copy it. */
export async function createTemplate(
  kind: TestDbKind,
  pgliteDumpFile: string,
): Promise<{ templateName?: string }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(handle);
    await seedDefaults(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(pgliteDumpFile, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    return {};
  }
  const templateName = uniqueDbName('safekid_tpl');
  await withAdminClient((c) => c.query(`CREATE DATABASE "${templateName}"`));
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(templateName), poolSize: 2 });
  await migrateDatabase(handle);
  await seedDefaults(handle.db);
  await handle.close();
  return { templateName };
}

/** An empty database on TEST_DATABASE_URL's server; answers its URL. */
export async function createEmptyDatabase(prefix: string): Promise<string> {
  const name = uniqueDbName(prefix);
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}"`));
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export type TestDatabase = { handle: DatabaseHandle; url?: string; drop(): Promise<void> };

/** A new database copied from the template that global setup made for this project. */
export async function createTestDatabase(template: {
  pgliteDumpFile?: string;
  templateName?: string;
}): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const dump = await readFile(template.pgliteDumpFile!);
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
    return { handle, drop: async () => undefined };
  }
  const url = await createPostgresCopy(template.templateName!);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  return {
    handle,
    url,
    drop: async () => {
      await handle.close().catch(() => undefined);
      await dropDatabase(new URL(url).pathname.slice(1));
    },
  };
}

/** Copies the template into a new database (retrying: concurrent copies can collide). */
export async function createPostgresCopy(templateName: string): Promise<string> {
  const name = uniqueDbName('safekid_test');
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdminClient((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`));
      return databaseUrl(name);
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
