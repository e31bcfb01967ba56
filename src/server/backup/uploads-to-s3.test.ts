// Copying local uploads into S3 (s3rver on loopback, as storage-list.test.ts uses): every file reaches
// the key the app's S3 adapter reads, byte for byte; a second run uploads nothing; an object with other
// bytes is copied again; a copy that reads back wrong fails; S3 away stops the run without a throw.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { S3Storage } from '../adapters/storage-s3.ts';
import type { ByteRange } from '../adapters/storage.ts';
import { copyUploadsToS3, type FileOutcome } from './uploads-to-s3.ts';
import { startS3StandIn, type S3StandIn } from '#tests/helpers/s3-stand-in.ts';

const PNG = `uploads/${randomUUID()}.png`;
const JPG = `uploads/${randomUUID()}.jpg`;
const NESTED = 'uploads/sub/nested.webm';
const KEYS = [PNG, JPG, NESTED].sort();

let dataDir: string;
let s3: S3StandIn;
let bucket: S3Storage;

const s3Config = (endpoint: string) => ({
  bucket: 'uploads-copy-test',
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
});

const local = (key: string) => readFile(path.join(dataDir, key));

async function run(options: { bucket?: S3Storage; dryRun?: boolean } = {}) {
  const outcomes: FileOutcome[] = [];
  const summary = await copyUploadsToS3({
    dataDir,
    bucket: options.bucket ?? bucket,
    dryRun: options.dryRun,
    onFile: (outcome) => outcomes.push(outcome),
  });
  const results = Object.fromEntries(outcomes.map((o) => [o.key, o.result]));
  return { summary, outcomes, results };
}

const every = (result: FileOutcome['result']) => Object.fromEntries(KEYS.map((key) => [key, result]));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-uploads-to-s3-'));
  await mkdir(path.join(dataDir, 'uploads', 'sub'), { recursive: true });
  await mkdir(path.join(dataDir, 'uploads', '.incoming'));
  // Every byte value, and more than one read chunk.
  const binary = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(300_000)]);
  await writeFile(path.join(dataDir, PNG), binary);
  await writeFile(path.join(dataDir, JPG), Buffer.from('ffd8ffe0 jpeg bytes'));
  await writeFile(path.join(dataDir, NESTED), Buffer.from('1a45dfa3 webm bytes'));
  // An upload still arriving is no file yet.
  await writeFile(path.join(dataDir, 'uploads', '.incoming', 'half.part'), 'half');
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  s3 = await startS3StandIn('uploads-copy-test');
  bucket = new S3Storage(s3Config(s3.endpoint));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await s3.close();
});

describe('copyUploadsToS3', () => {
  it('copies every file, nested and binary, to the key the S3 adapter reads, byte for byte', async () => {
    const { summary, results } = await run();
    expect(results).toEqual(every('copied'));
    expect(summary).toEqual({
      files: 3,
      counts: { copied: 3, 'already there': 0, 'to copy': 0, FAILED: 0 },
      notTried: 0,
    });
    expect(await bucket.list()).toEqual(KEYS);
    for (const key of KEYS) {
      expect((await buffer((await bucket.read(key))!)).equals(await local(key))).toBe(true);
    }
  });

  it('a second run finds every object already there and uploads nothing', async () => {
    await run();
    const put = vi.spyOn(bucket, 'put');
    const { summary, results } = await run();
    expect(results).toEqual(every('already there'));
    expect(summary.counts['already there']).toBe(3);
    expect(put).not.toHaveBeenCalled();
  });

  it('copies again an object with other bytes of the same size, and a partial one', async () => {
    await run();
    const png = await local(PNG);
    const flipped = Buffer.from(png);
    flipped[1000] = flipped[1000]! ^ 0xff;
    await bucket.put(PNG, flipped, 'image/png');
    await bucket.put(NESTED, (await local(NESTED)).subarray(0, 5), 'video/webm');

    const { outcomes, results } = await run();
    expect(results).toEqual({ [PNG]: 'copied', [JPG]: 'already there', [NESTED]: 'copied' });
    expect(outcomes.find((o) => o.key === PNG)?.note).toBe('replaced an object with other content');
    for (const key of [PNG, NESTED]) {
      expect((await buffer((await bucket.read(key))!)).equals(await local(key))).toBe(true);
    }
  });

  it('fails a file whose copy reads back with other bytes, and goes on with the next', async () => {
    // A bucket that answers the nested file's GET with one byte changed.
    class DamagingBucket extends S3Storage {
      override async read(key: string, range?: ByteRange): Promise<Readable | null> {
        const stream = await super.read(key, range);
        if (key !== NESTED || !stream) return stream;
        const bytes = await buffer(stream);
        bytes[0] = bytes[0]! ^ 0xff;
        return Readable.from([bytes]);
      }
    }
    const { summary, outcomes } = await run({ bucket: new DamagingBucket(s3Config(s3.endpoint)) });
    expect(outcomes.map((o) => [o.key, o.result, o.note])).toEqual(
      KEYS.map((key) =>
        key === NESTED
          ? [key, 'FAILED', 'read back 19 bytes that differ from the file']
          : [key, 'copied', undefined],
      ),
    );
    expect(summary.counts).toEqual({ copied: 2, 'already there': 0, 'to copy': 0, FAILED: 1 });
  });

  it('stops with a clear reason when S3 does not answer, without throwing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));

    const { summary, outcomes } = await run({ bucket: new S3Storage(s3Config(`http://127.0.0.1:${port}`)) });
    const reason = `S3 at 127.0.0.1:${port} did not answer (ECONNREFUSED)`;
    expect(outcomes).toEqual([{ key: KEYS[0], size: 0, result: 'FAILED', note: reason }]);
    expect(summary).toMatchObject({ files: 3, stoppedBecause: reason, notTried: 2 });
    expect(summary.counts.FAILED).toBe(1);
  });

  it('with dryRun says what it would copy and writes nothing', async () => {
    await bucket.put(JPG, await local(JPG), 'image/jpeg');
    const put = vi.spyOn(bucket, 'put');
    const { results } = await run({ dryRun: true });
    expect(results).toEqual({ [PNG]: 'to copy', [JPG]: 'already there', [NESTED]: 'to copy' });
    expect(put).not.toHaveBeenCalled();
    expect(await bucket.list()).toEqual([JPG]);
  });
});
