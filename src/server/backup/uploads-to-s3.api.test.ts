// The point of the copy: a shop that kept its uploads on disk, copied to S3 and restarted with S3_*,
// serves every upload it served before, the same bytes, from the bucket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../adapters/storage-s3.ts';
import { copyUploadsToS3 } from './uploads-to-s3.ts';
import { uploadPng } from '#tests/factories/uploads.ts';
import { adminAgent, createAdmin } from '#tests/factories/users.ts';
import { startS3StandIn, type S3StandIn } from '#tests/helpers/s3-stand-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe('a shop moved from local uploads to S3', () => {
  let s3: S3StandIn;
  let onDisk: TestApp;
  let onS3: TestApp | undefined;

  beforeAll(async () => {
    s3 = await startS3StandIn('moved-shop');
    onDisk = await createTestApp();
  });
  afterAll(async () => {
    await onS3?.close();
    await onDisk?.close();
    await s3?.close();
  });

  it('serves every upload from the bucket after the copy and a restart with S3_*', async () => {
    const admin = await adminAgent(onDisk, await createAdmin(onDisk));
    const uploads = [
      await uploadPng(onDisk, admin, Buffer.alloc(3000, 5)),
      await uploadPng(onDisk, admin, Buffer.from('a second image')),
    ];

    onS3 = await createTestApp({ database: onDisk.database, env: s3.env });
    const bucket = new S3Storage(onS3.config.s3!);
    const summary = await copyUploadsToS3({ dataDir: onDisk.config.dataDir, bucket });
    expect(summary.counts).toEqual({ copied: 2, 'already there': 0, 'to copy': 0, FAILED: 0 });

    for (const { filePath, bytes } of uploads) {
      expect(await bucket.stat(filePath.replace('/objects/', ''))).not.toBeNull();
      const served = await onS3.agent().get(`/api/files${filePath}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });
});
