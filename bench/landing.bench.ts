// The landing page's Lighthouse scores (mobile, simulated throttling) in Debian's Chromium, against the
// real app on the built client with the seeded default content. Targets: performance ≥ 98 (issue 35),
// accessibility and SEO ≥ 95. Lighthouse varies run to run: three runs, the median one reported.
import type { BenchSection } from './run-all.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { runLighthouse, type LighthouseScores } from './lib/lighthouse.ts';
import { brotliSize, LANDING_ENTRIES, scriptWeight } from './lib/script-weight.ts';

const RUNS = 3;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const TARGET = 95;
const PERFORMANCE_TARGET = 98;

function median(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function run(): Promise<BenchSection> {
  // CLIENT_DIST_DIR: measure a build made elsewhere (parallel work); default dist/client.
  const dist = process.env.CLIENT_DIST_DIR;
  const server = await startBenchServer(dist ? { CLIENT_DIST_DIR: dist } : {});
  try {
    // One request first: the first render in a process loads the page modules.
    await fetch(`${server.url}/`);
    const runs: LighthouseScores[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(`${server.url}/`));
    const m = median(runs);
    // What the page downloads to become interactive: its scripts and the texts of its language.
    const scripts = scriptWeight(server.app.deps.config.clientDistDir, LANDING_ENTRIES);
    const texts = await Promise.all(
      ['en', 'de'].map(async (language) => {
        const html = await (
          await fetch(`${server.url}/`, { headers: { 'accept-language': language } })
        ).text();
        const url = /<link rel="preload" href="([^"]+)" as="fetch"/.exec(html)?.[1];
        const body = url ? await (await fetch(`${server.url}${url.replaceAll('&amp;', '&')}`)).text() : '';
        return `${language} ${kb(brotliSize(body))} br`;
      }),
    );
    const verdict = (score: number, target = TARGET) => (score >= target ? 'ok' : `BELOW ${target}`);
    return {
      title: 'Landing page (/) — Lighthouse mobile',
      lines: [
        `| category | median score | runs | target |`,
        `| --- | --- | --- | --- |`,
        `| performance | ${m.performance} (${verdict(m.performance, PERFORMANCE_TARGET)}) | ${runs.map((r) => r.performance).join(', ')} | ≥ ${PERFORMANCE_TARGET} |`,
        `| accessibility | ${m.accessibility} (${verdict(m.accessibility)}) | ${runs.map((r) => r.accessibility).join(', ')} | ≥ ${TARGET} |`,
        `| SEO | ${m.seo} (${verdict(m.seo)}) | ${runs.map((r) => r.seo).join(', ')} | ≥ ${TARGET} |`,
        `| best practices | ${m.bestPractices} | ${runs.map((r) => r.bestPractices).join(', ')} | |`,
        '',
        `Weight: JavaScript ${kb(scripts.raw)} (${kb(scripts.br)} br, ${scripts.files} files: the app entry and the landing chunk); texts of the page's language (decision 019): ${texts.join(', ')}.`,
        '',
        `Median run: FCP ${Math.round(m.metrics.fcp)} ms, LCP ${Math.round(m.metrics.lcp)} ms, TBT ${Math.round(m.metrics.tbt)} ms, CLS ${m.metrics.cls}, Speed Index ${Math.round(m.metrics.si)} ms.`,
      ],
    };
  } finally {
    await server.stop();
  }
}
