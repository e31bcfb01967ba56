// Where the children's photos live: the uploads storage (disk or S3), under a key with 128 random
// bits, 'uploads/child-photo-<id>.jpg'. The id is the public address's: a new photo kills the old URL.
// No stored-file row points at them, so /api/files/objects never serves them.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorage } from '../../adapters/storage.ts';

const PREFIX = 'uploads/child-photo-';
const SUFFIX = '.jpg';

export class PhotoFiles {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Stores a new photo and answers its key. */
  async save(jpeg: Buffer): Promise<string> {
    const key = `${PREFIX}${randomBytes(16).toString('hex')}${SUFFIX}`;
    await this.storage.put(key, jpeg, 'image/jpeg');
    return key;
  }

  open(key: string): Promise<Readable | null> {
    return this.storage.read(key);
  }

  async bytes(key: string): Promise<Buffer | null> {
    const stream = await this.storage.read(key);
    return stream ? buffer(stream) : null;
  }

  /**
   * Removes photos whose rows no longer point at them (after the commit that dropped them). A file
   * that cannot be removed now is logged by key (random, no child in it) for an operator.
   */
  async remove(keys: Array<string | null | undefined>): Promise<void> {
    for (const key of keys) {
      if (!key) continue;
      try {
        await this.storage.remove(key);
      } catch (error) {
        this.logger.error({ key, err: { message: (error as Error).message } }, 'child photo not removed');
      }
    }
  }
}

/** The public id of a stored photo's key. */
export const photoIdOf = (key: string) => key.slice(PREFIX.length, -SUFFIX.length);
