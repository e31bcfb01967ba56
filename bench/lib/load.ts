// Load rounds against the app with autocannon in a separate process (load-worker.ts): requests/s,
// latency percentiles and every kind of error, over repeated rounds.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastJsonLine, runNode } from './run-node.ts';

export type LoadSpec = {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  connections: number;
  seconds: number;
  /** One per request in turn (wrapping around): headers, an optional body and path (else `path`). */
  variants: Array<{ headers: Record<string, string>; body?: string; path?: string }>;
  /** Where in `variants` to begin (measureLoad carries on from where the previous run stopped). */
  firstVariant?: number;
  /**
   * An X-Forwarded-For address per request, from its number: every request another client (the app
   * must run with TRUST_PROXY=1; a client is its address, decision 027).
   */
  numberedAddress?: boolean;
  /** The number of this run's first request (so runs do not repeat each other's clients). */
  firstRequest?: number;
};

export type CannonResult = {
  requests: { average: number; total: number; sent: number };
  '2xx': number;
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The load generator's own CPU time over the run. */
  cpuMicros: number;
};

export type LoadFigures = { rps: number; p50: number; p99: number; errors: number; requests: number };

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-worker.ts');

export async function runLoad(spec: LoadSpec): Promise<CannonResult> {
  // On stdin: thousands of variants do not fit in an argument list.
  const output = await runNode(['--import', 'tsx', WORKER], {
    name: 'load worker',
    input: JSON.stringify(spec),
  });
  return lastJsonLine<CannonResult>(output);
}

/**
 * Runs of one spec, each carrying on through `variants` where the previous one stopped, so a run does
 * not repeat the requests of the one before (whose answers a cache would hold).
 */
export function loadRunner(spec: LoadSpec): (seconds?: number) => Promise<CannonResult> {
  let firstVariant = spec.firstVariant ?? 0;
  return async (seconds = spec.seconds) => {
    const result = await runLoad({ ...spec, seconds, firstVariant });
    firstVariant = (firstVariant + result.requests.sent) % spec.variants.length;
    return result;
  };
}

/**
 * Rounds summed up: requests/s is the mean over rounds, p50 the median round's, p99 the worst round's,
 * errors (connection errors, timeouts, non-2xx answers) the sum.
 */
export function summarizeRounds(results: CannonResult[]): LoadFigures {
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
  };
}

/** A warm-up, then `rounds` rounds, summed up by summarizeRounds. */
export async function measureLoad(
  spec: LoadSpec,
  options: { rounds: number; warmupSeconds: number },
): Promise<LoadFigures> {
  const run = loadRunner(spec);
  await run(options.warmupSeconds);
  const results: CannonResult[] = [];
  for (let i = 0; i < options.rounds; i++) results.push(await run());
  return summarizeRounds(results);
}
