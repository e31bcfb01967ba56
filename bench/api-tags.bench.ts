// GET /api/tags under load (issue 8): each parent has 50 tags with 3 fields each; every request is a
// different signed-in parent in turn (session look-up, 50 rows with their field counts, JSON). autocannon
// runs in its own process.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { measureLoad } from './lib/load.ts';
import type { BenchSection } from './run-all.ts';

const PARENTS = 200;
const TAGS_PER_PARENT = 50;
const CONNECTIONS = 16;
const ROUNDS = 3;
const ROUND_S = Number(process.env.BENCH_ROUND_S ?? 5);
const WARMUP_S = 3;
/** Not a real hash: nobody signs in here, the sessions are made directly. */
const UNUSED_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$bm90LXVzZWQ$bm90LXVzZWQ';

/** 200 parents × 50 tags × 3 fields, in three INSERT … SELECT statements. */
async function seed(db: Database): Promise<string[]> {
  await db.execute(sql`
    insert into users (email, password, first_name, is_email_verified)
    select 'bench-parent-' || p || '@example.test', ${UNUSED_PASSWORD_HASH}, 'Parent ' || p, true
    from generate_series(1, ${PARENTS}) as p`);
  await db.execute(sql`
    insert into tags (unique_code, user_id, child_name, child_age, created_at, updated_at)
    select 'APITAGS' || lpad(u.n::text, 3, '0') || lpad(t::text, 2, '0'), u.id, 'Child ' || t, 1 + t % 18,
           now() - t * interval '1 hour', now() - t * interval '1 minute'
    from (select id, row_number() over (order by email) as n from users where email like 'bench-parent-%') u
    cross join generate_series(1, ${TAGS_PER_PARENT}) as t`);
  await db.execute(sql`
    insert into emergency_fields (tag_id, title, content, field_order)
    select t.id, f.title, f.content, f.ord
    from tags t cross join (values
      ('Emergency Contact', 'Mum: +39 333 123 4567', 0),
      ('Allergies', 'Peanuts: anaphylaxis. EpiPen in the backpack.', 1),
      ('Blood Type', 'A+', 2)) as f(title, content, ord)
    where t.unique_code like 'APITAGS%'`);
  const rows = await db.execute<{ id: string }>(
    sql`select id from users where email like 'bench-parent-%' order by email`,
  );
  return (rows as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
}

export async function run(): Promise<BenchSection> {
  const server = await startBenchServer();
  try {
    const started = performance.now();
    const parentIds = await seed(server.database.db);
    const seedS = (performance.now() - started) / 1000;
    const cookieName = sessionCookieName(server.app.deps.config, 'user');
    const cookies = await Promise.all(
      parentIds.map(
        async (id) => `${cookieName}=${(await server.app.deps.sessions.create('user', id)).token}`,
      ),
    );

    // The answer really is 50 tags with their field counts, for every parent.
    for (const cookie of [cookies[0]!, cookies.at(-1)!]) {
      const res = await fetch(`${server.url}/api/tags`, { headers: { cookie } });
      const body = (await res.json()) as Array<{ fieldsCount: number }>;
      if (res.status !== 200 || body.length !== TAGS_PER_PARENT || body.some((t) => t.fieldsCount !== 3)) {
        throw new Error(`GET /api/tags answered ${res.status} with ${body.length} tags`);
      }
    }
    const sample = await fetch(`${server.url}/api/tags`, {
      headers: { cookie: cookies[0]!, 'accept-encoding': 'gzip, deflate, br' },
    });
    const encoded = Buffer.from(await sample.arrayBuffer()).length;

    const load = await measureLoad(
      {
        url: server.url,
        method: 'GET',
        path: '/api/tags',
        connections: CONNECTIONS,
        seconds: ROUND_S,
        variants: cookies.map((cookie) => ({ headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } })),
      },
      { rounds: ROUNDS, warmupSeconds: WARMUP_S },
    );
    return {
      title: 'Tags API (GET /api/tags, 50 tags per parent)',
      lines: [
        `- Database: ${server.database.kind}, ${PARENTS} parents × ${TAGS_PER_PARENT} tags × 3 fields (${(PARENTS * TAGS_PER_PARENT).toLocaleString('en')} tags), seeded in ${seedS.toFixed(1)} s; each request is the next parent's session in turn`,
        `- Answer: 50 tags with field counts, ${sample.headers.get('content-encoding') ?? 'identity'} ${(encoded / 1024).toFixed(1)} KB`,
        '',
        `autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s after ${WARMUP_S} s warm-up:`,
        '',
        '| requests/s | p50 | p99 (worst round) | errors | requests |',
        '| ---: | ---: | ---: | ---: | ---: |',
        `| ${Math.round(load.rps).toLocaleString('en')} | ${load.p50} ms | ${load.p99} ms | ${load.errors} | ${load.requests.toLocaleString('en')} |`,
      ],
    };
  } finally {
    await server.stop();
  }
}
