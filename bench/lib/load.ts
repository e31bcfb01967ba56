// Load rounds against the app with autocannon in a separate process (load-worker.ts): requests/s,
// latency percentiles and every kind of error, over repeated rounds.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type LoadSpec = {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  connections: number;
  seconds: number;
  /** One per request in turn (wrapping around): headers and an optional body. */
  variants: Array<{ headers: Record<string, string>; body?: string }>;
};

type CannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

export type LoadFigures = { rps: number; p50: number; p99: number; errors: number; requests: number };

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-worker.ts');

export function runLoad(spec: LoadSpec): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], { stdio: ['pipe', 'pipe', 'pipe'] });
    // On stdin: thousands of variants do not fit in an argument list.
    child.stdin.end(JSON.stringify(spec));
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (status) =>
      status === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!) as CannonResult)
        : reject(new Error(`load worker exited ${status}: ${err.slice(-1000)}`)),
    );
  });
}

/**
 * A warm-up, then `rounds` rounds: requests/s is the mean over rounds, p50 the median round's, p99 the
 * worst round's, errors (connection errors, timeouts, non-2xx answers) the sum.
 */
export async function measureLoad(
  spec: LoadSpec,
  options: { rounds: number; warmupSeconds: number },
): Promise<LoadFigures> {
  await runLoad({ ...spec, seconds: options.warmupSeconds });
  const results: CannonResult[] = [];
  for (let i = 0; i < options.rounds; i++) results.push(await runLoad(spec));
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
  };
}
