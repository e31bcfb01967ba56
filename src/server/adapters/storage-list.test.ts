// What backups need of the storage adapters (decision 043): `list` names every uploaded object and
// `put` stores one again, on local disk and on S3 (s3rver on loopback, as files-s3.api.test.ts uses).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from './storage-disk.ts';
import { S3Storage, xmlValues } from './storage-s3.ts';
import type { ObjectStorage } from './storage.ts';
import { startS3StandIn, type S3StandIn } from '#tests/helpers/s3-stand-in.ts';

const KEYS = ['uploads/b.png', 'uploads/a.jpg', 'uploads/c.webm'];

let dir: string;
let s3: S3StandIn;
let disk: DiskStorage;
let bucket: S3Storage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'safekid-storage-list-'));
  disk = new DiskStorage(path.join(dir, 'data'));
  s3 = await startS3StandIn('backup-test');
  bucket = new S3Storage({
    bucket: s3.env.S3_BUCKET!,
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION!,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
  });
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each([
  ['disk', () => disk],
  ['S3', () => bucket],
] as Array<[string, () => ObjectStorage]>)('%s storage for backups', (_name, storage) => {
  it('lists nothing before the first upload', async () => {
    expect(await storage().list()).toEqual([]);
  });

  it('put stores each object; list answers every key under uploads/, sorted; read gives the bytes', async () => {
    for (const key of KEYS) await storage().put(key, Buffer.from(`bytes of ${key}`), 'image/png');
    expect(await storage().list()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(await text((await storage().read(key))!)).toBe(`bytes of ${key}`);
    await storage().put(KEYS[0]!, Buffer.from('replaced'), 'image/png');
    expect(await text((await storage().read(KEYS[0]!))!)).toBe('replaced');
  });
});

describe('disk listing', () => {
  it('leaves out uploads still arriving and names that are not object keys', async () => {
    const uploads = path.join(dir, 'data', 'uploads');
    await mkdir(path.join(uploads, '.incoming'), { recursive: true });
    await writeFile(path.join(uploads, '.incoming', 'x.part'), 'half');
    await writeFile(path.join(uploads, '.hidden'), 'no');
    expect(await disk.list()).toEqual([...KEYS].sort());
  });
});

describe('ListObjectsV2 answers', () => {
  it('reads every Key and decodes XML entities', () => {
    const xml =
      '<ListBucketResult><Contents><Key>uploads/a&amp;b.png</Key></Contents>' +
      '<Contents><Key>uploads/c.png</Key></Contents><IsTruncated>false</IsTruncated></ListBucketResult>';
    expect(xmlValues(xml, 'Key')).toEqual(['uploads/a&b.png', 'uploads/c.png']);
  });
});
