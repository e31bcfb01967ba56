// The public page under load WITH scan recording (issue 16): requests spread over 1,000 owned tags,
// every request another client (its own X-Forwarded-For address, the app behind TRUST_PROXY=1: a client is
// its address, decision 027), so each one is a scan the app queues and writes. Alternating rounds against the app and a bare node:http server answering each page's own
// bytes; after the run every scan the load made is counted in the database.
import { sql } from 'drizzle-orm';
import type { BenchServer } from './bench-server.ts';
import { getRaw, startBareServer, type RawResponse } from './bare-server.ts';
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
};

type Figures = { rps: number; p99: number; errors: number };

export async function measureScanLoad(server: BenchServer, options: Options): Promise<string[]> {
  const { db } = server.database;
  // One parent owns the tags; alerts off, so the figures are the page's and the recording's, not SMTP's.
  await db.execute(sql`
    with parent as (
      insert into users (email, password, is_email_verified) values ('bench-scans@example.test', 'x', true)
      returning id)
    update tags set user_id = (select id from parent), alerts_enabled = false
    where unique_code in (${sql.join(
      options.codes.map((c) => sql`${c}`),
      sql`, `,
    )})`);
  // Rendered and cached before the clock starts (a request without a user agent is not a scan); the
  // bare server answers each page's path with the very bytes the app answered there.
  const pages = new Map<string, RawResponse>();
  for (const code of options.codes) {
    const path = `/tag/${code}`;
    pages.set(path, await getRaw(`${server.url}${path}`, options.headers));
  }
  const bareServer = await startBareServer(pages.values().next().value!, pages);
  const before = await countScans(server);

  let run = 0;
  const load = (url: string, seconds: number) =>
    runLoad({
      url,
      method: 'GET',
      path: '/',
      variants: options.codes.map((code) => ({
        headers: { ...options.headers, 'user-agent': PHONE },
        path: `/tag/${code}`,
      })),
      numberedAddress: true,
      firstRequest: RUN_SPACING * run++,
      connections: options.connections,
      seconds,
    } satisfies LoadSpec);

  const app: CannonResult[] = [await load(server.url, options.warmupSeconds)];
  const bare: CannonResult[] = [await load(bareServer.url, options.warmupSeconds)];
  for (let i = 0; i < options.rounds; i++) {
    app.push(await load(server.url, options.roundSeconds));
    bare.push(await load(bareServer.url, options.roundSeconds));
  }
  // Every request sent reached the app (the ones in flight when a run ended were never counted as 2xx).
  const expected = app.reduce((sum, r) => sum + r.requests.sent, 0);
  const answered = app.reduce((sum, r) => sum + r['2xx'], 0);
  await bareServer.close();
  await server.app.deps.services.scans.flush();
  const found = (await countScans(server)) - before;

  const appFigures = figures(app.slice(1));
  const bareFigures = figures(bare.slice(1));
  const ratio = appFigures.rps / bareFigures.rps;
  const row = (name: string, f: Figures) =>
    `| ${name} | ${Math.round(f.rps).toLocaleString('en')} | ${f.p99} ms | ${f.errors} |`;
  return [
    '',
    `With scan recording on: ${options.codes.length.toLocaleString('en')} owned tags, every request another client (its own X-Forwarded-For address, TRUST_PROXY=1), ${options.connections} connections, ${options.rounds} alternating rounds of ${options.roundSeconds} s after ${options.warmupSeconds} s warm-up (alerts off for these tags; the bare server answers each page its own bytes):`,
    '',
    '| server | requests/s | p99 (worst round) | errors |',
    '| --- | ---: | ---: | ---: |',
    row('app: GET /tag/{code}, recording', appFigures),
    row('bare node:http, same bytes', bareFigures),
    '',
    `- Ratio app / bare with recording: **${ratio.toFixed(2)}** (target ≥ 0.5); app p99 **${appFigures.p99} ms** (target < 25 ms); errors **${appFigures.errors}** (target 0)`,
    `- Scans in the database after the run: expected **${expected.toLocaleString('en')}** (every request the load sent, warm-up included; ${answered.toLocaleString('en')} answered 2xx before the runs ended), found **${found.toLocaleString('en')}**`,
  ];
}

async function countScans(server: BenchServer): Promise<number> {
  const result = (await server.database.db.execute(sql`select count(*)::int as n from scan_events`)) as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]!.n;
}

function figures(results: CannonResult[]): Figures {
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}
