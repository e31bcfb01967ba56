// `npm run uploads:to-s3` (issue 33): copies the local uploads folder (DATA_DIR/uploads) into the S3
// bucket under the keys S3Storage reads, so that once S3_* is set every file is served from there.
// Resumable: an object that already holds a file's bytes (same size and the SHA-256 `put` stores with
// it) is left alone. Verifying: each copy is read back through the adapter and hashed. Local files are
// only ever read.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfFile } from '#shared/schemas/upload.ts';
import { sha256Hex, type S3Storage } from '../adapters/storage-s3.ts';

/** Where the disk adapter writes uploads still arriving: never a finished file. */
const INCOMING = '.incoming';

export type FileOutcome = {
  key: string;
  size: number;
  result: 'copied' | 'already there' | 'to copy' | 'FAILED';
  /** Why it failed, or that a different object at the key was replaced. */
  note?: string;
};

export type CopySummary = {
  files: number;
  counts: Record<FileOutcome['result'], number>;
  /** Set when S3 did not answer: the run stopped there and `notTried` files were left for the next. */
  stoppedBecause?: string;
  notTried: number;
};

/** Every finished file under DATA_DIR/uploads, as its object key ('uploads/<path>'), sorted. */
export async function localUploadKeys(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((parts) => parts[0] !== INCOMING)
    .map((parts) => ['uploads', ...parts].join('/'))
    .sort();
}

/** Size and SHA-256 of the object as the app would serve it, or null when there is none. */
async function readBack(bucket: S3Storage, key: string): Promise<{ size: number; sha256: string } | null> {
  const stream = await bucket.read(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

async function copyOne(
  dataDir: string,
  key: string,
  bucket: S3Storage,
  dryRun: boolean,
): Promise<FileOutcome> {
  const bytes = await readFile(path.join(dataDir, key));
  const sha256 = sha256Hex(bytes);
  const outcome = (result: FileOutcome['result'], note?: string): FileOutcome => ({
    key,
    size: bytes.length,
    result,
    note,
  });
  const there = await bucket.stat(key);
  if (there && there.size === bytes.length && there.sha256 === sha256) return outcome('already there');
  const replaced = there ? 'replaced an object with other content' : undefined;
  if (dryRun) return outcome('to copy', there ? 'an object with other content is there' : undefined);

  await bucket.put(key, bytes, contentTypeOfFile(key));
  const back = await readBack(bucket, key);
  if (!back) return outcome('FAILED', 'not found when read back after the upload');
  if (back.size !== bytes.length || back.sha256 !== sha256) {
    return outcome('FAILED', `read back ${back.size} bytes that differ from the file`);
  }
  return outcome('copied', replaced);
}

/** fetch's own failure (refused, unknown host, reset): S3 did not answer at all. */
function unreachable(error: unknown): string | undefined {
  if (!(error instanceof TypeError) || !error.cause) return undefined;
  const cause = error.cause as NodeJS.ErrnoException;
  return cause.code ?? cause.message;
}

/**
 * Copies each local upload that the bucket does not hold yet, one at a time, telling `onFile` about
 * each as it is done. A file that fails is reported and the next one tried; when S3 does not answer
 * at all the run stops, since every further file would fail the same way.
 */
export async function copyUploadsToS3(options: {
  dataDir: string;
  bucket: S3Storage;
  dryRun?: boolean;
  onFile?: (outcome: FileOutcome) => void;
}): Promise<CopySummary> {
  const { dataDir, bucket } = options;
  const keys = await localUploadKeys(dataDir);
  const counts = { copied: 0, 'already there': 0, 'to copy': 0, FAILED: 0 };
  for (const [index, key] of keys.entries()) {
    let outcome: FileOutcome;
    let stoppedBecause: string | undefined;
    try {
      outcome = await copyOne(dataDir, key, bucket, options.dryRun ?? false);
    } catch (error) {
      const code = unreachable(error);
      if (code) stoppedBecause = `S3 at ${new URL(bucket.objectUrl(key)).host} did not answer (${code})`;
      outcome = { key, size: 0, result: 'FAILED', note: stoppedBecause ?? (error as Error).message };
    }
    counts[outcome.result] += 1;
    options.onFile?.(outcome);
    if (stoppedBecause)
      return { files: keys.length, counts, stoppedBecause, notTried: keys.length - index - 1 };
  }
  return { files: keys.length, counts, notTried: 0 };
}
