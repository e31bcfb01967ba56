import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_URL_TTL_MS } from '#shared/constants.ts';

import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { adminAgent, createAdmin } from '#tests/factories/users.ts';
import { en } from '#tests/helpers/messages.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG-signed file of `size` bytes with recognisable content. */
function pngBytes(size = 300): Buffer {
  const body = Buffer.alloc(size);
  PNG_SIGNATURE.copy(body);
  for (let i = PNG_SIGNATURE.length; i < size; i++) body[i] = i % 251;
  return body;
}
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

describe('uploads to local disk and stored files', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t, await createAdmin(t));
  });
  afterAll(async () => {
    await t.close();
  });

  async function uploadUrl(contentType = 'image/png', extra: Record<string, unknown> = {}) {
    const res = await admin.post('/api/admin/upload-url', { fileName: 'file.bin', contentType, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json() as { uploadURL: string; filePath: string };
  }

  /** The PUT the browser makes: no cookies needed, the URL is the credential. */
  const put = (url: string, body: Buffer | Readable, contentType: string) =>
    t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body });

  async function uploadedFiles(): Promise<string[]> {
    const dir = path.join(t.config.dataDir, 'uploads');
    const all = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
    return all.filter((name) => name !== '.incoming');
  }

  it('upload-url answers a signed URL to our PUT endpoint and a /objects/uploads/<uuid>.png path', async () => {
    const { uploadURL, filePath } = await uploadUrl();
    expect(filePath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(uploadURL).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
  });

  it('PUT stores the file; GET /api/files serves it with its type, nosniff, sandbox CSP, immutable caching and ETag', async () => {
    const bytes = pngBytes(1000);
    const { uploadURL, filePath } = await uploadUrl();
    const res = await put(uploadURL, bytes, 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ filePath });

    const file = await t.agent().get(`/api/files${filePath}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-length']).toBe('1000');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['accept-ranges']).toBe('bytes');
    const etag = file.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await t.agent().get(`/api/files${filePath}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('Range requests answer 206 with the asked bytes (video seeking); past the end → 416', async () => {
    const bytes = pngBytes(5000);
    const { uploadURL, filePath } = await uploadUrl();
    await put(uploadURL, bytes, 'image/png');
    const url = `/api/files${filePath}`;

    const first = await t.agent().get(url, { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-9/5000');
    expect(first.headers['content-length']).toBe('10');
    expect(first.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);

    const middle = await t.agent().get(url, { range: 'bytes=1000-' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 1000-4999/5000');
    expect(middle.rawPayload.equals(bytes.subarray(1000))).toBe(true);

    const suffix = await t.agent().get(url, { range: 'bytes=-100' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(bytes.subarray(4900))).toBe(true);

    const beyond = await t.agent().get(url, { range: 'bytes=6000-7000' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */5000');

    // If-Range with another ETag: the file changed as far as the client knows, so all of it.
    const stale = await t.agent().get(url, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(5000);
  });

  it('accepts each allowed type with matching bytes, also files shorter than the signature window', async () => {
    const samples: Array<[string, Buffer]> = [
      ['image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)])],
      ['image/gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
      [
        'image/webp',
        Buffer.concat([Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(80)]),
      ],
      [
        'image/avif',
        Buffer.concat([
          Buffer.from([0, 0, 0, 0x1c]),
          Buffer.from('ftypavif\x00\x00\x00\x00avifmif1miaf', 'latin1'),
          Buffer.alloc(60),
        ]),
      ],
      [
        'video/mp4',
        Buffer.concat([
          Buffer.from([0, 0, 0, 0x18]),
          Buffer.from('ftypisom\x00\x00\x02\x00isomiso2', 'latin1'),
          Buffer.alloc(90),
        ]),
      ],
      ['video/webm', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(100)])],
    ];
    for (const [type, bytes] of samples) {
      const { uploadURL, filePath } = await uploadUrl(type);
      const res = await put(uploadURL, bytes, type);
      expect(res.statusCode, type).toBe(201);
      const file = await t.agent().get(`/api/files${filePath}`);
      expect(file.headers['content-type']).toBe(type);
    }
  });

  describe('refusals', () => {
    it('SVG, HTML and unknown types are refused at upload-url with a clear 400', async () => {
      for (const contentType of ['image/svg+xml', 'text/html', 'application/octet-stream', '']) {
        const res = await admin.post('/api/admin/upload-url', { fileName: 'x.svg', contentType });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(en('errors.uploadTypeNotAllowed'));
      }
    });

    it('HTML bytes declared as PNG → 400, nothing stored or served', async () => {
      const before = await uploadedFiles();
      const { uploadURL, filePath } = await uploadUrl();
      const res = await put(uploadURL, HTML, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(en('errors.uploadContentMismatch'));
      expect((await t.agent().get(`/api/files${filePath}`)).statusCode).toBe(404);
      expect(await uploadedFiles()).toEqual(before);
    });

    it('SVG bytes declared as PNG → 400', async () => {
      const { uploadURL } = await uploadUrl();
      const res = await put(uploadURL, SVG, 'image/png');
      expect(res.statusCode).toBe(400);
    });

    it('a 6 MB image: refused at upload-url when declared, 413 at PUT when sent, nothing kept', async () => {
      const six = 6 * 1024 * 1024;
      const declared = await admin.post('/api/admin/upload-url', {
        fileName: 'big.png',
        contentType: 'image/png',
        size: six,
      });
      expect(declared.statusCode).toBe(400);
      expect(declared.json().message).toBe(en('errors.uploadTooLarge'));

      const before = await uploadedFiles();
      const { uploadURL, filePath } = await uploadUrl();
      const res = await put(uploadURL, pngBytes(six), 'image/png');
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(en('errors.uploadTooLarge'));
      expect((await t.agent().get(`/api/files${filePath}`)).statusCode).toBe(404);
      expect(await uploadedFiles()).toEqual(before);
    });

    it('a too-large body without Content-Length (chunked) is cut off at the limit → 413', async () => {
      const { uploadURL, filePath } = await uploadUrl();
      const chunks = Array.from({ length: 6 }, (_, i) =>
        i === 0 ? pngBytes(1024 * 1024) : Buffer.alloc(1024 * 1024),
      );
      const res = await put(uploadURL, Readable.from(chunks), 'image/png');
      expect(res.statusCode).toBe(413);
      expect((await t.agent().get(`/api/files${filePath}`)).statusCode).toBe(404);
    });

    it('a video may be 50 MB, not more', async () => {
      const ok = await admin.post('/api/admin/upload-url', {
        fileName: 'v.mp4',
        contentType: 'video/mp4',
        size: 50 * 1024 * 1024,
      });
      expect(ok.statusCode).toBe(200);
      const tooBig = await admin.post('/api/admin/upload-url', {
        fileName: 'v.mp4',
        contentType: 'video/mp4',
        size: 50 * 1024 * 1024 + 1,
      });
      expect(tooBig.statusCode).toBe(400);
    });

    it('an expired URL → 403 (the clock moves past its lifetime)', async () => {
      const { uploadURL } = await uploadUrl();
      t.clock.advance(UPLOAD_URL_TTL_MS + 1000);
      const res = await put(uploadURL, pngBytes(), 'image/png');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(en('errors.uploadUrlInvalid'));
    });

    it('a used URL cannot be used again', async () => {
      const { uploadURL } = await uploadUrl();
      expect((await put(uploadURL, pngBytes(), 'image/png')).statusCode).toBe(201);
      const reused = await put(uploadURL, pngBytes(), 'image/png');
      expect(reused.statusCode).toBe(403);
      expect(reused.json().message).toBe(en('errors.uploadUrlInvalid'));
    });

    it('a tampered signature or expiry → 403', async () => {
      const { uploadURL } = await uploadUrl();
      const url = new URL(uploadURL, 'http://x');
      const badSig = new URL(url);
      badSig.searchParams.set('signature', 'A'.repeat(43));
      expect((await put(badSig.pathname + badSig.search, pngBytes(), 'image/png')).statusCode).toBe(403);
      const later = new URL(url);
      later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3_600_000));
      expect((await put(later.pathname + later.search, pngBytes(), 'image/png')).statusCode).toBe(403);
      expect((await put(url.pathname, pngBytes(), 'image/png')).statusCode).toBe(403);
      // The untouched URL still works: failed attempts did not use it up.
      expect((await put(url.pathname + url.search, pngBytes(), 'image/png')).statusCode).toBe(201);
    });

    it('a content type at PUT other than the declared one → 400', async () => {
      const { uploadURL } = await uploadUrl('image/png');
      for (const type of ['image/jpeg', 'text/html', 'application/json']) {
        const res = await put(uploadURL, pngBytes(), type);
        expect(res.statusCode, type).toBe(400);
        expect(res.json().message).toBe(en('errors.uploadContentMismatch'));
      }
      expect((await put(uploadURL, pngBytes(), 'image/png')).statusCode).toBe(201);
    });

    it('a random ticket id → 403', async () => {
      const res = await put(
        '/api/uploads/00000000-0000-4000-8000-000000000000?expires=1&signature=x',
        pngBytes(),
        'image/png',
      );
      expect(res.statusCode).toBe(403);
      expect((await put('/api/uploads/not-a-uuid', pngBytes(), 'image/png')).statusCode).toBe(403);
    });
  });

  // Path traversal: files-traversal.api.test.ts.

  it('a second instance sharing the database and DATA_DIR serves the file', async () => {
    const shared = await createTestApp();
    try {
      const sharedAdmin = await adminAgent(shared, await createAdmin(shared));
      const { uploadURL, filePath } = (
        await sharedAdmin.post('/api/admin/upload-url', { fileName: 'a.png', contentType: 'image/png' })
      ).json() as { uploadURL: string; filePath: string };
      await shared.app.inject({
        method: 'PUT',
        url: uploadURL,
        headers: { 'content-type': 'image/png' },
        payload: pngBytes(),
      });
      const other = await createTestApp({
        database: shared.database,
        env: { DATA_DIR: shared.config.dataDir },
      });
      try {
        const res = await other.agent().get(`/api/files${filePath}`);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(pngBytes())).toBe(true);
      } finally {
        await other.app.close();
      }
    } finally {
      await shared.close();
    }
  });
});
