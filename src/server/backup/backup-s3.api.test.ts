// Backups of a shop whose uploads live in S3 (s3rver on loopback), with no server running: the
// embedded database is opened by the backup itself. The objects come back into an empty bucket, byte
// for byte; a bucket that already holds files is refused.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { S3Storage } from '#server/adapters/storage-s3.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { startS3StandIn, type S3StandIn } from '#tests/helpers/s3-stand-in.ts';
import { openTestDatabase } from '#tests/helpers/test-app.ts';
import {
  createEmptyDatabase,
  dropDatabase,
  testDbKind,
  type TestDatabase,
} from '#tests/helpers/test-database.ts';
import { BackupError } from './archive.ts';
import { backup, restore } from './backup.ts';

const KEYS = [
  'uploads/0b9e6c2a-1f0e-4c55-9d1c-7c1d2a3b4c5d.png',
  'uploads/5d0c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f.mp4',
];

let dir: string;
let source: S3StandIn;
let target: S3StandIn;
let copy: TestDatabase | undefined;
let emptyDatabase: string | undefined;

function configFor(dataDir: string, s3: S3StandIn, databaseUrl: string | undefined): Config {
  return loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...s3.env },
    { generateSecret: false },
  );
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'safekid-backup-s3-'));
  source = await startS3StandIn('shop-uploads');
  target = await startS3StandIn('restored-uploads');
  if (testDbKind() === 'postgres') {
    copy = await openTestDatabase();
    emptyDatabase = await createEmptyDatabase('safekid_restore');
  } else {
    const dump = await readFile(inject('dbTemplate').pgliteDumpFile!);
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dir, 'source', 'db'),
      loadDataDir: new Blob([dump]),
    });
    await handle.close();
  }
}, 120_000);
afterAll(async () => {
  await copy?.drop();
  if (emptyDatabase) await dropDatabase(new URL(emptyDatabase).pathname.slice(1));
  await source?.close();
  await target?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore with uploads in S3', () => {
  it('copies every object of the bucket into the archive and back into an empty bucket', async () => {
    const from = configFor(path.join(dir, 'source'), source, copy?.url);
    const bucket = new S3Storage(from.s3!);
    for (const key of KEYS) await bucket.put(key, Buffer.from(`the bytes of ${key}`), 'image/png');

    const archive = path.join(dir, 'shop.tar.gz');
    const report = await backup(from, archive);
    expect(report.uploads).toBe(2);
    // No server owns the embedded database here: the backup opened it itself.
    if (!copy) expect(report.database.via).toBe('cli');

    const to = configFor(path.join(dir, 'target'), target, emptyDatabase);
    const restored = await restore(to, archive, { force: false });
    expect(restored.manifest.storage).toBe('s3');
    expect(restored.manifest.uploads).toEqual([...KEYS].sort());
    const copied = new S3Storage(to.s3!);
    expect(await copied.list()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(await text((await copied.read(key))!)).toBe(`the bytes of ${key}`);

    await expect(restore(to, archive, { force: false })).rejects.toThrow(BackupError);
    await expect(restore(to, archive, { force: false })).rejects.toThrow(
      /the upload storage already holds 2 files/,
    );
  }, 120_000);
});
