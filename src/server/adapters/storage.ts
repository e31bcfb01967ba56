// Where uploaded files live (DESIGN §2, §3): local disk in DATA_DIR (default) or S3-compatible
// object storage when S3_* is set. Both are read through our origin at /api/files/objects/<key>.
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { DiskStorage } from './storage-disk.ts';
import { S3Storage } from './storage-s3.ts';

/** An inclusive byte range, as HTTP Range has it. */
export type ByteRange = { start: number; end: number };

export type ObjectInfo = { size: number; etag: string };

export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /** The object's bytes (only `range` when given), or null when it does not exist. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Size and ETag of a stored object, or null when it does not exist. */
  stat(key: string): Promise<ObjectInfo | null>;
  remove(key: string): Promise<void>;
  /** Every stored object's key under `uploads/`, sorted (backups, decision 043). */
  list(): Promise<string[]>;
  /** Stores `bytes` at `key`, replacing what was there (restoring a backup). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
}

export type Storage = DiskStorage | S3Storage;

export function createStorage(config: Config): Storage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(config.dataDir);
}
