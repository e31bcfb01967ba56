// Uploads and stored files (SPEC §7, DESIGN §3): the admin's upload URL, the signed PUT that stores a
// file on local disk, and the stored files themselves.
import { z } from 'zod';
import { uploadUrlRequestSchema, uploadUrlResponseSchema } from '../schemas/upload.ts';
import { endpoint } from './endpoint.ts';

/** Where to PUT the file (ours for local disk, S3's presigned URL) and the path it will have. */
export const createUploadUrl = endpoint({
  method: 'POST',
  path: '/api/admin/upload-url',
  access: 'admin',
  summary: 'A signed URL to upload one image or video to',
  body: uploadUrlRequestSchema,
  response: uploadUrlResponseSchema,
});

/** A repeated query value is no signature: the service refuses it as it refuses a wrong one. */
const signedPart = z.string().optional().catch(undefined);

/**
 * Public: the signed URL is the credential. The body is the file's raw bytes, of its declared type:
 * no body schema, the service checks the type and the bytes as they stream in. A malformed ticket or
 * signature is refused by the service (403), never by the contract.
 */
export const uploadFile = endpoint({
  method: 'PUT',
  path: '/api/uploads/:ticket',
  access: 'public',
  summary: 'Store the file of a signed upload URL (local disk storage)',
  params: z.object({ ticket: z.string() }),
  query: z.object({ expires: signedPart, signature: signedPart }),
  response: z.object({ filePath: z.string() }),
  status: 201,
});

/** '/api/files/objects/<key>' with the stored type, ETag and Range; anything else is not found. */
export const storedFile = endpoint({
  method: 'GET',
  path: '/api/files/*',
  access: 'public',
  summary: 'A stored file',
  params: z.object({ '*': z.string() }),
  response: 'application/octet-stream',
});
