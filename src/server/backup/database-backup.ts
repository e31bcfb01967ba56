// The database part of a backup (decision 043). PGlite: the running server's dump over its socket in
// DATA_DIR, or, with no server running, the CLI opens the data directory itself. PostgreSQL: pg_dump
// in its custom format, restored with pg_restore into an empty database.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import { configuredDatabase, openDatabase, sessionUrl, type DatabaseHandle } from '../db/client.ts';
import { knownMigrations, schemaVersion } from '../db/migrate.ts';
import { BackupError } from './archive.ts';
import { requestServerDump, serverIsRunning } from './backup-socket.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type DumpResult = {
  kind: DatabaseKind;
  file: string;
  lastMigration: string;
  dumpTool?: string;
  /** How the embedded database was read: through the running server, or opened by the CLI. */
  via?: 'server' | 'cli';
};

const NO_MIGRATION = 'none';

/** Runs a command; answers its stdout, or throws with its stderr. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client tools (the server's version or newer).`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${command} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

async function withHandle<T>(handle: DatabaseHandle, fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

/** Writes the configured database into `dir` (one file) and says what it wrote. */
export async function dumpDatabase(config: Config, dir: string): Promise<DumpResult> {
  const target = configuredDatabase(config, 1);
  if (target.kind === 'postgres') {
    const file = 'database/postgres.dump';
    const lastMigration = await withHandle(await openDatabase(target), schemaVersion);
    await run('pg_dump', [
      '--format=custom',
      `--file=${path.join(dir, file)}`,
      `--dbname=${sessionUrl(target)}`,
    ]);
    const dumpTool = (await run('pg_dump', ['--version'])).trim();
    return { kind: 'postgres', file, lastMigration: lastMigration ?? NO_MIGRATION, dumpTool };
  }
  const file = 'database/pglite.tar';
  const out = path.join(dir, file);
  const fromServer = await requestServerDump(config.dataDir);
  if (fromServer) {
    await pipeline(fromServer.stream, createWriteStream(out));
    return { kind: 'pglite', file, lastMigration: fromServer.schemaVersion ?? NO_MIGRATION, via: 'server' };
  }
  if (!existsSync(path.join(target.dataDir!, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${target.dataDir}: check DATA_DIR (or set DATABASE_URL).`);
  }
  return withHandle(await openDatabase(target), async (handle) => {
    const lastMigration = await schemaVersion(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    await writeFile(out, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', file, lastMigration: lastMigration ?? NO_MIGRATION, via: 'cli' };
  });
}

function describe(kind: DatabaseKind): string {
  return kind === 'pglite' ? 'the embedded database (PGlite, DATA_DIR)' : 'PostgreSQL (DATABASE_URL)';
}

/** Refuses an archive this code cannot run (a newer migration) or one for the other kind of database. */
export function checkCompatible(
  config: Config,
  archived: { kind: DatabaseKind; lastMigration: string },
): void {
  const configured = configuredDatabase(config).kind;
  if (configured !== archived.kind) {
    throw new BackupError(
      `This archive holds ${describe(archived.kind)}, but this configuration uses ${describe(configured)}.`,
    );
  }
  if (archived.lastMigration !== NO_MIGRATION && !knownMigrations().includes(archived.lastMigration)) {
    throw new BackupError(
      `This archive's database has migration ${archived.lastMigration}, which this version does not know: restore it with the version that made it, or newer.`,
    );
  }
}

/** Why the configured database is not empty, or undefined when it is. */
export async function databaseInUse(config: Config): Promise<string | undefined> {
  const target = configuredDatabase(config, 1);
  if (target.kind === 'pglite') {
    const entries = await readdir(target.dataDir!).catch(() => []);
    return entries.length > 0 ? `${target.dataDir} already holds a database` : undefined;
  }
  const tables = await withHandle(await openDatabase(target), async (handle) => {
    const result = (await handle.db.execute(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]?.n ?? 0;
  });
  return tables > 0 ? `the database at DATABASE_URL already has ${tables} tables` : undefined;
}

/** Refuses to touch an embedded database that a running server owns, even with --force. */
export async function refuseUnderRunningServer(config: Config): Promise<void> {
  if (!config.databaseUrl && (await serverIsRunning(config.dataDir))) {
    throw new BackupError(`A server is running on ${config.dataDir}: stop it before restoring.`);
  }
}

/** Fills the configured database from the archive's dump; `replace` first clears what is there. */
export async function restoreDatabase(config: Config, dumpFile: string, replace: boolean): Promise<void> {
  const target = configuredDatabase(config, 1);
  if (target.kind === 'postgres') {
    const clean = replace ? ['--clean', '--if-exists'] : [];
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      ...clean,
      `--dbname=${sessionUrl(target)}`,
      dumpFile,
    ]);
    return;
  }
  if (replace) await rm(target.dataDir!, { recursive: true, force: true });
  const dump = new Blob([await readFile(dumpFile)]);
  // Opening with loadDataDir writes the tarball's files into the data directory.
  await withHandle(await openDatabase({ kind: 'pglite', dataDir: target.dataDir, loadDataDir: dump }), (h) =>
    h.ping(),
  );
}
