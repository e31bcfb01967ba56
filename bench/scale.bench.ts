// Does the cost grow with the number of tags? (issue 16) The public page and GET /api/tags on real
// PostgreSQL with 1,000, 100,000 and 1,000,000 tags, each size in a database of its own
// (safekid_bench_scale, created and dropped here), at 32 connections:
// - the public page spread over many tags, each request a page the cache does not hold (distinct codes
//   across the whole table × the five languages, more pages than the page cache keeps), so every
//   request reads the database and renders; the renders are counted to show it;
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
import { startBenchServer, type BenchServer } from './lib/bench-server.ts';
import { measureLoad, type LoadFigures, type LoadSpec } from './lib/load.ts';
import {
  FIELDS_PER_TAG,
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

type SizeFigures = {
  size: number;
  seedS: number;
  vacuumS: number;
  databaseMb: number;
  spread: LoadFigures;
  spreadPages: number;
  /** Page renders (each one database read) per measured request of the spread run. */
  readsPerRequest: number;
  cached: LoadFigures;
  tagsApi: LoadFigures;
  scansRecorded: number;
  recording: boolean;
  load: string;
};

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

const dropDatabase = () => withAdmin((c) => c.query(`drop database if exists ${DATABASE} with (force)`));

function databaseUrl(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** Counts the pages rendered (each after a database read) while `counting` is on. */
function renderCounter(cache: PublicPageCache) {
  const counter = { counting: false, renders: 0 };
  const set = cache.set.bind(cache);
  cache.set = (...args) => {
    if (counter.counting) counter.renders += 1;
    return set(...args);
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

async function measureSize(size: number, env: Record<string, string>): Promise<SizeFigures> {
  await dropDatabase();
  await withAdmin((c) => c.query(`create database ${DATABASE}`));
  const server = await startBenchServer({ ...env, TRUST_PROXY: 'true' }, databaseUrl());
  try {
    const { db } = server.database;
    console.log(`${size.toLocaleString('en')} tags: seeding…`);
    const seed = await seedScale(db, size);
    const facts = await tableFacts(db);
    const codes = await spreadCodes(db, size, Math.min(size, SPREAD_CODES));
    const cookieName = sessionCookieName(server.app.deps.config, 'user');
    const cookies = await Promise.all(
      (await spreadParents(db, size, SIGNED_IN_PARENTS)).map(
        async (id) => `${cookieName}=${(await server.app.deps.sessions.create('user', id)).token}`,
      ),
    );
    await check(server, codes.at(-1)!, cookies.at(-1)!);
    const load = loadAverage();
    console.log(`  seeded in ${(seed.totalMs / 1000).toFixed(1)} s; load average ${load}; measuring…`);

    const recorder = scanRecorder(server);
    const scansBefore = (await tableFacts(db)).scans;
    const page = (path: string, n: number) => ({
      path,
      headers: { ...BROWSER, 'x-forwarded-for': clientAddress(n) },
    });
    const pageSpec = (variants: LoadSpec['variants']): LoadSpec => ({
      url: server.url,
      method: 'GET',
      path: '/',
      connections: CONNECTIONS,
      seconds: ROUND_S,
      variants,
    });
    const options = { rounds: ROUNDS, warmupSeconds: WARMUP_S };

    // Code-major order: consecutive requests are different tags; a page comes back only after every
    // other code in every language, long after the cache let it go.
    const spreadVariants = LANGUAGES.flatMap((language, l) =>
      codes.map((code, c) => page(`/tag/${code}?lang=${language}`, l * codes.length + c)),
    );
    const counter = renderCounter(server.app.deps.services.publicTag.cache);
    const spread = await measureLoad(pageSpec(spreadVariants), {
      ...options,
      afterWarmup: () => (counter.counting = true),
    });
    counter.counting = false;

    const oneTag = `/tag/${codes[Math.floor(codes.length / 2)]}`;
    const cached = await measureLoad(
      pageSpec(Array.from({ length: 10_000 }, (_, n) => page(oneTag, n))),
      options,
    );
    await recorder?.flush();
    const scansRecorded = (await tableFacts(db)).scans - scansBefore;

    const tagsApi = await measureLoad(
      {
        url: server.url,
        method: 'GET',
        path: '/api/tags',
        connections: CONNECTIONS,
        seconds: ROUND_S,
        variants: cookies.map((cookie) => ({ headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } })),
      },
      options,
    );
    return {
      size,
      seedS: seed.totalMs / 1000,
      vacuumS: seed.vacuumMs / 1000,
      databaseMb: facts.databaseMb,
      spread,
      spreadPages: spreadVariants.length,
      readsPerRequest: counter.renders / spread.requests,
      cached,
      tagsApi,
      scansRecorded,
      recording: recorder !== undefined,
      load,
    };
  } finally {
    await server.stop();
    await dropDatabase();
  }
}

const cell = (f: LoadFigures) =>
  `${Math.round(f.rps).toLocaleString('en')} | ${f.p99} ms | ${f.errors.toLocaleString('en')}`;

function report(results: SizeFigures[]): string[] {
  const recording = results.some((r) => r.recording);
  return [
    `- PostgreSQL (${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}), a fresh database per size: ${TAGS_PER_PARENT} tags per parent, ${FIELDS_PER_TAG} emergency fields per tag, 1 scan per tag in the last 90 days, issued-looking 12-symbol codes; VACUUM ANALYZE after seeding`,
    `- autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s after ${WARMUP_S} s warm-up per figure; requests/s the mean over rounds, p99 the worst round; errors = connection errors + timeouts + non-2xx`,
    `- Page, spread: min(tags, ${SPREAD_CODES.toLocaleString('en')}) codes picked evenly across the table × ${LANGUAGES.length} languages (?lang=), in turn; "DB reads" = page renders (each after a database read) per measured request`,
    `- Page, one tag: the same code every time, answered from the page cache`,
    `- GET /api/tags: the next of ${SIGNED_IN_PARENTS.toLocaleString('en')} signed-in parents (picked evenly across all) in turn; each owns ${TAGS_PER_PARENT} tags`,
    `- Scan recording: ${recording ? `on (ScanService present): ${results.map((r) => `${r.scansRecorded.toLocaleString('en')} scans recorded at ${r.size.toLocaleString('en')} tags`).join(', ')}` : `off (no ScanService on this branch: ${results.map((r) => r.scansRecorded).join(', ')} scans recorded)`}; every page request came from its own client address with a phone's user agent`,
    '',
    '| tags | seeded in (of which VACUUM ANALYZE) | database | page, spread: req/s | p99 | errors | DB reads | page, one tag (cached): req/s | p99 | errors | GET /api/tags: req/s | p99 | errors | load average before (1, 5, 15 min) |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.size.toLocaleString('en')} | ${r.seedS.toFixed(1)} s (${r.vacuumS.toFixed(1)} s) | ${r.databaseMb.toLocaleString('en')} MB | ${cell(r.spread)} | ${r.readsPerRequest.toFixed(2)} (${r.spreadPages.toLocaleString('en')} pages) | ${cell(r.cached)} | ${cell(r.tagsApi)} | ${r.load} |`,
    ),
  ];
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
  const results: SizeFigures[] = [];
  for (const size of SIZES) results.push(await measureSize(size, env));
  return {
    title,
    lines: [
      ...report(results),
      '',
      `- Whole run ${((performance.now() - started) / 60_000).toFixed(1)} min; sizes: ${SIZES.join(', ')} (BENCH_SCALE_SIZES)`,
    ],
  };
}
