// Scans queued in memory survive a graceful stop (issue 16): the server, as `npm start` runs it, gets
// page requests and SIGTERM straight after; every scan they made is in the database afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const CODE = 'SCANSTOP0001';
const REQUESTS = 40;
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** A visitor of its own: a client is an address (issue 28), so each comes from its own 127.0.0.x. */
function open(url: string, n: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { localAddress: `127.0.0.${n + 2}`, headers: { 'user-agent': BROWSER } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

describe('scans on SIGTERM', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-scans-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function run(port: number) {
    const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir }, port);
    await server.waitUntilReady();
    return server;
  }

  it('are all written before the process exits', async () => {
    const port = await freePort();
    // A first start migrates the embedded database; then a parent's tag is put in it.
    const first = await run(port);
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const setup = new PGlite(path.join(dataDir, 'db'));
    await setup.query(
      `insert into users (email, password, is_email_verified) values ('p@example.test', 'x', true)`,
    );
    await setup.query(
      `insert into tags (unique_code, user_id, child_name, is_active)
       select $1, id, 'Mia', 'true' from users where email = 'p@example.test'`,
      [CODE],
    );
    await setup.close();

    const server = await run(port);
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, n) => open(`${server.url}/tag/${CODE}`, n)),
    );
    expect(answers).toEqual(Array(REQUESTS).fill(200));
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const after = new PGlite(path.join(dataDir, 'db'));
    const scans = await after.query<{ n: number }>('select count(*)::int as n from scan_events');
    expect(scans.rows[0]!.n).toBe(REQUESTS);
    await after.close();
  });
});
