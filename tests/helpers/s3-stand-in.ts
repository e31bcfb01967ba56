// s3rver, an S3-compatible server, on loopback with one bucket in a temporary folder. It routes SigV4
// requests without verifying their signatures (storage-sigv4.test.ts checks those against AWS's examples).
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverCtor = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;

export type S3StandIn = {
  endpoint: string;
  /** The S3_* variables that point the app at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};

export async function startS3StandIn(bucket: string): Promise<S3StandIn> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'safekid-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
