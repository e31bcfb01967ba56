// The public page benchmarks' tags: `count` tags BENCH0000001… with three emergency fields each, in two
// INSERT … SELECT statements (seeding through the app would take minutes).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

export const benchCode = (i: number) => `BENCH${String(i).padStart(7, '0')}`;

/** Seeds the tags; answers the milliseconds it took. */
export async function seedPageTags(db: Database, count: number): Promise<number> {
  const started = performance.now();
  await db.execute(sql`
    insert into tags (unique_code, physical_id, child_name, child_age, is_active)
    select 'BENCH' || lpad(i::text, 7, '0'), 'BENCHPHYS' || lpad(i::text, 7, '0'),
           'Child ' || i, 1 + i % 18, 'true'
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into emergency_fields (tag_id, title, content, field_order)
    select t.id, f.title, f.content, f.ord
    from tags t cross join (values
      ('Emergency Contact', 'Mum: +39 333 123 4567' || chr(10) || 'Dad: +39 347 765 4321', 0),
      ('Allergies', 'Peanuts and tree nuts: anaphylaxis. EpiPen in the backpack.', 1),
      ('Blood Type', 'A+', 2)) as f(title, content, ord)
    where t.unique_code like 'BENCH%'`);
  return performance.now() - started;
}

/** One parent owns the tags of `codes`, alerts off: a load's figures are then the page's and the recording's, not SMTP's. */
export async function ownBenchTags(db: Database, codes: string[]): Promise<void> {
  await db.execute(sql`
    with parent as (
      insert into users (email, password, is_email_verified) values ('bench-scans@example.test', 'x', true)
      returning id)
    update tags set user_id = (select id from parent), alerts_enabled = false
    where unique_code in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`);
}
