// Seeds a PostgreSQL database for the scale benchmark in a few INSERT … SELECT statements: `size`
// tags with issued-looking codes (12 Crockford symbols) and bracelet numbers, 4 tags per parent, 2
// emergency fields per tag and one scan in the last 90 days per tag; then VACUUM ANALYZE, as after a
// night's autovacuum. Row number i is the only input, so the same codes can be picked again later.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { CROCKFORD_ALPHABET } from '#shared/tag-code.ts';

export const TAGS_PER_PARENT = 4;
export const FIELDS_PER_TAG = 2;
/** Not a real hash: nobody signs in here, the sessions are made directly. */
const UNUSED_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$bm90LXVzZWQ$bm90LXVzZWQ';

/** `symbols` Crockford symbols of a bigint SQL value, most significant first (5 bits each). */
function crockford(value: SQL, symbols: number): SQL {
  const parts = Array.from(
    { length: symbols },
    (_, k) =>
      sql`substr(${CROCKFORD_ALPHABET}, ((${value} >> ${sql.raw(String(5 * (symbols - 1 - k)))}) & 31)::int + 1, 1)`,
  );
  return sql.join(parts, sql` || `);
}

/** Hex digits `fromHex`… of md5(`label` || i) as a bigint (at most 15 digits: 60 bits). */
const hashBits = (label: string, i: SQL, fromHex: number, hexDigits: number) =>
  sql`('x' || substr(md5(${sql.raw(`'${label}'`)} || ${i}), ${sql.raw(String(fromHex))}, ${sql.raw(String(hexDigits))}))::bit(${sql.raw(String(hexDigits * 4))})::bigint`;

/**
 * Tag i's random bits, computed once per row (`offset 0` keeps PostgreSQL from copying the md5 into
 * every symbol): 60 for its code, like an issued code (collisions among a million such codes are about
 * 4 in 10 million, and the unique index would say so), 80 for its bracelet number.
 */
const bitsOf = (i: SQL) => sql`lateral (select
  ${hashBits('scale-code-', i, 1, 15)} as code,
  ${hashBits('scale-physical-', i, 1, 15)} as physical,
  ${hashBits('scale-physical-', i, 16, 5)} as physical_tail
  offset 0) as bits`;
const code = crockford(sql`bits.code`, 12);
const physicalId = sql`${crockford(sql`bits.physical`, 12)} || ${crockford(sql`bits.physical_tail`, 4)}`;
const parentIdOf = (p: SQL) => sql`md5('scale-parent-' || ${p})::uuid`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type SeedTimes = { totalMs: number; vacuumMs: number };

export async function seedScale(db: Database, size: number): Promise<SeedTimes> {
  const started = performance.now();
  const parents = Math.ceil(size / TAGS_PER_PARENT);
  const i = sql`i`;
  await db.execute(sql`
    insert into users (id, email, password, first_name, is_email_verified, time_zone)
    select ${parentIdOf(sql`p`)}, 'scale-parent-' || p || '@example.test', ${UNUSED_PASSWORD_HASH},
           'Parent ' || p, true, 'Europe/Rome'
    from generate_series(1, ${parents}) as p`);
  await db.execute(sql`
    insert into tags (unique_code, physical_id, user_id, child_name, child_age, is_active, created_at, updated_at)
    select ${code}, ${physicalId}, ${parentIdOf(sql`(i - 1) / ${TAGS_PER_PARENT} + 1`)},
           'Child ' || i, 1 + i % 18, 'true',
           now() - (i % 1000) * interval '1 hour', now() - (i % 1000) * interval '1 minute'
    from generate_series(1, ${size}) as i, ${bitsOf(i)}`);
  await db.execute(sql`
    insert into emergency_fields (tag_id, title, content, field_order)
    select t.id, f.title, f.content, f.ord
    from tags t cross join (values
      ('Emergency Contact', 'Mum: +39 333 123 4567' || chr(10) || 'Dad: +39 347 765 4321', 0),
      ('Allergies', 'Peanuts and tree nuts: anaphylaxis. EpiPen in the backpack.', 1)) as f(title, content, ord)`);
  // Alerts already sent, so no retry job picks these up.
  await db.execute(sql`
    insert into scan_events (id, tag_id, scanned_at, client_hash, device, language, alert_sent_at, alert_claimed_at)
    select gen_random_uuid(), t.id, t.at, md5(t.id::text), 'Android phone, Chrome', 'en', t.at, t.at
    from (select id, now() - random() * interval '89 days' as at from tags) as t`);
  const vacuumStarted = performance.now();
  await db.execute(sql`vacuum analyze`);
  const now = performance.now();
  return { totalMs: now - started, vacuumMs: now - vacuumStarted };
}

/** `count` codes picked evenly across the whole table (every size/count-th tag). */
export async function spreadCodes(db: Database, size: number, count: number): Promise<string[]> {
  const result = await db.execute(sql`
    select ${code} as code
    from generate_series(0, ${count - 1}) as j, ${bitsOf(sql`(1 + j * ${size}::bigint / ${count})`)}`);
  return rowsOf<{ code: string }>(result).map((r) => r.code);
}

/** The ids of `count` parents picked evenly across all of them. */
export async function spreadParents(db: Database, size: number, count: number): Promise<string[]> {
  const parents = Math.ceil(size / TAGS_PER_PARENT);
  const result = await db.execute(sql`
    select ${parentIdOf(sql`(1 + j * ${parents}::bigint / ${count})`)} as id
    from generate_series(0, ${count - 1}) as j`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** Rows in the tables the two measured requests read, and the database's size on disk. */
export async function tableFacts(db: Database): Promise<{ scans: number; databaseMb: number }> {
  const result = await db.execute(sql`
    select (select count(*) from scan_events)::int as scans,
           (pg_database_size(current_database()) / 1048576)::int as database_mb`);
  const row = rowsOf<{ scans: number; database_mb: number }>(result)[0]!;
  return { scans: row.scans, databaseMb: row.database_mb };
}
