// A rolling restart of two instances behind Debian's nginx under load, counting the answers that were
// not 200 (issue 28: the documented restart gave 195 × 502). Not part of `npm run bench` (it needs
// nginx and PostgreSQL); run by hand:
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/rolling-restart.ts
//
// Everything listens on loopback ports; nginx runs in the foreground with a config in a temp folder.
// Each scenario: two instances (one database), nginx in front, autocannon on nginx, then each instance
// in turn gets SIGTERM and is started again, the way the scenario says.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../tests/helpers/free-port.ts';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process.ts';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 20;
const SETTLE_MS = 2000;

type Scenario = { name: string; drainMs: number; waitForReady: boolean };
const SCENARIOS: Scenario[] = [
  {
    name: 'one by one, waiting for /readyz, SHUTDOWN_DRAIN_MS=5000 (README)',
    drainMs: 5000,
    waitForReady: true,
  },
  { name: 'one by one, waiting for /readyz, no drain', drainMs: 0, waitForReady: true },
  { name: 'both at once, not waiting for /readyz, no drain', drainMs: 0, waitForReady: false },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readyAt(url: string, limitMs = 120_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    const status = await fetch(`${url}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await pause(100);
  }
  throw new Error(`${url} not ready within ${limitMs} ms`);
}

function startInstance(databaseUrl: string, port: number, drainMs: number): ServerProcess {
  return startServerProcess(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'rolling-restart-bench-secret-0123456789abcdef',
      PUBLIC_URL: 'https://safekid.example',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: String(drainMs),
    },
    port,
  );
}

async function startNginx(dir: string, listen: number, upstreams: number[]): Promise<ChildProcess> {
  const conf = `
worker_processes 1;
daemon off;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
    ${upstreams.map((port) => `server 127.0.0.1:${port};`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
  await writeFile(path.join(dir, 'nginx.conf'), conf);
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    const up = await fetch(`http://127.0.0.1:${listen}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) return nginx;
    await pause(100);
  }
  throw new Error('nginx did not start');
}

async function stop(server: ServerProcess): Promise<void> {
  server.proc.kill('SIGTERM');
  await server.exited;
}

async function runScenario(scenario: Scenario, databaseUrl: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'safekid-nginx-'));
  const ports = [await freePort(), await freePort()];
  const instances = ports.map((port) => startInstance(databaseUrl, port, scenario.drainMs));
  await Promise.all(instances.map((instance) => readyAt(instance.url)));
  const listen = await freePort();
  const nginx = await startNginx(dir, listen, ports);

  const statuses = new Map<number, number>();
  let errors = 0;
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const cannon = autocannon(
    { url: `http://127.0.0.1:${listen}/`, connections: CONNECTIONS, duration: 600 },
    () => finished(),
  );
  cannon.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  cannon.on('reqError', () => (errors += 1));
  await pause(SETTLE_MS);

  const started = Date.now();
  if (scenario.waitForReady) {
    for (let i = 0; i < instances.length; i++) {
      await stop(instances[i]!);
      instances[i] = startInstance(databaseUrl, ports[i]!, scenario.drainMs);
      await readyAt(instances[i]!.url);
    }
  } else {
    // The way that dropped requests: every instance stopped and started without waiting in between.
    await Promise.all(instances.map((instance) => stop(instance)));
    for (let i = 0; i < instances.length; i++) {
      instances[i] = startInstance(databaseUrl, ports[i]!, scenario.drainMs);
    }
    await Promise.all(instances.map((instance) => readyAt(instance.url)));
  }
  const restartMs = Date.now() - started;
  await pause(SETTLE_MS);
  cannon.stop();
  await done;

  nginx.kill('SIGQUIT');
  await new Promise((resolve) => nginx.once('exit', resolve));
  await Promise.all(instances.map((instance) => stop(instance)));
  // Why nginx answered 502: the reasons it logged, counted.
  const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  const reasons = new Map<string, number>();
  for (const match of log.matchAll(/\[error\] [^*]*\*\d+ ([a-z()]+[^,(]*?)(?: \(|,)/g)) {
    reasons.set(match[1]!, (reasons.get(match[1]!) ?? 0) + 1);
  }
  await rm(dir, { recursive: true, force: true });

  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const not200 = [...statuses.entries()].filter(([status]) => status !== 200);
  return { total, restartMs, errors, not200, reasons };
}

if (!existsSync(NGINX)) {
  console.error(`nginx not found at ${NGINX} (apt-get install nginx, or set NGINX)`);
  process.exit(1);
}
const name = `safekid_rolling_${process.pid}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database "${name}"`);
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
try {
  console.log(
    `${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; ${CONNECTIONS} connections on GET /`,
  );
  for (const scenario of SCENARIOS) {
    const r = await runScenario(scenario, databaseUrl);
    const other = r.not200.map(([status, count]) => `${count} × ${status}`).join(', ') || 'none';
    console.log(
      `- ${scenario.name}: ${r.total} answers, not 200: ${other}, connection errors: ${r.errors}, restart took ${(r.restartMs / 1000).toFixed(1)} s; nginx: ${[...r.reasons].map(([reason, n]) => `${n} × ${reason}`).join('; ') || 'no errors'}`,
    );
  }
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
