// Recording at the speed of a bare server (issues 16, 35): the public page with scan recording on, every
// request a new client, against a bare node:http server answering the same bytes in the same run, on
// the embedded database and on PostgreSQL (a fresh database, created and dropped here). 100,000 tags,
// the load spread over 1,000 owned ones. Targets: app ≥ 0.8 × bare, app p99 ≤ 2 × bare p99, no errors,
// every scan the load made in the database afterwards. Printed, never asserted (decision 040).
// `npm run bench -- scan-recording`; BENCH_RECORDING_DATABASES=pglite (or postgres) runs one;
// BENCH_POSTGRES_URL names the server (default: trust auth on 127.0.0.1:5432).
import os from 'node:os';
import { startBenchServer, type BenchServer } from './lib/bench-server.ts';
import { BENCH_ADMIN_URL, freshPostgres } from './lib/fresh-postgres.ts';
import { postgresCpuMicros } from './lib/postgres-cpu.ts';
import { benchCode, seedPageTags } from './lib/page-seed.ts';
import { measureScanLoad, type ScanLoadResult } from './lib/scan-load.ts';
import type { BenchSection } from './run-all.ts';

const TAGS = 100_000;
const SCAN_TAGS = 1000;
const CONNECTIONS = 32;
const ROUNDS = 3;
const ROUND_S = Number(process.env.BENCH_ROUND_S ?? 5);
const WARMUP_S = 3;
const RATIO_TARGET = 0.8;
const P99_FACTOR = 2;
const DATABASES = (process.env.BENCH_RECORDING_DATABASES ?? 'pglite,postgres').split(',') as Array<
  'pglite' | 'postgres'
>;

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function measure(kind: 'pglite' | 'postgres'): Promise<{ result: ScanLoadResult; seedMs: number }> {
  const env: Record<string, string> = { TRUST_PROXY: '1' };
  if (process.env.CLIENT_DIST_DIR) env.CLIENT_DIST_DIR = process.env.CLIENT_DIST_DIR;
  const postgres = kind === 'postgres' ? await freshPostgres('recording') : undefined;
  let server: BenchServer | undefined;
  try {
    // '' (not undefined): the embedded database even when BENCH_DATABASE_URL is set.
    server = await startBenchServer(env, postgres?.url ?? '');
    const seedMs = await seedPageTags(server.database.db, TAGS);
    console.log(
      `${kind}: ${TAGS.toLocaleString('en')} tags seeded; measuring (load average ${loadAverage()})`,
    );
    const result = await measureScanLoad(server, {
      codes: Array.from({ length: SCAN_TAGS }, (_, i) => benchCode(1 + i)),
      connections: CONNECTIONS,
      rounds: ROUNDS,
      roundSeconds: ROUND_S,
      warmupSeconds: WARMUP_S,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      // Its processes' CPU can be read only when the server runs on this host.
      databaseCpu: postgres && postgresOnThisHost() ? postgresCpuMicros : undefined,
    });
    return { result, seedMs };
  } finally {
    await server?.stop();
    await postgres?.drop();
  }
}

function postgresOnThisHost(): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(BENCH_ADMIN_URL).hostname);
}

/**
 * What the cores allow recording at the target: on a machine the load keeps busy, requests/s × (the
 * generator's CPU + the server's) is the cores' time, so at RATIO_TARGET × bare the app and its
 * database may take the cores' time a request less the generator's, and recording that less what the
 * page takes unrecorded. An upper bound: the bare rounds show how busy the cores really get.
 */
function budget(kind: string, r: ScanLoadResult): string {
  const c = r.cpuMicros;
  const cores = os.cpus().length;
  const target = RATIO_TARGET * r.bare.rps;
  const all = (cores * 1e6) / target;
  const left = all - c.generator.app;
  const page = c.unrecorded + (c.database.unrecorded ?? 0);
  const recording = c.app + (c.database.app ?? 0) - page;
  const busy = (r.bare.rps * (c.bare + c.generator.bare)) / 1e6;
  const n = (value: number) => Math.round(value).toLocaleString('en');
  return `- ${kind}: the bare rounds kept ${busy.toFixed(2)} of ${cores} cores busy. At ${RATIO_TARGET} × bare (${n(target)} req/s) the cores give at most ${n(all)} µs a request; the load generator took ${n(c.generator.app)}, the page unrecorded ${n(page)}, which leaves recording ${n(left - page)} µs a scan, app and database together; it took ${n(recording)}`;
}

/** This process's CPU a request, and PostgreSQL's processes' when measured. */
function cpuCell(own: number, database: number | undefined): string {
  const n = (value: number) => Math.round(value).toLocaleString('en');
  return `${n(own)}${database === undefined ? '' : ` (+ ${n(database)})`}`;
}

export async function run(): Promise<BenchSection> {
  process.env.NODE_ENV ??= 'production';
  const before = loadAverage();
  const measured: Array<{ kind: string; result: ScanLoadResult }> = [];
  for (const kind of DATABASES) measured.push({ kind, ...(await measure(kind)) });
  const after = loadAverage();

  const n = (value: number) => Math.round(value).toLocaleString('en');
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const lines = [
    `- ${TAGS.toLocaleString('en')} tags, the load spread over ${SCAN_TAGS.toLocaleString('en')} owned ones (alerts off: the figures are the page's and the recording's, not SMTP's); every request another client (its own X-Forwarded-For, TRUST_PROXY=1) with a phone's user agent, so every request is a scan; pages cached before the clock starts`,
    `- autocannon in its own process, ${CONNECTIONS} connections, Accept-Encoding: br; per database a ${WARMUP_S} s warm-up each, then ${ROUNDS} alternating rounds of ${ROUND_S} s against the app, a bare node:http server answering each page's own bytes, and the app without a user agent (nothing recorded); requests/s the mean over rounds, p99 the worst round`,
    `- PostgreSQL: ${new URL(BENCH_ADMIN_URL).host}, a fresh database for the run; the embedded database on disk (DATA_DIR)`,
    `- CPU µs a request: this process's CPU time (the app's threads, the embedded database's among them, or the bare server) over the measured rounds' requests; the app's includes writing what its round left queued before the bare round starts; PostgreSQL's own processes (read from /proc when the server is on this host) and the load generator's own process are given apart`,
    `- Load average (1, 5, 15 min): ${before} before, ${after} after (2 cores shared with other work)`,
    '',
    '| database | app req/s | bare req/s | ratio (rounds) | app p50 / p99 | bare p50 / p99 | CPU µs a request, app (+ PostgreSQL) / bare | generator, app / bare rounds | errors | scans expected / written | queue peak | dropped | slices, mean write |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...measured.map(({ kind, result: r }) => {
      const ratio = r.app.rps / r.bare.rps;
      return `| ${kind} | ${n(r.app.rps)} | ${n(r.bare.rps)} | **${ratio.toFixed(2)}** (${r.ratios.map((x) => x.toFixed(2)).join(', ')}) | ${r.app.p50} / **${r.app.p99}** ms | ${r.bare.p50} / ${r.bare.p99} ms | ${cpuCell(r.cpuMicros.app, r.cpuMicros.database.app)} / ${n(r.cpuMicros.bare)} | ${n(r.cpuMicros.generator.app)} / ${n(r.cpuMicros.generator.bare)} | ${r.app.errors} | ${n(r.expected)} / ${n(r.found)} | ${n(r.queuePeak)} | ${n(r.dropped)} | ${n(r.slices)}, ${r.sliceMs.toFixed(1)} ms |`;
    }),
    '',
    ...measured.map(({ kind, result: r }) => {
      const ratio = r.app.rps / r.bare.rps;
      return `- ${kind}: ratio **${ratio.toFixed(2)}** (target ≥ ${RATIO_TARGET}: ${verdict(ratio >= RATIO_TARGET)}); p99 ${r.app.p99} ms against ${r.bare.p99} ms (target ≤ ${P99_FACTOR} × bare: ${verdict(r.app.p99 <= P99_FACTOR * Math.max(r.bare.p99, 1))}); errors ${r.app.errors}; every scan written: ${verdict(r.found === r.expected)} (${n(r.answered)} of the requests answered 2xx before their run ended)`;
    }),
    ...measured.map(({ kind, result: r }) => {
      const ratio = r.unrecorded.rps / r.bare.rps;
      return `- ${kind}, the same load without a user agent (no request a scan): ${n(r.unrecorded.rps)} req/s, ratio ${ratio.toFixed(2)}, p50 / p99 ${r.unrecorded.p50} / ${r.unrecorded.p99} ms, CPU µs a request ${cpuCell(r.cpuMicros.unrecorded, r.cpuMicros.database.unrecorded)}, errors ${r.unrecorded.errors}`;
    }),
    ...measured.map(({ kind, result }) => budget(kind, result)),
  ];
  return {
    title: 'Scan recording at the speed of a bare server (/tag/{code}, every request a new client)',
    lines,
  };
}
