// `npm run backup` and `npm run restore` (decision 043): the database, the uploaded files (disk or
// S3, through the storage adapter) and the generated session secret, in one verified archive.
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfFile } from '#shared/schemas/upload.ts';
import { createStorage } from '../adapters/storage.ts';
import type { Config } from '../config.ts';
import { PROJECT_ROOT } from '../render/client-assets.ts';
import { BackupError, openArchive, writeArchive, type Manifest } from './archive.ts';
import {
  checkCompatible,
  databaseInUse,
  dumpDatabase,
  refuseUnderRunningServer,
  restoreDatabase,
  type DumpResult,
} from './database-backup.ts';

const SECRET_MEMBER = 'secrets/session-secret';

/** The generated secret's file (config.ts makes it when SESSION_SECRET is unset). */
const secretFile = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'session-secret');

/** Tells two secrets apart without saying anything about either. */
export function secretFingerprint(secret: string): string {
  return createHash('sha256').update(`safekid-backup:${secret}`).digest('hex').slice(0, 16);
}

async function readSecretFile(config: Config): Promise<string> {
  return existsSync(secretFile(config)) ? (await readFile(secretFile(config), 'utf8')).trim() : '';
}

async function productVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

async function withStaging<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'safekid-backup-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type BackupReport = { size: number; database: DumpResult; uploads: number; secretIncluded: boolean };

/**
 * The database first, then the files: a file is never deleted once recorded, so every file the
 * dumped database names is there; files uploaded meanwhile come along unused.
 */
export async function backup(config: Config, out: string): Promise<BackupReport> {
  return withStaging(async (staging) => {
    await mkdir(path.join(staging, 'database'));
    await mkdir(path.join(staging, 'uploads'));
    const database = await dumpDatabase(config, staging);

    const storage = createStorage(config);
    const keys = await storage.list();
    const uploads: string[] = [];
    for (const key of keys) {
      const source = await storage.read(key);
      if (!source) continue; // removed since the listing (a refused upload): nothing names it
      await pipeline(source, createWriteStream(path.join(staging, key)));
      uploads.push(key);
    }

    // Only the generated secret lives in DATA_DIR; a SESSION_SECRET from the environment is kept apart.
    const generated = config.sessionSecretGenerated && existsSync(secretFile(config));
    if (generated) {
      await mkdir(path.join(staging, 'secrets'));
      await writeFile(path.join(staging, SECRET_MEMBER), config.sessionSecret, { mode: 0o600 });
    }
    const size = await writeArchive(
      staging,
      {
        version: await productVersion(),
        createdAt: new Date().toISOString(),
        lastMigration: database.lastMigration,
        database: { kind: database.kind, file: database.file, dumpTool: database.dumpTool },
        storage: storage.kind,
        uploads,
        sessionSecret: { included: generated, fingerprint: secretFingerprint(config.sessionSecret) },
      },
      out,
    );
    return { size, database, uploads: uploads.length, secretIncluded: generated };
  });
}

export type RestoreReport = { manifest: Manifest; secret: 'restored' | 'same' | 'different' };

/** Why the configured targets are not empty (database, uploads), or an empty list. */
async function targetsInUse(config: Config): Promise<string[]> {
  const reasons: string[] = [];
  const database = await databaseInUse(config);
  if (database) reasons.push(database);
  const stored = await createStorage(config).list();
  if (stored.length > 0) reasons.push(`the upload storage already holds ${stored.length} files`);
  return reasons;
}

/**
 * Checks the whole archive and the targets before writing anything; then the database, the files
 * and the generated secret. `force` replaces a database and files already there.
 * `config` is loaded without generating a secret: its sessionSecret is SESSION_SECRET, or ''.
 */
export async function restore(
  config: Config,
  file: string,
  options: { force: boolean },
): Promise<RestoreReport> {
  return withStaging(async (staging) => {
    const manifest = await openArchive(file, staging);
    checkCompatible(config, { kind: manifest.database.kind, lastMigration: manifest.lastMigration });
    await refuseUnderRunningServer(config);
    const inUse = await targetsInUse(config);
    if (inUse.length > 0 && !options.force) {
      throw new BackupError(
        `Refusing to restore: ${inUse.join(', and ')}. Restore into an empty one, or add --force to replace it.`,
      );
    }
    await restoreDatabase(config, path.join(staging, manifest.database.file), inUse.length > 0);

    const storage = createStorage(config);
    for (const key of manifest.uploads) {
      await storage.put(key, await readFile(path.join(staging, key)), contentTypeOfFile(key));
    }

    let secret: RestoreReport['secret'];
    if (manifest.sessionSecret.included && config.sessionSecretGenerated) {
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(secretFile(config), await readFile(path.join(staging, SECRET_MEMBER)), { mode: 0o600 });
      secret = 'restored';
    } else {
      const current = config.sessionSecretGenerated ? await readSecretFile(config) : config.sessionSecret;
      secret = secretFingerprint(current) === manifest.sessionSecret.fingerprint ? 'same' : 'different';
    }
    return { manifest, secret };
  });
}
