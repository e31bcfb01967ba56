// Applies the committed drizzle-kit migrations. On PostgreSQL an advisory lock lets several
// instances start at once without racing each other.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
export const MIGRATION_LOCK_ID = 720_451_993;

type Journal = { entries: Array<{ tag: string; when: number }> };

/** What a start did to the schema: the migrations it applied (names) and the latest one in force. */
export type MigrationReport = { applied: string[]; schemaVersion: string };

function readJournal(): Journal {
  return JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The names of this code's migrations, oldest first. */
export function knownMigrations(): string[] {
  return readJournal().entries.map((e) => e.tag);
}

/** The latest migration recorded in the database (its name when this code knows it), if any. */
export async function schemaVersion(handle: DatabaseHandle): Promise<string | undefined> {
  const at = await latestAppliedAt(handle);
  if (at === undefined) return undefined;
  return (
    readJournal().entries.find((e) => e.when === at)?.tag ??
    `newer than this code's migrations (recorded ${at})`
  );
}

/** The line a start prints while another instance holds the migration lock. */
export function migrationLockWaitMessage(holderPid?: number): string {
  const who = holderPid ? ` (PostgreSQL process ${holderPid})` : '';
  return `waiting for the migration lock: another instance${who} is migrating the database`;
}

/**
 * `onLockWait` hears when another instance holds the migration lock (with its PostgreSQL process id),
 * so a start that waits says why instead of hanging silently.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  onLockWait?: (holderPid?: number) => void,
): Promise<MigrationReport> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  const journal = readJournal();
  return handle.withExclusiveLock(
    MIGRATION_LOCK_ID,
    async () => {
      const before = await latestAppliedAt(handle);
      if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
      else await migratePostgres(handle.db as unknown as NodePgDatabase, config);
      const after = await latestAppliedAt(handle);
      // Drizzle applies every migration newer than the latest recorded one, in the journal's order.
      const applied = journal.entries.filter((e) => e.when > (before ?? -1)).map((e) => e.tag);
      // During a rolling upgrade a newer instance may have applied migrations this code does not know.
      const known = journal.entries.find((e) => e.when === after)?.tag;
      return { applied, schemaVersion: known ?? `newer than this code's migrations (recorded ${after})` };
    },
    onLockWait,
  );
}

/** The `created_at` (the migration's journal time) of the latest recorded migration, if any. */
async function latestAppliedAt(handle: DatabaseHandle): Promise<number | undefined> {
  // Both drivers answer raw statements with `{ rows }`. Two queries: a query naming a missing table
  // fails whatever branch would read it.
  const rows = async <T>(query: SQL) => ((await handle.db.execute(query)) as { rows: T[] }).rows;
  const [table] = await rows<{ name: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return undefined;
  const [latest] = await rows<{ at: string | null }>(
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  return latest?.at ? Number(latest.at) : undefined;
}
