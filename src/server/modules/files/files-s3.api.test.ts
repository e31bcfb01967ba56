// The S3 path against s3rver, an S3-compatible server started here on loopback. s3rver 3.7 routes
// SigV4 requests but does not verify their signatures, so the signing itself is checked against
// AWS's published examples in src/server/adapters/storage-sigv4.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '#server/adapters/storage-s3.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { adminAgent, createAdmin } from '#tests/factories/users.ts';
import { startS3StandIn, type S3StandIn } from '#tests/helpers/s3-stand-in.ts';

const BUCKET = 'safekid-test';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2000, 7),
]);

describe('uploads to S3-compatible storage (s3rver)', () => {
  let s3: S3StandIn;
  let endpoint: string;
  let t: TestApp;
  let admin: TestAgent;
  let storage: S3Storage;

  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET);
    endpoint = s3.endpoint;
    t = await createTestApp({ env: s3.env });
    admin = await adminAgent(t, await createAdmin(t));
    storage = new S3Storage(t.config.s3!);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function presign(bytes: Buffer, contentType = 'image/png', size = bytes.length) {
    const res = await admin.post('/api/admin/upload-url', { fileName: 'f', contentType, size });
    expect(res.statusCode).toBe(200);
    return res.json() as { uploadURL: string; filePath: string };
  }

  const putToS3 = (url: string, bytes: Buffer, contentType: string) =>
    fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });

  it('upload-url answers a presigned PUT on the bucket bound to type and length', async () => {
    const { uploadURL, filePath } = await presign(PNG);
    const url = new URL(uploadURL);
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toBe(`/${BUCKET}/${filePath.slice('/objects/'.length)}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
  });

  it('without a size, S3 cannot bind the length → 400', async () => {
    const res = await admin.post('/api/admin/upload-url', { fileName: 'f', contentType: 'image/png' });
    expect(res.statusCode).toBe(400);
  });

  it('the browser PUTs to S3; /api/files streams it through our origin with our headers and Range', async () => {
    const { uploadURL, filePath } = await presign(PNG);
    expect((await putToS3(uploadURL, PNG, 'image/png')).ok).toBe(true);

    const res = await t.agent().get(`/api/files${filePath}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBeTruthy();

    const part = await t.agent().get(`/api/files${filePath}`, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${PNG.length}`);
    expect(part.rawPayload.equals(PNG.subarray(4, 12))).toBe(true);
  });

  it('HTML sent to a PNG URL is refused on first read and deleted from the bucket', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(200, ' '));
    const { uploadURL, filePath } = await presign(html);
    expect((await putToS3(uploadURL, html, 'image/png')).ok).toBe(true);
    const key = filePath.slice('/objects/'.length);
    expect(await storage.stat(key)).not.toBeNull();

    expect((await t.agent().get(`/api/files${filePath}`)).statusCode).toBe(404);
    expect(await storage.stat(key)).toBeNull();
  });

  it('more bytes than the URL was signed for are refused on first read', async () => {
    const { uploadURL, filePath } = await presign(PNG, 'image/png', 100);
    // s3rver does not check signatures (real S3 refuses this PUT); our read-time check still does.
    await putToS3(uploadURL, PNG, 'image/png');
    expect((await t.agent().get(`/api/files${filePath}`)).statusCode).toBe(404);
  });

  it('an object nobody asked an upload URL for is never served', async () => {
    expect(
      (await t.agent().get('/api/files/objects/uploads/12345678-1234-4234-8234-123456789abc.png')).statusCode,
    ).toBe(404);
  });
});
