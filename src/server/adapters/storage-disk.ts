// Local-disk storage under DATA_DIR: files are streamed to a temporary name and renamed into place
// only once complete and checked, so a half-written or refused upload never becomes visible.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, ObjectInfo, ObjectStorage } from './storage.ts';

/** Object keys are 'uploads/<name>': one folder, a plain file name, nothing that could climb out. */
const KEY_PATTERN = /^uploads\/[A-Za-z0-9][A-Za-z0-9_.-]{0,200}$/;

export class UploadAborted extends Error {
  constructor(readonly reason: unknown) {
    super('upload aborted');
  }
}

export class DiskStorage implements ObjectStorage {
  readonly kind = 'disk' as const;
  constructor(readonly dataDir: string) {}

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid object key ${key}`);
    return path.join(this.dataDir, key);
  }

  /**
   * Streams `source` to `key` through `inspect` (which may throw to refuse the bytes). Answers the
   * size and a strong ETag; on any failure nothing is left behind.
   */
  async write(
    key: string,
    source: Readable,
    inspect: (chunk: Buffer, total: number) => void,
  ): Promise<ObjectInfo> {
    const finalPath = this.pathOf(key);
    const incoming = path.join(this.dataDir, 'uploads', '.incoming');
    await mkdir(incoming, { recursive: true });
    const tempPath = path.join(incoming, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const check = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        try {
          inspect(chunk, size);
        } catch (error) {
          callback(new UploadAborted(error));
          return;
        }
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, check, createWriteStream(tempPath, { flags: 'wx' }));
      await rename(tempPath, finalPath);
    } catch (error) {
      await unlink(tempPath).catch(() => undefined);
      throw error;
    }
    return { size, etag: `"${hash.digest('base64url').slice(0, 27)}"` };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch {
      return null;
    }
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return { size: info.size, etag: `"${info.size}-${info.mtimeMs}"` };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch(() => undefined);
  }

  /** The files in DATA_DIR/uploads; uploads still arriving (`.incoming`) are not files yet. */
  async list(): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(path.join(this.dataDir, 'uploads'), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => `uploads/${entry.name}`)
      .filter((key) => KEY_PATTERN.test(key))
      .sort();
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.write(key, Readable.from([bytes]), () => undefined);
  }
}
