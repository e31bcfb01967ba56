// A file uploaded to local disk as the admin's browser does it: a ticket, then the PUT to its signed URL.
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import type { TestAgent } from '../helpers/test-agent.ts';

/** A PNG (its signature, then `body`); answers the path it is served at under /api/files. */
export async function uploadPng(
  t: Pick<TestApp, 'app'>,
  admin: TestAgent,
  body: Buffer,
): Promise<{ filePath: string; bytes: Buffer }> {
  const ticket = await admin.post('/api/admin/upload-url', { fileName: 'a.png', contentType: 'image/png' });
  const { uploadURL, filePath } = ticket.json() as { uploadURL: string; filePath: string };
  const bytes = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), body]);
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { 'content-type': 'image/png' },
    payload: bytes,
  });
  expect(put.statusCode).toBe(201);
  return { filePath, bytes };
}
