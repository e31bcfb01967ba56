// Uploads and stored files (DESIGN §3). An admin asks for an upload URL; the browser PUTs the file
// there (our own signed, single-use endpoint on disk, or a presigned S3 URL); the bytes must match
// the declared type; files are then served from /api/files/objects/<key>. A file is served only
// once its metadata row exists, i.e. once it has been checked.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ZodError } from 'zod';
import { UPLOAD_URL_TTL_MS } from '#shared/constants.ts';
import {
  FILE_EXTENSIONS,
  maxBytesFor,
  type UploadContentType,
  type UploadUrlRequest,
  type UploadUrlResponse,
} from '#shared/schemas/upload.ts';
import type { Infra } from '../../context.ts';
import { UploadAborted } from '../../adapters/storage-disk.ts';
import type { ByteRange, Storage } from '../../adapters/storage.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { isUuid, validationError } from '../../validation.ts';
import * as repo from './files.repo.ts';
import { MAGIC_BYTES_NEEDED, matchesDeclaredType } from './magic-bytes.ts';
import { signedUploadUrl, verifyUploadSignature } from './upload-signature.ts';

const OBJECT_KEY_PARTS = /^uploads\/([^/]+)\.([a-z0-9]+)$/;
const EXTENSIONS = new Set(Object.values(FILE_EXTENSIONS));

const tooLarge = () => new AppError(413, 'errors.uploadTooLarge');
const invalidUrl = () => new AppError(403, 'errors.uploadUrlInvalid');

export type StoredFile = { key: string; contentType: string; size: number; etag: string };

/** Keys we hand out: 'uploads/<uuid>.<ext>'. Anything else is not a file of ours. */
export function isObjectKey(key: string): boolean {
  const [, name, extension] = OBJECT_KEY_PARTS.exec(key) ?? [];
  return isUuid(name) && EXTENSIONS.has(extension!);
}

/** Media type of a Content-Type header, without parameters, lower-cased. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/** A PUT to the local-disk upload endpoint: the signed URL's parts, the declared type and length, the body. */
type UploadPut = {
  ticketId: string;
  expires: string | undefined;
  signature: string | undefined;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable | undefined;
};

export class FilesService {
  private readonly storage: Storage;

  constructor(
    private readonly deps: Pick<Infra, 'db' | 'clock' | 'config' | 'logger'> & { storage: Storage },
  ) {
    this.storage = deps.storage;
  }

  async createUploadUrl(input: UploadUrlRequest): Promise<UploadUrlResponse> {
    const maxBytes = maxBytesFor(input.contentType);
    if (input.size !== undefined && input.size > maxBytes) throw badRequest('errors.uploadTooLarge');
    if (this.storage.kind === 's3' && input.size === undefined) {
      // A presigned PUT is bound to its length, so S3 needs it up front.
      throw validationError(
        new ZodError([
          {
            code: 'invalid_type',
            expected: 'number',
            received: 'undefined',
            path: ['size'],
            message: 'Required',
          },
        ]),
      );
    }
    const now = this.deps.clock.now();
    const ticketId = randomUUID();
    const key = `uploads/${randomUUID()}.${FILE_EXTENSIONS[input.contentType]}`;
    const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
    await repo.insertTicket(this.deps.db, {
      id: ticketId,
      objectKey: key,
      contentType: input.contentType,
      // S3 binds the URL to the declared length; the check on first read holds the object to it too.
      maxBytes: this.storage.kind === 's3' ? input.size! : maxBytes,
      expiresAt,
      now,
    });
    const uploadURL =
      this.storage.kind === 's3'
        ? await this.storage.presignPut(
            key,
            input.contentType,
            input.size!,
            Math.floor(UPLOAD_URL_TTL_MS / 1000),
          )
        : signedUploadUrl(this.deps.config.sessionSecret, {
            ticketId,
            expiresAt: expiresAt.getTime(),
            contentType: input.contentType,
            maxBytes,
          });
    return { uploadURL, filePath: `/objects/${key}` };
  }

  /** The local-disk PUT endpoint: checks the signed URL, then streams the body to disk. */
  async receiveUpload(request: UploadPut): Promise<{ filePath: string }> {
    if (this.storage.kind !== 'disk') throw notFound();
    const storage = this.storage;
    const { db, clock } = this.deps;
    const { ticket, body } = await this.claimTicket(request);

    const type = ticket.contentType as UploadContentType;
    let head = Buffer.alloc(0);
    let checked = false;
    const inspect = (chunk: Buffer, total: number) => {
      if (total > ticket.maxBytes) throw tooLarge();
      if (checked) return;
      head = Buffer.concat([head, chunk]).subarray(0, MAGIC_BYTES_NEEDED);
      if (head.length < MAGIC_BYTES_NEEDED) return;
      checked = true;
      if (!matchesDeclaredType(type, head)) throw badRequest('errors.uploadContentMismatch');
    };
    let info;
    try {
      info = await storage.write(ticket.objectKey, body, inspect);
    } catch (error) {
      if (error instanceof UploadAborted && error.reason instanceof AppError) throw error.reason;
      this.deps.logger.warn({ err: error }, 'upload interrupted');
      throw badRequest('upload.failed');
    }
    // A file shorter than the signature window is checked once complete.
    if (!checked && !matchesDeclaredType(type, head)) {
      await storage.remove(ticket.objectKey);
      throw badRequest('errors.uploadContentMismatch');
    }
    await repo.insertStoredFile(db, { key: ticket.objectKey, contentType: type, ...info, now: clock.now() });
    return { filePath: `/objects/${ticket.objectKey}` };
  }

  /**
   * The upload ticket a PUT names, once its signature, expiry, declared type and length check out,
   * claimed before any byte is read: two PUTs to one URL cannot both succeed.
   */
  private async claimTicket(request: UploadPut) {
    const { db, clock, config } = this.deps;
    if (!isUuid(request.ticketId) || !request.signature || !request.expires) throw invalidUrl();
    const ticket = await repo.findTicketById(db, request.ticketId);
    if (!ticket || String(ticket.expiresAt.getTime()) !== request.expires) throw invalidUrl();
    const claims = {
      ticketId: ticket.id,
      expiresAt: ticket.expiresAt.getTime(),
      contentType: ticket.contentType,
      maxBytes: ticket.maxBytes,
    };
    if (!verifyUploadSignature(config.sessionSecret, claims, request.signature)) throw invalidUrl();
    const now = clock.now();
    if (ticket.expiresAt <= now || ticket.usedAt) throw invalidUrl();
    if (mediaType(request.contentType) !== ticket.contentType) {
      throw badRequest('errors.uploadContentMismatch');
    }
    if (request.contentLength !== undefined && Number(request.contentLength) > ticket.maxBytes)
      throw tooLarge();
    if (!request.body) throw badRequest('errors.uploadContentMismatch');
    if (!(await repo.claimTicket(db, ticket.id, now))) throw invalidUrl();
    return { ticket, body: request.body };
  }

  /** The checked file at `key`, or undefined. */
  async findFile(key: string): Promise<StoredFile | undefined> {
    if (!isObjectKey(key)) return undefined;
    const row = await repo.findStoredFile(this.deps.db, key);
    if (row) return row;
    return this.storage.kind === 's3' ? this.verifyS3Object(key) : undefined;
  }

  async openFile(key: string, range?: ByteRange): Promise<Readable | null> {
    return this.storage.read(key, range);
  }

  /**
   * A file PUT straight to S3 is checked on its first read: size within the ticket's limit and
   * magic bytes matching the declared type. A file that fails is deleted and never served.
   */
  private async verifyS3Object(key: string): Promise<StoredFile | undefined> {
    const { db, clock, logger } = this.deps;
    const ticket = await repo.findTicketByKey(db, key);
    if (!ticket) return undefined;
    const info = await this.storage.stat(key);
    if (!info) return undefined;
    let ok = info.size > 0 && info.size <= ticket.maxBytes;
    if (ok) {
      const stream = await this.storage.read(key, {
        start: 0,
        end: Math.min(info.size, MAGIC_BYTES_NEEDED) - 1,
      });
      const chunks: Buffer[] = [];
      for await (const chunk of stream ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
      ok = matchesDeclaredType(ticket.contentType as UploadContentType, Buffer.concat(chunks));
    }
    if (!ok) {
      logger.warn({ key }, 'uploaded object refused: size or content does not match its upload URL');
      await this.storage.remove(key);
      return undefined;
    }
    await repo.insertStoredFile(db, {
      key,
      contentType: ticket.contentType,
      size: info.size,
      etag: info.etag,
      now: clock.now(),
    });
    await repo.markTicketUsed(db, ticket.id, clock.now());
    return repo.findStoredFile(db, key);
  }
}
