// Runs Lighthouse (mobile, its default simulated throttling) in Debian's Chromium and answers the
// category scores as 0–100. Used by every page benchmark.
import { runNode } from './run-node.ts';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** Key metrics in milliseconds. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated. */
const ATTEMPTS = 3;

async function lighthouseJson(url: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(
        `lighthouse failed (${attempt}/${ATTEMPTS}), running again: ${String(error).split('\n')[0]}`,
      );
    }
  }
}

function lighthouseOnce(url: string): Promise<string> {
  return runNode(
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,seo,best-practices',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      name: 'lighthouse',
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stderrTail: 2000,
    },
  );
}

export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const output = await lighthouseJson(url);
  const report = JSON.parse(output) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => Math.round((report.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
  };
}
