// The server as `npm start` runs it: configuration errors, the embedded database across restarts,
// and graceful shutdown.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess } from '../helpers/server-process.ts';

describe('startup', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-process-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('PORT=abc stops the start with one line naming PORT and a non-zero exit', async () => {
    const server = startServerProcess({ PORT: 'abc', DATA_DIR: dataDir });
    const code = await server.exited;
    expect(code).not.toBe(0);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
    expect(server.stdout()).toBe('');
  });

  it('a malformed DATABASE_URL stops the start with one line naming DATABASE_URL', async () => {
    const server = startServerProcess({ DATABASE_URL: 'postgres//nope', DATA_DIR: dataDir, PORT: '0' });
    expect(await server.exited).not.toBe(0);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: DATABASE_URL /);
  });

  it('the embedded database in DATA_DIR keeps what was written across restarts', async () => {
    const port = await freePort();
    const first = startServerProcess({ PORT: String(port), DATA_DIR: dataDir }, port);
    await first.waitUntilReady();
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // Written between the runs, straight into the embedded database.
    const pg = new PGlite(path.join(dataDir, 'db'));
    const seeded = await pg.query<{ n: number }>('select count(*)::int as n from how_it_works_steps');
    expect(seeded.rows[0]!.n).toBe(3);
    await pg.query(`insert into site_content (section, content) values ('restart_marker', 'still here')`);
    await pg.close();

    const second = startServerProcess({ PORT: String(port), DATA_DIR: dataDir }, port);
    await second.waitUntilReady();
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const after = new PGlite(path.join(dataDir, 'db'));
    const marker = await after.query<{ content: string }>(
      `select content from site_content where section = 'restart_marker'`,
    );
    expect(marker.rows).toEqual([{ content: 'still here' }]);
    const steps = await after.query<{ n: number }>('select count(*)::int as n from how_it_works_steps');
    expect(steps.rows[0]!.n).toBe(3);
    const migrations = await after.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(migrations.rows[0]!.n).toBe(
      (await readdir(path.resolve('src/server/db/migrations'))).filter((f) => f.endsWith('.sql')).length,
    );
    await after.close();
  });

  it('SIGTERM during a request lets that request finish, then exits 0', async () => {
    const port = await freePort();
    const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' }, port);
    await server.waitUntilReady();

    // A request whose body arrives in two parts: it is in flight when SIGTERM lands.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let response = '';
    socket.on('data', (d: Buffer) => (response += d.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' });
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await server.waitForOutput(/"path":"\/api\/auth\/login"/);
    server.proc.kill('SIGTERM');
    await server.waitForOutput(/finishing in-flight requests/);
    // The server stopped accepting but still serves the request in flight.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    socket.write(body.slice(10));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(response).toContain('"message"');
    expect(await server.exited).toBe(0);
  });
});
