// METRICS_PORT as `npm start` runs it: the server opens a second listener on 127.0.0.1 serving
// /metrics, keeps it through the stop, exits 0; a port already taken stops the start with one line.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess } from '../helpers/server-process.ts';

describe('METRICS_PORT', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-process-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves /metrics on 127.0.0.1 beside the app, and the stop still exits 0', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const env = { PORT: String(port), METRICS_PORT: String(metricsPort), DATA_DIR: dataDir };
    const server = startServerProcess(env, port);
    await server.waitUntilReady();
    await server.waitForOutput(new RegExp(`metrics at http://127\\.0\\.0\\.1:${metricsPort}/metrics`));
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      /^safekid_http_request_duration_seconds_count\{.*route="\/healthz".*\} 1$/m,
    );
    // Without METRICS_TOKEN the main port has no /metrics.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('a METRICS_PORT already taken stops the start with one line naming it', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const metricsPort = (taken.address() as net.AddressInfo).port;
    try {
      const port = await freePort();
      const env = { PORT: String(port), METRICS_PORT: String(metricsPort), DATA_DIR: dataDir };
      const server = startServerProcess(env, port);
      expect(await server.exited).toBe(1);
      const lines = server.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^Could not listen on 127\\.0\\.0\\.1:${metricsPort} \\(METRICS_PORT\\): `),
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
