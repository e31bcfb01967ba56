// A stopping instance first tells the load balancer (/readyz 503) and keeps serving for
// SHUTDOWN_DRAIN_MS, then closes as before (issue 28: a rolling restart dropped requests because
// /readyz stayed 200 until the listener closed).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const DRAINING = /shutting down: \/readyz answers 503/;

describe('drain on SIGTERM', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-drain-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('/readyz answers 503 at once while pages are still served; a second signal closes at once', async () => {
    const port = await freePort();
    // Far longer than the test: only the second signal can end it in time.
    const server = startServerProcess(
      { PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '600000' },
      port,
    );
    onTestFinished(() => void server.proc.kill('SIGKILL'));
    await server.waitUntilReady(120_000);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    server.proc.kill('SIGTERM');
    await server.waitForOutput(DRAINING);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'shutting down' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');

    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toMatch(/second signal: closing now/);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 240_000);

  it('closes by itself once the drain is over', async () => {
    const port = await freePort();
    const server = startServerProcess(
      { PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '300' },
      port,
    );
    onTestFinished(() => void server.proc.kill('SIGKILL'));
    await server.waitUntilReady(120_000);
    server.proc.kill('SIGINT');
    expect(await server.exited).toBe(0);
    const out = server.stdout();
    expect(out.search(DRAINING)).toBeGreaterThan(-1);
    expect(out.search(/finishing in-flight requests/)).toBeGreaterThan(out.search(DRAINING));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 240_000);
});
