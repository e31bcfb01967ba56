// DATABASE_URL=postgres://… npm start migrates an empty PostgreSQL database and serves the same app.
// Runs only in the process-postgres project (TEST_DATABASE_URL set).
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, dropDatabase, uniqueDbName, adminUrl } from '../helpers/test-database.ts';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

describe('start on PostgreSQL', () => {
  const name = uniqueDbName('safekid_start');
  afterAll(async () => {
    await dropDatabase(name);
  });

  it('migrates an empty database, seeds it and serves', async () => {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-pgstart-'));
    const port = await freePort();
    const server = startServerProcess(
      { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl(name) },
      port,
    );
    try {
      await server.waitUntilReady();
      expect(server.stdout()).toContain('(postgres database)');
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
    } finally {
      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await rm(dataDir, { recursive: true, force: true });
    }
    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    const tables = await client.query(
      `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.rows[0].n).toBeGreaterThanOrEqual(18);
    const settings = await client.query('select price, currency from paypal_settings');
    expect(settings.rows).toEqual([{ price: '29.99', currency: 'EUR' }]);
    await client.end();
  });
});
