// What one scan's row costs the database (issue 35), the floor under scan-recording.bench.ts's ratio: in
// slices of 1,000 new clients over 1,000 owned tags of 100,000, the app's own slice statement (merge,
// alert budget, on PostgreSQL its lock and transaction), a plain INSERT of the same rows into scan_events
// (its indexes and foreign key, no merge), and into a copy of the table with its primary key alone. The
// three take turns slice by slice, so a growing table and others' load weigh on each alike; no HTTP and
// no load generator here. Printed, never asserted (decision 040).
// `npm run bench -- scan-row-cost`; BENCH_RECORDING_DATABASES=pglite (or postgres) runs one.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { v7 as timeOrderedUuid } from 'uuid';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { scanClientHash } from '#server/modules/scans/scan-client.ts';
import { insertScans, type ScanToWrite } from '#server/modules/scans/scans.repo.ts';
import { freshPostgres } from './lib/fresh-postgres.ts';
import { benchCode, ownBenchTags, seedPageTags } from './lib/page-seed.ts';
import type { BenchSection } from './run-all.ts';

const TAGS = 100_000;
const SCAN_TAGS = 1000;
const SLICE = 1000;
const WARMUP_ROUNDS = 5;
const ROUNDS = Number(process.env.BENCH_ROW_ROUNDS ?? 40);
const DATABASES = (process.env.BENCH_RECORDING_DATABASES ?? 'pglite,postgres').split(',') as Array<
  'pglite' | 'postgres'
>;

type Kind = 'pglite' | 'postgres';
type Variant = { name: string; write(db: Database, scans: ScanToWrite[]): Promise<unknown> };
type Cost = { wallMicros: number; cpuMicros: number };

/** The rows of a slice as the app's insert writes them, the tag found by its code (as the app does). */
const plainInsert = (table: string) => (db: Database, scans: ScanToWrite[]) => {
  const column = <K extends keyof ScanToWrite>(key: K) => sql.param(scans.map((s) => s[key]));
  const scannedAt = sql.param(scans.map((s) => s.scannedAt.toISOString()));
  return db.execute(sql`
    insert into ${sql.identifier(table)} (id, tag_id, scanned_at, client_hash, device, language, while_lost)
    select v.id, t.id, v.scanned_at, v.client_hash, v.device, v.language, false
    from unnest(${column('id')}::uuid[], ${column('code')}::text[], ${scannedAt}::timestamptz[],
                ${column('clientHash')}::text[], ${column('device')}::text[], ${column('language')}::text[])
      as v(id, code, scanned_at, client_hash, device, language)
    join lateral (select t.id from tags t where t.unique_code = v.code limit 1) t on true`);
};

function variants(kind: Kind): Variant[] {
  return [
    {
      name: "the app's slice statement",
      write: (db, scans) => insertScans(db, scans, new Date(), { oneStatementAtATime: kind === 'pglite' }),
    },
    { name: 'INSERT, its indexes and foreign key', write: plainInsert('scan_events') },
    { name: 'INSERT, primary key alone', write: plainInsert('scan_row_floor') },
  ];
}

let clients = 0;
/** A slice of new clients, one after another over the owned tags. */
function newClients(): ScanToWrite[] {
  const now = new Date();
  return Array.from({ length: SLICE }, () => {
    const n = clients++;
    const code = benchCode(1 + (n % SCAN_TAGS));
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    return {
      id: timeOrderedUuid(),
      code,
      scannedAt: now,
      clientHash: scanClientHash({ ip, userAgent: undefined }, code, now, 'bench-row-cost-secret'),
      neighbourClientHash: null,
      device: 'Android phone',
      language: 'en',
    };
  });
}

async function open(kind: Kind): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (kind === 'postgres') {
    const postgres = await freshPostgres('row_cost');
    const handle = await openDatabase({ kind, url: postgres.url });
    return { handle, dispose: async () => (await handle.close(), await postgres.drop()) };
  }
  // On disk, as `npm start` runs it.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-bench-rows-'));
  const handle = await openDatabase({ kind, dataDir: path.join(dataDir, 'db') });
  return {
    handle,
    dispose: async () => (await handle.close(), await rm(dataDir, { recursive: true, force: true })),
  };
}

/** µs a row per variant: wall time of the statement, and this process's CPU (the embedded database's thread in it). */
async function measure(kind: Kind): Promise<Cost[]> {
  const { handle, dispose } = await open(kind);
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    await seedPageTags(db, TAGS);
    await ownBenchTags(
      db,
      Array.from({ length: SCAN_TAGS }, (_, i) => benchCode(1 + i)),
    );
    await db.execute(sql`create table scan_row_floor (like scan_events including defaults)`);
    await db.execute(sql`alter table scan_row_floor add primary key (id)`);
    const list = variants(kind);
    const totals = list.map(() => ({ wall: 0, cpu: 0 }));
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      for (const [i, variant] of list.entries()) {
        const scans = newClients();
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        await variant.write(db, scans);
        const wall = performance.now() - started;
        const cpu = process.cpuUsage(cpuBefore);
        if (round < WARMUP_ROUNDS) continue;
        totals[i]!.wall += wall * 1000;
        totals[i]!.cpu += cpu.user + cpu.system;
      }
    }
    const rows = ROUNDS * SLICE;
    return totals.map((t) => ({ wallMicros: t.wall / rows, cpuMicros: t.cpu / rows }));
  } finally {
    await dispose();
  }
}

export async function run(): Promise<BenchSection> {
  const names = variants('pglite').map((v) => v.name);
  const measured: Array<{ kind: Kind; costs: Cost[] }> = [];
  for (const kind of DATABASES) measured.push({ kind, costs: await measure(kind) });
  const f = (x: number) => x.toFixed(1);
  return {
    title: "What a scan's row costs the database (slices of 1,000 new clients)",
    lines: [
      `- ${TAGS.toLocaleString('en')} tags, ${SCAN_TAGS.toLocaleString('en')} owned; ${ROUNDS} measured slices of ${SLICE.toLocaleString('en')} per variant after ${WARMUP_ROUNDS} each to warm up, the variants taking turns; the embedded database on disk, PostgreSQL a fresh database`,
      "- µs a row: the statement's wall time, and in brackets this process's CPU time (on the embedded database its thread's work is in it; PostgreSQL's own processes are not)",
      '- scan-recording.bench.ts prints what the cores leave recording a scan at 0.8 × bare, app and database together: a row dearer than that cannot reach it',
      '',
      `| database | ${names.join(' | ')} |`,
      `| --- | ${names.map(() => '---:').join(' | ')} |`,
      ...measured.map(
        ({ kind, costs }) =>
          `| ${kind} | ${costs.map((c) => `${f(c.wallMicros)} (${f(c.cpuMicros)})`).join(' | ')} |`,
      ),
    ],
  };
}
