// The public page under load WITH scan recording (issues 16, 35): requests spread over owned tags,
// every request another client (its own X-Forwarded-For address, the app behind TRUST_PROXY=1: a client
// is its address, decision 027), so each one is a scan the app queues and writes. Alternating rounds
// against the app and a bare node:http server answering each page's own bytes; after the run every scan
// the load made is counted in the database.
import { sql } from 'drizzle-orm';
import type { BenchServer } from './bench-server.ts';
import { getRaw, startBareServer, type RawResponse } from './bare-server.ts';
import { ownBenchTags } from './page-seed.ts';
import { runLoad, type CannonResult, type LoadSpec } from './load.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
/** Far apart: no two runs share a client. */
const RUN_SPACING = 10_000_000;

type Options = {
  codes: string[];
  connections: number;
  rounds: number;
  roundSeconds: number;
  warmupSeconds: number;
  headers: Record<string, string>;
  /** The database server's CPU now (µs), when it runs on this host: its share of the app's rounds. */
  databaseCpu?: () => number | undefined;
};

export type ScanLoadFigures = { rps: number; p50: number; p99: number; errors: number };

export type ScanLoadResult = {
  app: ScanLoadFigures;
  bare: ScanLoadFigures;
  /** The app under the same load without a user agent: the page, no request a scan. */
  unrecorded: ScanLoadFigures;
  /** app / bare, round by round. */
  ratios: number[];
  /** Requests the load sent to the app (warm-up included), those answered 2xx, scans written. */
  expected: number;
  answered: number;
  found: number;
  /** The most scans queued in memory at once (sampled every 50 ms), and those dropped (queue full). */
  queuePeak: number;
  dropped: number;
  /** Slices written and their mean time (the scans metric). */
  slices: number;
  sliceMs: number;
  /**
   * CPU time per request in the measured rounds (µs): this process's, per target (the app's with its
   * writes); the database server's in the app's rounds (when measured); the load generator's.
   */
  cpuMicros: Record<Target, number> & {
    database: Record<'app' | 'unrecorded', number | undefined>;
    generator: Record<Target, number>;
  };
};

/** The app recording every request, the bare server, the app with no request a scan. */
type Target = 'app' | 'bare' | 'unrecorded';

export async function measureScanLoad(server: BenchServer, options: Options): Promise<ScanLoadResult> {
  const { db } = server.database;
  const { metrics } = server.app.deps;
  await ownBenchTags(db, options.codes);
  // Rendered and cached before the clock starts (a request without a user agent is not a scan); the
  // bare server answers each page's path with the very bytes the app answered there.
  const pages = new Map<string, RawResponse>();
  for (const code of options.codes) {
    const path = `/tag/${code}`;
    pages.set(path, await getRaw(`${server.url}${path}`, options.headers));
  }
  const bareServer = await startBareServer(pages.values().next().value!, pages);
  const before = await countScans(server);
  const droppedBefore = await counterValue(metrics.scans.dropped);
  const writesBefore = await metrics.scans.writeSeconds.get();

  let queuePeak = 0;
  const sampler = setInterval(() => {
    void metrics.scans.queueLength.get().then((g) => {
      queuePeak = Math.max(queuePeak, g.values[0]?.value ?? 0);
    });
  }, 50);

  let run = 0;
  // Without a user agent a request is not a scan (scan-filters.ts): the page alone.
  const load = (url: string, seconds: number, recorded: boolean) =>
    runLoad({
      url,
      method: 'GET',
      path: '/',
      variants: options.codes.map((code) => ({
        headers: recorded ? { ...options.headers, 'user-agent': PHONE } : options.headers,
        path: `/tag/${code}`,
      })),
      numberedAddress: true,
      firstRequest: RUN_SPACING * run++,
      connections: options.connections,
      seconds,
    } satisfies LoadSpec);

  const results: Record<Target, CannonResult[]> = { app: [], bare: [], unrecorded: [] };
  // CPU of this process (the app's thread and the embedded database's, or the bare server) per request
  // of the measured rounds; the app's includes writing what its round left queued, before the next
  // round starts (so none of the app's writes falls into another round's time).
  const cpu = { app: 0, bare: 0, unrecorded: 0 };
  const generator = { app: 0, bare: 0, unrecorded: 0 };
  const database: Record<'app' | 'unrecorded', number | undefined> = { app: 0, unrecorded: 0 };
  const round = async (target: Target, seconds: number, measured: boolean) => {
    const started = process.cpuUsage();
    const databaseBefore = options.databaseCpu?.();
    const result = await load(
      target === 'bare' ? bareServer.url : server.url,
      seconds,
      target !== 'unrecorded',
    );
    if (target === 'app') await server.app.deps.services.scans.flush();
    const used = process.cpuUsage(started);
    const databaseAfter = options.databaseCpu?.();
    if (measured) {
      cpu[target] += used.user + used.system;
      generator[target] += result.cpuMicros;
      if (target !== 'bare') {
        const sum = database[target];
        database[target] =
          sum === undefined || databaseBefore === undefined || databaseAfter === undefined
            ? undefined
            : sum + databaseAfter - databaseBefore;
      }
    }
    results[target].push(result);
  };
  const targets: Target[] = ['app', 'bare', 'unrecorded'];
  try {
    for (const target of targets) await round(target, options.warmupSeconds, false);
    for (let i = 0; i < options.rounds; i++) {
      for (const target of targets) await round(target, options.roundSeconds, true);
    }
  } finally {
    clearInterval(sampler);
    await bareServer.close();
  }
  const app = results.app;
  // Every request sent reached the app (the ones in flight when a run ended were never counted as 2xx).
  const expected = app.reduce((sum, r) => sum + r.requests.sent, 0);
  const answered = app.reduce((sum, r) => sum + r['2xx'], 0);
  await server.app.deps.services.scans.flush();
  const found = (await countScans(server)) - before;
  const writesAfter = await metrics.scans.writeSeconds.get();
  const histogram = (h: typeof writesAfter, name: string) =>
    h.values.find((v) => v.metricName === name)?.value ?? 0;
  const slices =
    histogram(writesAfter, 'safekid_scan_write_duration_seconds_count') -
    histogram(writesBefore, 'safekid_scan_write_duration_seconds_count');
  const seconds =
    histogram(writesAfter, 'safekid_scan_write_duration_seconds_sum') -
    histogram(writesBefore, 'safekid_scan_write_duration_seconds_sum');

  // The warm-ups are not measured.
  const appRounds = app.slice(1);
  const bareRounds = results.bare.slice(1);
  const unrecordedRounds = results.unrecorded.slice(1);
  const perRequest = (micros: number | undefined, rounds: CannonResult[]) =>
    options.databaseCpu && micros !== undefined ? micros / requests(rounds) : undefined;
  const requests = (results: CannonResult[]) => results.reduce((sum, r) => sum + r.requests.sent, 0);
  return {
    app: figures(appRounds),
    bare: figures(bareRounds),
    unrecorded: figures(unrecordedRounds),
    ratios: appRounds.map((r, i) => r.requests.average / bareRounds[i]!.requests.average),
    expected,
    answered,
    found,
    queuePeak,
    dropped: (await counterValue(metrics.scans.dropped)) - droppedBefore,
    slices,
    sliceMs: slices > 0 ? (seconds * 1000) / slices : 0,
    cpuMicros: {
      app: cpu.app / requests(appRounds),
      bare: cpu.bare / requests(bareRounds),
      unrecorded: cpu.unrecorded / requests(unrecordedRounds),
      database: {
        app: perRequest(database.app, appRounds),
        unrecorded: perRequest(database.unrecorded, unrecordedRounds),
      },
      generator: {
        app: generator.app / requests(appRounds),
        bare: generator.bare / requests(bareRounds),
        unrecorded: generator.unrecorded / requests(unrecordedRounds),
      },
    },
  };
}

async function counterValue(counter: { get(): Promise<{ values: Array<{ value: number }> }> }) {
  return (await counter.get()).values[0]?.value ?? 0;
}

async function countScans(server: BenchServer): Promise<number> {
  const result = (await server.database.db.execute(sql`select count(*)::int as n from scan_events`)) as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]!.n;
}

function figures(results: CannonResult[]): ScanLoadFigures {
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}
