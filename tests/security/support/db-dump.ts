// A dump of every table, to prove that a refused request wrote nothing. Rate-limit counters are left
// out (refusals are counted by design); the access matrix leaves sessions out too, since its expired
// callers' sessions are deleted when read and its clock moves (sliding expiry writes).
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

const ALWAYS_SKIPPED = ['rate_limits'];
export const SESSIONS = 'sessions';

export type DatabaseDump = Record<string, string[]>;

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

export async function tableNames(db: Database, skip: string[] = []): Promise<string[]> {
  const skipped = new Set([...ALWAYS_SKIPPED, ...skip]);
  const result = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  return rowsOf(result)
    .map((row) => row.name)
    .filter((name) => !skipped.has(name));
}

/** Every row of every table (but the skipped ones) as sorted JSON text, table by table. */
export async function dumpDatabase(db: Database, skip: string[] = []): Promise<DatabaseDump> {
  const dump: DatabaseDump = {};
  for (const name of await tableNames(db, skip)) {
    const result = (await db.execute(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t order by 1`,
    )) as unknown as Rows<{ row: string }>;
    dump[name] = rowsOf(result).map((r) => r.row);
  }
  return dump;
}

/** One digest per table (but the skipped ones), in one query: cheap enough to take around every request. */
export async function databaseDigest(db: Database, skip: string[] = []): Promise<Record<string, string>> {
  const names = await tableNames(db, skip);
  const perTable = names.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(name)} t`,
  );
  const result = (await db.execute(sql.join(perTable, sql` union all `))) as unknown as Rows<{
    name: string;
    digest: string;
  }>;
  return Object.fromEntries(rowsOf(result).map((row) => [row.name, row.digest]));
}
