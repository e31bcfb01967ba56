// Sign-in throughput (issue 8): every login verifies an argon2id hash (m=19456 KiB, t=2, p=1), which is
// the bound; the raw hash and verify rates on this machine are measured alongside for comparison.
// Rate limits (100 sign-ins per address per 15 min, failures per account) are real and stay on: the
// server runs with TRUST_PROXY=1 and every request comes from its own X-Forwarded-For address and
// signs in one of 500 accounts in turn, as a crowd behind a load balancer would (addresses from
// 198.18.0.0/15, the range set aside for benchmarks; they only ever appear in a header).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '#server/lib/password.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { measureLoad } from './lib/load.ts';
import type { BenchSection } from './run-all.ts';

const ACCOUNTS = 500;
const PASSWORD = 'correct-horse-battery-staple';
const CONNECTIONS = 8;
const ROUNDS = 3;
const ROUND_S = Number(process.env.BENCH_ROUND_S ?? 5);
const WARMUP_S = 2;
const REQUEST_VARIANTS = 20_000;
const ARGON2_SAMPLES = 24;

/** Operations per second doing `count` of `op`, `concurrency` at a time. */
async function rate(count: number, concurrency: number, op: () => Promise<unknown>): Promise<number> {
  let left = count;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await op();
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

export async function run(): Promise<BenchSection> {
  const threadpool = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  // Raw argon2 first, on an idle machine.
  const hash = await hashPassword(PASSWORD);
  const hashSerial = await rate(ARGON2_SAMPLES, 1, () => hashPassword(PASSWORD));
  const verifySerial = await rate(ARGON2_SAMPLES, 1, () => verifyPassword(hash, PASSWORD));
  const verifyParallel = await rate(ARGON2_SAMPLES * 2, threadpool, () => verifyPassword(hash, PASSWORD));

  const server = await startBenchServer({ TRUST_PROXY: '1' });
  try {
    // One hash for every account: each login still verifies it in full.
    await server.database.db.execute(sql`
      insert into users (email, password, first_name, is_email_verified)
      select 'bench-login-' || i || '@example.test', ${hash}, 'Parent ' || i, true
      from generate_series(1, ${ACCOUNTS}) as i`);
    const variants = Array.from({ length: REQUEST_VARIANTS }, (_, i) => ({
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({ email: `bench-login-${1 + (i % ACCOUNTS)}@example.test`, password: PASSWORD }),
    }));
    const probe = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: variants[0]!.headers,
      body: variants[0]!.body,
    });
    if (probe.status !== 200) throw new Error(`login answered ${probe.status}: ${await probe.text()}`);

    const load = await measureLoad(
      {
        url: server.url,
        method: 'POST',
        path: '/api/auth/login',
        connections: CONNECTIONS,
        seconds: ROUND_S,
        variants,
      },
      { rounds: ROUNDS, warmupSeconds: WARMUP_S },
    );
    if (load.requests >= REQUEST_VARIANTS) throw new Error('raise REQUEST_VARIANTS: addresses were reused');
    const f = (n: number) => n.toFixed(1);
    return {
      title: 'Sign-in (POST /api/auth/login), bounded by argon2id',
      lines: [
        `- ${ACCOUNTS} verified accounts on ${server.database.kind}; each request signs in the next account from its own address (TRUST_PROXY=1), so no rate limit is reached; every answer starts a session (one INSERT)`,
        '',
        `autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s after ${WARMUP_S} s warm-up:`,
        '',
        '| logins/s | p50 | p99 (worst round) | errors | logins |',
        '| ---: | ---: | ---: | ---: | ---: |',
        `| ${f(load.rps)} | ${load.p50} ms | ${load.p99} ms | ${load.errors} | ${load.requests.toLocaleString('en')} |`,
        '',
        `Raw argon2id on this machine (${os.cpus().length} cores, libuv thread pool ${threadpool}), no HTTP, no database:`,
        '',
        '| operation | per second |',
        '| --- | ---: |',
        `| hash, one at a time | ${f(hashSerial)} |`,
        `| verify, one at a time | ${f(verifySerial)} |`,
        `| verify, ${threadpool} at a time | ${f(verifyParallel)} |`,
        '',
        `- Logins reach **${Math.round((100 * load.rps) / verifyParallel)} %** of the parallel verify rate measured just before on the idle server; the rest goes to HTTP, the session INSERT and whatever else the machine runs. Each sign-in costs one argon2id verify on purpose: OWASP's parameters make every guess as expensive for an attacker.`,
      ],
    };
  } finally {
    await server.stop();
  }
}
