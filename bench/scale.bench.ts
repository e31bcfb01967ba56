// Does the cost grow with the number of tags? (issue 16) The public page and GET /api/tags on real
// PostgreSQL with 1,000, 100,000 and 1,000,000 tags, each size in a database of its own
// (safekid_bench_scale_<size>, created and dropped here) with an app of its own, at 32 connections; the
// sizes take turns round by round, so the shared machine's other work hits them alike:
// - the public page spread over many tags, each request a page the cache does not hold (distinct codes
//   across the whole table × the five languages, more pages than the page cache keeps), so every
//   request reads the database and renders; the page cache's hits are counted to show it;
// - the public page of one tag, from the page cache (the usual case while one child is being helped);
// - GET /api/tags for signed-in parents who own 4 tags each among all the others.
// Every page request comes from a client of its own (X-Forwarded-For, a phone's user agent), so scan
// recording, where the branch has it, records them; the report says whether it did.
// `npm run bench -- scale`; BENCH_SCALE_SIZES=1000,100000 skips the million (seeding it takes minutes);
// BENCH_SCALE_POSTGRES_URL names the server (default: trust auth on 127.0.0.1:5432).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import type { PublicPageCache } from '#server/modules/public-tag/public-page-cache.ts';
import { PAGE_CACHE_MAX_BYTES } from '#server/modules/public-tag/public-tag.service.ts';
import { startBenchServer, type BenchServer } from './lib/bench-server.ts';
import {
  loadRunner,
  summarizeRounds,
  type CannonResult,
  type LoadFigures,
  type LoadSpec,
} from './lib/load.ts';
import {
  FIELDS_PER_TAG,
  type SeedTimes,
  seedScale,
  spreadCodes,
  spreadParents,
  tableFacts,
  TAGS_PER_PARENT,
} from './lib/scale-seed.ts';
import type { BenchSection } from './run-all.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const ADMIN_URL = process.env.BENCH_SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'safekid_bench_scale';
const CONNECTIONS = 32;
const ROUNDS = 3;
const ROUND_S = Number(process.env.BENCH_ROUND_S ?? 5);
const WARMUP_S = 3;
/** Distinct codes the spread run asks for (all tags when there are fewer), each in every language. */
const SPREAD_CODES = 10_000;
const SIGNED_IN_PARENTS = 1_000;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': PHONE };

/** One size, seeded and served, with a runner per measured request. */
type Subject = {
  size: number;
  server: BenchServer;
  seed: SeedTimes;
  databaseMb: number;
  spreadPages: number;
  cacheUse: { counting: boolean; lookups: number; hits: number };
  recorder: { flush(): Promise<void> } | undefined;
  scansBefore: number;
  runs: Record<Measure, (seconds?: number) => Promise<CannonResult>>;
  results: Record<Measure, CannonResult[]>;
};

const MEASURES = ['spread', 'cached', 'tagsApi'] as const;
type Measure = (typeof MEASURES)[number];

/** Every request another client address, so nothing merges or limits them as one visitor. */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const databaseName = (size: number) => `${DATABASE}_${size}`;
const dropDatabase = (size: number) =>
  withAdmin((c) => c.query(`drop database if exists ${databaseName(size)} with (force)`));

function databaseUrl(size: number): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName(size)}`;
  return url.toString();
}

/** Counts the page cache's look-ups and hits while `counting` is on (a miss reads the database). */
function cacheCounter(cache: PublicPageCache) {
  const counter = { counting: false, lookups: 0, hits: 0 };
  const get = cache.get.bind(cache);
  cache.get = (...args) => {
    const page = get(...args);
    if (counter.counting) {
      counter.lookups += 1;
      if (page) counter.hits += 1;
    }
    return page;
  };
  return counter;
}

/** H1's recorder, when this branch has it: written out before scans are counted. */
function scanRecorder(server: BenchServer): { flush(): Promise<void> } | undefined {
  const services = server.app.deps.services as unknown as Record<string, { flush?: () => Promise<void> }>;
  const scans = services.scans;
  return scans && typeof scans.flush === 'function' ? { flush: () => scans.flush!() } : undefined;
}

async function check(server: BenchServer, code: string, cookie: string): Promise<void> {
  const page = await fetch(`${server.url}/tag/${code}`, { headers: BROWSER });
  if (page.status !== 200) throw new Error(`/tag/${code} answered ${page.status}`);
  const res = await fetch(`${server.url}/api/tags`, { headers: { cookie } });
  const body = (await res.json()) as Array<{ fieldsCount: number }>;
  if (
    res.status !== 200 ||
    body.length !== TAGS_PER_PARENT ||
    body.some((t) => t.fieldsCount !== FIELDS_PER_TAG)
  ) {
    throw new Error(`GET /api/tags answered ${res.status} with ${body.length} tags`);
  }
}

/** A fresh database of `size` tags with the app on it, and the three loads to run against it. */
async function prepare(size: number, env: Record<string, string>, subjects: Subject[]): Promise<void> {
  await dropDatabase(size);
  await withAdmin((c) => c.query(`create database ${databaseName(size)}`));
  const server = await startBenchServer({ ...env, TRUST_PROXY: '1' }, databaseUrl(size));
  const { db } = server.database;
  console.log(`${size.toLocaleString('en')} tags: seeding (load average ${loadAverage()})…`);
  let seed: SeedTimes;
  try {
    seed = await seedScale(db, size);
  } catch (error) {
    await server.stop();
    throw error;
  }
  console.log(`  seeded in ${(seed.totalMs / 1000).toFixed(1)} s`);
  const facts = await tableFacts(db);
  const codes = await spreadCodes(db, size, Math.min(size, SPREAD_CODES));
  const cookieName = sessionCookieName(server.app.deps.config, 'user');
  const cookies = await Promise.all(
    (await spreadParents(db, size, SIGNED_IN_PARENTS)).map(
      async (id) => `${cookieName}=${(await server.app.deps.sessions.create('user', id)).token}`,
    ),
  );
  await check(server, codes.at(-1)!, cookies.at(-1)!);

  const page = (path: string, n: number) => ({
    path,
    headers: { ...BROWSER, 'x-forwarded-for': clientAddress(n) },
  });
  const spec = (path: string, variants: LoadSpec['variants']): LoadSpec => ({
    url: server.url,
    method: 'GET',
    path,
    connections: CONNECTIONS,
    seconds: ROUND_S,
    variants,
  });
  // Code-major order: consecutive requests are different tags; a page comes back only after every
  // other code in every language, long after the cache let it go.
  const spreadVariants = LANGUAGES.flatMap((language, l) =>
    codes.map((code, c) => page(`/tag/${code}?lang=${language}`, l * codes.length + c)),
  );
  const oneTag = `/tag/${codes[Math.floor(codes.length / 2)]}`;
  subjects.push({
    size,
    server,
    seed,
    databaseMb: facts.databaseMb,
    spreadPages: spreadVariants.length,
    cacheUse: cacheCounter(server.app.deps.services.publicTag.cache),
    recorder: scanRecorder(server),
    scansBefore: facts.scans,
    runs: {
      spread: loadRunner(spec('/', spreadVariants)),
      cached: loadRunner(
        spec(
          oneTag,
          Array.from({ length: 10_000 }, (_, n) => page(oneTag, n)),
        ),
      ),
      tagsApi: loadRunner(
        spec(
          '/api/tags',
          cookies.map((cookie) => ({ headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } })),
        ),
      ),
    },
    results: { spread: [], cached: [], tagsApi: [] },
  });
}

const cell = (f: LoadFigures) =>
  `${Math.round(f.rps).toLocaleString('en')} | ${f.p99} ms | ${f.errors.toLocaleString('en')}`;

type Summary = {
  subject: Subject;
  figures: Record<Measure, LoadFigures>;
  scansRecorded: number;
};

function report(summaries: Summary[], load: { before: string; after: string }): string[] {
  const recording = summaries.some((s) => s.subject.recorder);
  const pages = summaries
    .map(
      (s) => `${s.subject.spreadPages.toLocaleString('en')} at ${s.subject.size.toLocaleString('en')} tags`,
    )
    .join(', ');
  const scans = summaries
    .map((s) => `${s.scansRecorded.toLocaleString('en')} at ${s.subject.size.toLocaleString('en')} tags`)
    .join(', ');
  return [
    `- PostgreSQL (${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}), a fresh database per size: ${TAGS_PER_PARENT} tags per parent, ${FIELDS_PER_TAG} emergency fields per tag, 1 scan per tag in the last 90 days, issued-looking 12-symbol codes; VACUUM ANALYZE after seeding`,
    `- autocannon, ${CONNECTIONS} connections; per size and request a ${WARMUP_S} s warm-up, then ${ROUNDS} rounds of ${ROUND_S} s, the sizes taking turns round by round (so whatever else the shared machine does hits every size alike); requests/s the mean over rounds, p99 the worst round; errors = connection errors + timeouts + non-2xx`,
    `- Page, spread: min(tags, ${SPREAD_CODES.toLocaleString('en')}) codes picked evenly across the table × ${LANGUAGES.length} languages (?lang=), requested in turn (distinct pages: ${pages}; more than the page cache's ${PAGE_CACHE_MAX_BYTES / 2 ** 20} MB hold); "cache hits": the share of the spread rounds' page look-ups the cache answered (every miss reads the database and renders)`,
    `- Page, one tag: the same code every time, answered from the page cache`,
    `- GET /api/tags: the next of ${SIGNED_IN_PARENTS.toLocaleString('en')} signed-in parents (picked evenly across all) in turn; each owns ${TAGS_PER_PARENT} tags`,
    `- Scan recording: ${recording ? `on (ScanService present): scans recorded during the page runs: ${scans}` : `off (no ScanService on this branch; scans recorded: ${scans})`}; every page request came from its own client address with a phone's user agent`,
    `- Load average (1, 5, 15 min): ${load.before} before measuring, ${load.after} after (2 cores shared with other work)`,
    '',
    '| tags | seeded in (of which VACUUM ANALYZE) | database | page, spread: req/s | p99 | errors | cache hits | page, one tag (cached): req/s | p99 | errors | GET /api/tags: req/s | p99 | errors |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...summaries.map(({ subject: s, figures: f }) => {
      const seeded = `${(s.seed.totalMs / 1000).toFixed(1)} s (${(s.seed.vacuumMs / 1000).toFixed(1)} s)`;
      const hits = `${((100 * s.cacheUse.hits) / Math.max(1, s.cacheUse.lookups)).toFixed(1)} % of ${s.cacheUse.lookups.toLocaleString('en')}`;
      return `| ${s.size.toLocaleString('en')} | ${seeded} | ${s.databaseMb.toLocaleString('en')} MB | ${cell(f.spread)} | ${hits} | ${cell(f.cached)} | ${cell(f.tagsApi)} |`;
    }),
  ];
}

async function measure(subjects: Subject[]): Promise<{ before: string; after: string }> {
  for (const subject of subjects) for (const m of MEASURES) await subject.runs[m](WARMUP_S);
  const before = loadAverage();
  console.log(`measuring (load average ${before})…`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const subject of subjects) {
      for (const m of MEASURES) {
        subject.cacheUse.counting = m === 'spread';
        subject.results[m].push(await subject.runs[m]());
        subject.cacheUse.counting = false;
      }
    }
  }
  return { before, after: loadAverage() };
}

async function summarize(subject: Subject): Promise<Summary> {
  await subject.recorder?.flush();
  const { scans } = await tableFacts(subject.server.database.db);
  const figures = Object.fromEntries(MEASURES.map((m) => [m, summarizeRounds(subject.results[m])])) as Record<
    Measure,
    LoadFigures
  >;
  return { subject, figures, scansRecorded: scans - subject.scansBefore };
}

export async function run(): Promise<BenchSection> {
  const title = 'Scale: public page and GET /api/tags with 1,000 to 1,000,000 tags (PostgreSQL)';
  process.env.NODE_ENV ??= 'production';
  const env: Record<string, string> = {};
  if (process.env.CLIENT_DIST_DIR) env.CLIENT_DIST_DIR = process.env.CLIENT_DIST_DIR;
  try {
    await withAdmin((c) => c.query('select 1'));
  } catch (error) {
    return { title, lines: [`- Skipped: no PostgreSQL at ${ADMIN_URL} (${String(error)})`] };
  }
  const started = performance.now();
  const subjects: Subject[] = [];
  try {
    for (const size of SIZES) await prepare(size, env, subjects);
    const load = await measure(subjects);
    const summaries: Summary[] = [];
    for (const subject of subjects) summaries.push(await summarize(subject));
    return {
      title,
      lines: [
        ...report(summaries, load),
        '',
        `- Whole run ${((performance.now() - started) / 60_000).toFixed(1)} min; sizes: ${SIZES.join(', ')} (BENCH_SCALE_SIZES)`,
      ],
    };
  } finally {
    for (const subject of subjects) await subject.server.stop();
    for (const size of SIZES) await dropDatabase(size);
  }
}
