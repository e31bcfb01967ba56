// Starts the real app (built client, embedded or PostgreSQL database) for a benchmark, in this
// process, on a free port.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';

export type BenchServer = {
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  stop(): Promise<void>;
};

/** On PostgreSQL at `databaseUrl` (default BENCH_DATABASE_URL), else on embedded PGlite. */
export async function startBenchServer(
  env: Record<string, string> = {},
  databaseUrl = process.env.BENCH_DATABASE_URL,
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-bench-'));
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl })
    : // On disk in DATA_DIR/db, as `npm start` runs it (not in memory, as tests do).
      await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: '0',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    async stop() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
