// A start that finds another instance migrating says so, with that instance's PostgreSQL process,
// and carries on once the lock is free (before, it hung without a word).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATION_LOCK_ID } from '#server/db/migrate.ts';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import {
  connect,
  createEmptyDatabase,
  makeDataDir,
  stopGracefully,
  type ClusterDatabase,
} from './cluster-support.ts';

let database: ClusterDatabase;
let data: { dir: string; remove(): Promise<void> };
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await createEmptyDatabase('safekid_migration_lock');
  data = await makeDataDir('safekid-migration-lock');
});

afterAll(async () => {
  if (server) await stopGracefully(server);
  await database?.drop();
  await data?.remove();
});

it('waiting for the migration lock is logged with the holder, and the start completes once it is free', async () => {
  const holder = await connect(database.url);
  await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
  const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

  const port = await freePort();
  server = startServerProcess(
    {
      DATABASE_URL: database.url,
      DATA_DIR: data.dir,
      CLIENT_DIST_DIR: `${data.dir}/no-client-build`,
      LOG_LEVEL: 'info',
      PORT: String(port),
    },
    port,
  );
  await server.waitForOutput(/waiting for the migration lock/);
  expect(server.stdout()).toContain(`another instance (PostgreSQL process ${holderPid}) is migrating`);
  expect(server.stdout()).not.toMatch(/is ready \(/);

  await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  await holder.end();
  await server.waitUntilReady(90_000);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});
