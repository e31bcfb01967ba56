// A stopping instance first tells the load balancer (/readyz 503) and keeps serving for
// SHUTDOWN_DRAIN_MS, then closes as before (issue 28: a rolling restart dropped requests because
// /readyz stayed 200 until the listener closed).
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const DRAINING = /shutting down: \/readyz answers 503/;

type Answer = { status: number; connection: string | undefined; body: string };

/** A request on a new connection: fetch would reuse a pooled keep-alive socket that the drain has
 * just closed, and lose the race with the server's FIN ("other side closed"). The agent asks for
 * keep-alive, so a `Connection: close` in the answer is the server's own. */
function getOnce(url: string): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<Answer>((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      })
      .on('error', reject);
  }).finally(() => agent.destroy());
}

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
    const ready = await getOnce(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'shutting down' });
    expect((await getOnce(`${server.url}/healthz`)).status).toBe(200);
    const page = await getOnce(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.connection).toBe('close');

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
