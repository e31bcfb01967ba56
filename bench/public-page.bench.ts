// The public emergency page under load (issue 5): autocannon against /tag/{code} on a database of
// 100,000 tags, and in the same run against a bare node:http server answering the very same bytes;
// the first render of uncached pages; the page's weight (its JavaScript from the Vite manifest, raw and
// br); Lighthouse (mobile) in Debian's Chromium in the five languages (?lang=, one server for all).
// The page with scan recording on is scan-recording.bench.ts (issue 35), on both databases.
// Targets: ratio ≥ 0.5, p99 < 25 ms at 32 connections, zero errors, performance ≥ 98, accessibility 100.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { runLighthouse } from './lib/lighthouse.ts';
import { getRaw, startBareServer } from './lib/bare-server.ts';
import { benchCode as code, seedPageTags } from './lib/page-seed.ts';
import { lastJsonLine, runNode } from './lib/run-node.ts';
import { scriptWeight, TAG_ENTRIES } from './lib/script-weight.ts';
import type { BenchSection } from './run-all.ts';

const TAGS = 100_000;
const CONNECTIONS = 32;
const ROUNDS = 3;
const ROUND_S = Number(process.env.BENCH_ROUND_S ?? 5);
const WARMUP_S = 3;
const UNCACHED_SAMPLES = 300;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

type CannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  throughput: { average: number };
};

/** autocannon in its own process, so the load generator does not share the server's event loop. */
function autocannon(url: string, seconds: number): Promise<CannonResult> {
  const args = [
    'node_modules/autocannon/autocannon.js',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    '-j',
    ...Object.entries(BROWSER_HEADERS).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ];
  return runNode(args, { name: 'autocannon' }).then((output) => lastJsonLine<CannonResult>(output));
}

type LoadFigures = { rps: number; p50: number; p99: number; errors: number };

/**
 * Both servers in alternating rounds, so whatever else the machine is doing hits both alike:
 * requests/s is the mean over rounds, p50 the median, p99 the worst round.
 */
async function compareLoad(
  appUrl: string,
  bareUrl: string,
): Promise<{ app: LoadFigures; bare: LoadFigures; ratios: number[] }> {
  await autocannon(appUrl, WARMUP_S);
  await autocannon(bareUrl, WARMUP_S);
  const rounds: Array<{ app: CannonResult; bare: CannonResult }> = [];
  for (let i = 0; i < ROUNDS; i++) {
    rounds.push({ app: await autocannon(appUrl, ROUND_S), bare: await autocannon(bareUrl, ROUND_S) });
  }
  const figures = (results: CannonResult[]): LoadFigures => {
    const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
    return {
      rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
      p50: p50s[Math.floor(p50s.length / 2)]!,
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    };
  };
  return {
    app: figures(rounds.map((r) => r.app)),
    bare: figures(rounds.map((r) => r.bare)),
    ratios: rounds.map((r) => r.app.requests.average / r.bare.requests.average),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** Which React build the server actually renders with (chosen once, when react is first loaded). */
function reactBuild(): 'production' | 'development' {
  const require = createRequire(import.meta.url);
  const production = path.join(
    path.dirname(require.resolve('react/package.json')),
    'cjs/react.production.js',
  );
  return require(production) === require('react') ? 'production' : 'development';
}

export async function run(): Promise<BenchSection> {
  // The lead's run uses dist/client (npm run build); a parallel build passes CLIENT_DIST_DIR.
  // Behind one proxy, as in production: the scan load gives every request its own X-Forwarded-For.
  const env: Record<string, string> = { TRUST_PROXY: '1' };
  if (process.env.CLIENT_DIST_DIR) env.CLIENT_DIST_DIR = process.env.CLIENT_DIST_DIR;
  // Measure what production runs. React picks its build when first loaded: if an earlier benchmark
  // loaded it already, the report says so (run `NODE_ENV=production npm run bench`).
  process.env.NODE_ENV ??= 'production';
  const { startBenchServer } = await import('./lib/bench-server.ts');
  const server = await startBenchServer(env);
  const lines: string[] = [];
  try {
    const seedMs = await seedPageTags(server.database.db, TAGS);
    const built = server.app.deps.assets.built;
    lines.push(
      `- Database: ${server.database.kind}, ${TAGS.toLocaleString('en')} tags with 3 fields each, seeded in ${(seedMs / 1000).toFixed(1)} s`,
      `- React ${reactBuild()} build on the server; client build: ${built ? server.app.deps.config.clientDistDir : 'none (page without CSS/JS; run npm run build first)'}`,
    );

    // First render of pages nobody asked for yet: database read on 100k tags + React render + br/gzip.
    const samples: number[] = [];
    for (let i = 0; i < UNCACHED_SAMPLES; i++) {
      const url = `${server.url}/tag/${code(1 + Math.floor((i * TAGS) / UNCACHED_SAMPLES))}`;
      const started = performance.now();
      const res = await getRaw(url, BROWSER_HEADERS);
      samples.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    }
    samples.sort((a, b) => a - b);

    const pageUrl = `${server.url}/tag/${code(TAGS / 2)}`;
    const answer = await getRaw(pageUrl, BROWSER_HEADERS);
    const plain = await getRaw(pageUrl);
    const bare = await startBareServer(answer);
    const { app, bare: baseline, ratios } = await compareLoad(pageUrl, bare.url);
    await bare.close();

    const ratio = app.rps / baseline.rps;
    const row = (name: string, f: LoadFigures) =>
      `| ${name} | ${Math.round(f.rps).toLocaleString('en')} | ${f.p50} ms | ${f.p99} ms | ${f.errors} |`;
    lines.push(
      '',
      `autocannon, ${CONNECTIONS} connections, Accept-Encoding: br, ${ROUNDS} alternating rounds of ${ROUND_S} s per server after ${WARMUP_S} s warm-up (the app answers ${answer.headers['content-encoding']}, ${answer.body.length} bytes; the bare server the same bytes and headers):`,
      '',
      '| server | requests/s | p50 | p99 (worst round) | errors |',
      '| --- | ---: | ---: | ---: | ---: |',
      row('app: GET /tag/{code}', app),
      row('bare node:http, same bytes', baseline),
      '',
      `- Ratio app / bare: **${ratio.toFixed(2)}** (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}; target ≥ 0.5); app p99 **${app.p99} ms** (target < 25 ms); errors **${app.errors}** (target 0)`,
      `- First render of an uncached page (${UNCACHED_SAMPLES} distinct codes, one at a time): p50 ${ms(percentile(samples, 50))}, p99 ${ms(percentile(samples, 99))}`,
    );

    const scripts = built ? scriptWeight(server.app.deps.config.clientDistDir, TAG_ENTRIES) : undefined;
    lines.push(
      `- Weight: HTML with inlined CSS ${kb(plain.body.length)} (${kb(answer.body.length)} br) is all it takes to show the data; the page's JavaScript (its hydration entry and what it imports, from the Vite manifest) ${scripts ? `**${kb(scripts.raw)}** (**${kb(scripts.br)} br**, **${scripts.files} files**, deferred module)` : 'none (no build)'}; no web fonts, no third-party requests`,
    );

    if (built) {
      // Every language (issue 15: every language counts), one server: the page in each is rendered once.
      lines.push(
        '',
        'Lighthouse (mobile, simulated throttling, Debian Chromium), one run per language (targets: performance ≥ 98, accessibility 100; SEO is low on purpose: noindex):',
        '',
        '| language | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      );
      for (const language of LANGUAGES) {
        const scores = await runLighthouse(`${pageUrl}?lang=${language}`);
        lines.push(
          `| ${language} | **${scores.performance}** | **${scores.accessibility}** | ${scores.bestPractices} | ${scores.seo} | ${ms(scores.metrics.fcp)} | ${ms(scores.metrics.lcp)} | ${ms(scores.metrics.tbt)} | ${scores.metrics.cls} |`,
        );
      }
    } else {
      lines.push('- Lighthouse: skipped (no client build)');
    }
    return { title: 'Public emergency page (/tag/{code})', lines };
  } finally {
    await server.stop();
  }
}
