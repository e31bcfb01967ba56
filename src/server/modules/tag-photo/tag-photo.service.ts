// The child's photo for lost mode (issue 34): the parent stores, replaces and removes it and always
// sees it; a responder sees it only while lost mode is on, and only the current one. Each change tells
// every instance's page cache in its transaction (a lost page shows the photo's address); the old file
// is removed once the new key is committed, so a reader never finds a key without its file.
import type { Readable } from 'node:stream';
import { TAG_PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { PHOTO_ID_PATTERN } from '#shared/endpoints/tag-photo.ts';
import { lostModeOf } from '#shared/schemas/lost-mode.ts';
import type { Infra } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { HOUR_MS } from '../../infra/rate-limit/rate-limiter.ts';
import type { PublicTagService } from '../public-tag/public-tag.service.ts';
import { photoIdOf, type PhotoFiles } from './photo-files.ts';
import { storablePhoto } from './photo-image.ts';
import { recordChange } from '../family/tag-changes.repo.ts';
import { findOwnedPhoto, findPublicPhoto, lockOwnedPhoto, setPhotoKey } from './tag-photo.repo.ts';

/** Uploads of one parent: a family trying photos never meets it; a script decoding images does. */
export const PHOTO_UPLOAD_LIMIT = { limit: 30, windowMs: HOUR_MS };

export const photoTooLarge = () => new AppError(413, 'errors.photoTooLarge');

type Deps = Pick<Infra, 'db' | 'clock' | 'tagChanges' | 'rateLimiter'> & {
  photos: PhotoFiles;
  publicTag: PublicTagService;
};

export type PhotoUpload = { contentLength: string | undefined; body: Readable | undefined };

export class TagPhotoService {
  constructor(private readonly deps: Deps) {}

  async put(userId: string, tagId: string, upload: PhotoUpload): Promise<void> {
    const { db, clock, tagChanges, rateLimiter, photos } = this.deps;
    await rateLimiter.consume([{ key: `tag-photo:upload:account:${userId}`, ...PHOTO_UPLOAD_LIMIT }]);
    // Not theirs: refused before a byte is decoded.
    if (!(await findOwnedPhoto(db, tagId, userId))) throw notFound('errors.tagNotFound');
    const bytes = await readLimited(upload);
    const jpeg = await storablePhoto(bytes);
    const key = await photos.save(jpeg);
    const old = await db.transaction(async (tx) => {
      const tag = await lockOwnedPhoto(tx, tagId, userId);
      if (!tag) return undefined;
      const now = clock.now();
      await setPhotoKey(tx, tagId, key, now);
      await recordChange(tx, { tagId, userId, action: 'photoChanged', now });
      await tagChanges.publish(tx, tag.uniqueCode);
      return tag;
    });
    if (!old) {
      // Deleted while the photo was being made: nothing may stay behind.
      await photos.remove([key]);
      throw notFound('errors.tagNotFound');
    }
    await photos.remove([old.photoKey]);
  }

  /** Removing a photo that is not there is the same success. */
  async delete(userId: string, tagId: string): Promise<void> {
    const { db, clock, tagChanges, photos } = this.deps;
    const old = await db.transaction(async (tx) => {
      const tag = await lockOwnedPhoto(tx, tagId, userId);
      if (!tag) return undefined;
      if (tag.photoKey === null) return tag;
      const now = clock.now();
      await setPhotoKey(tx, tagId, null, now);
      await recordChange(tx, { tagId, userId, action: 'photoChanged', now });
      await tagChanges.publish(tx, tag.uniqueCode);
      return tag;
    });
    if (!old) throw notFound('errors.tagNotFound');
    await photos.remove([old.photoKey]);
  }

  /** The family's photo (owner or guardian), lost or not. */
  async openForOwner(userId: string, tagId: string): Promise<Readable> {
    const tag = await findOwnedPhoto(this.deps.db, tagId, userId);
    if (!tag) throw notFound('errors.tagNotFound');
    const stream = tag.photoKey ? await this.deps.photos.open(tag.photoKey) : null;
    if (!stream) throw notFound('errors.photoNotFound');
    return stream;
  }

  /**
   * A responder's look: the current photo of an active tag while lost mode is on (app clock). No such
   * tag, not lost, no photo or an old id: the same 404; an unknown code also counts as a page miss.
   */
  async openForResponder(rawCode: string, photoId: string, ip: string): Promise<Readable> {
    const { db, clock, photos, publicTag } = this.deps;
    const code = rawCode.trim().toUpperCase();
    const tag = publicTag.isPlausibleCode(code) ? await findPublicPhoto(db, code) : undefined;
    if (!tag) {
      await publicTag.countUnknownCode(ip);
      throw notFound('errors.photoNotFound');
    }
    const lost = lostModeOf(tag, clock.now()) !== null;
    const current =
      tag.photoKey !== null && PHOTO_ID_PATTERN.test(photoId) && photoIdOf(tag.photoKey) === photoId;
    const stream = lost && current ? await photos.open(tag.photoKey!) : null;
    if (!stream) throw notFound('errors.photoNotFound');
    return stream;
  }
}

/** The body, refused with 413 past the limit (by its declared length at once, else as it arrives). */
async function readLimited({ contentLength, body }: PhotoUpload): Promise<Buffer> {
  if (contentLength !== undefined && Number(contentLength) > TAG_PHOTO_MAX_BYTES) throw photoTooLarge();
  if (!body) throw new AppError(400, 'errors.notAPhoto');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > TAG_PHOTO_MAX_BYTES) {
      body.destroy();
      throw photoTooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
