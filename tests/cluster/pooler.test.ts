// Behind PgBouncer in transaction mode (docs/OPERATIONS.md "Connection poolers"): without a direct
// connection a start stops with a line that says what to do, before it touches the schema; with
// DATABASE_DIRECT_URL, two instances on the pooler invalidate each other's cached pages at once.
// Needs Debian's pgbouncer (installed by .ci/run).
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgBouncer, type PgBouncer } from '../helpers/pgbouncer.ts';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import {
  connect,
  createEmptyDatabase,
  expectEditsShowAtOnce,
  makeDataDir,
  startInstances,
  stopGracefully,
  type ClusterDatabase,
  type Instance,
} from './cluster-support.ts';

describe('behind PgBouncer in transaction mode', () => {
  let database: ClusterDatabase;
  let data: { dir: string; remove(): Promise<void> };
  let bouncer: PgBouncer;
  let sql: pg.Client;
  let instances: Instance[] = [];
  const env = () => ({
    DATABASE_URL: bouncer.pooled(database.url),
    DATA_DIR: data.dir,
    CLIENT_DIST_DIR: `${data.dir}/no-client-build`,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
  });

  beforeAll(async () => {
    database = await createEmptyDatabase('safekid_pooler');
    data = await makeDataDir('safekid-pooler');
    bouncer = await startPgBouncer();
    sql = await connect(database.url);
  });

  afterAll(async () => {
    await Promise.all(instances.map(stopGracefully));
    await sql?.end();
    await bouncer?.stop();
    await database?.drop();
    await data?.remove();
  });

  it('without DATABASE_DIRECT_URL a start stops with a line that says what to do, schema untouched', async () => {
    const port = await freePort();
    const server = startServerProcess({ ...env(), PORT: String(port) }, port);
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/transaction mode/);
    expect(server.stderr()).toMatch(/Set DATABASE_DIRECT_URL to PostgreSQL itself/);
    expect(server.stderr()).toMatch(/OPERATIONS\.md/);
    // Stopped before the migration lock: nothing applied, no lock left behind on a pooled session.
    const migrated = await sql.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
    expect(migrated.rows[0].t).toBeNull();
    const locks = await sql.query(`select count(*)::int as n from pg_locks where locktype = 'advisory'`);
    expect(locks.rows[0].n).toBe(0);
  });

  it('with DATABASE_DIRECT_URL two instances on the pooler show an edit saved on the other at once', async () => {
    const direct = { ...env(), DATABASE_DIRECT_URL: database.url };
    instances = await startInstances([direct, direct]);
    const [one, two] = instances as [Instance, Instance];
    await expectEditsShowAtOnce({ sql, writer: one.url, reader: two.url, versions: 20, ip: '198.51.100.7' });
  });
});
