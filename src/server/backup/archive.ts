// One backup archive (decision 043): a gzipped tar of a staging folder, `manifest.json` first. The
// manifest names the product's version, the database's last migration, the time and the kind of
// database, and the size and SHA-256 of every other member; a restore extracts into a staging folder
// and refuses the archive unless every member is there, listed and unchanged.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { z } from 'zod';

export const MANIFEST = 'manifest.json';
export const PRODUCT = 'safekid-tag';
const FORMAT = 1;

/** A line for the operator: the archive or the target is not what a restore needs. */
export class BackupError extends Error {}

const memberSchema = z.object({
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  product: z.literal(PRODUCT),
  version: z.string(),
  createdAt: z.string(),
  lastMigration: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.string(),
    /** pg_dump's own version line, for PostgreSQL. */
    dumpTool: z.string().optional(),
  }),
  storage: z.enum(['disk', 's3']),
  uploads: z.array(z.string()),
  /** The generated secret from DATA_DIR, when the shop runs on one (else SESSION_SECRET is kept apart). */
  sessionSecret: z.object({ included: z.boolean(), fingerprint: z.string() }),
  members: z.record(memberSchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFields = Omit<Manifest, 'format' | 'product' | 'members'>;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file under `dir`, as archive paths with forward slashes, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Writes `staging` (with its manifest) to `out`, complete or not at all. Answers the archive's size. */
export async function writeArchive(staging: string, fields: ManifestFields, out: string): Promise<number> {
  const members: Manifest['members'] = {};
  for (const member of await filesUnder(staging)) {
    if (member === MANIFEST) continue;
    const file = path.join(staging, member);
    members[member] = { size: (await stat(file)).size, sha256: await sha256Of(file) };
  }
  const manifest: Manifest = { format: FORMAT, product: PRODUCT, ...fields, members };
  await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const temp = `${out}.${process.pid}.partial`;
  try {
    await tar.create({ gzip: true, file: temp, cwd: staging, portable: true }, [
      MANIFEST,
      ...Object.keys(members),
    ]);
    // It holds every parent's data (and maybe the secret): readable by its owner only.
    await chmod(temp, 0o600);
    await rename(temp, out);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return (await stat(out)).size;
}

/** Extracts `file` into `staging` and answers its manifest once every member checks out. */
export async function openArchive(file: string, staging: string): Promise<Manifest> {
  try {
    await stat(file);
  } catch {
    throw new BackupError(`${file}: no such file.`);
  }
  const damaged = (why: string) =>
    new BackupError(`${file} is not a usable backup: ${why}. Nothing was restored.`);
  try {
    await tar.extract({ file, cwd: staging, strict: true });
  } catch (error) {
    throw damaged(
      `it cannot be read as a .tar.gz archive (${error instanceof Error ? error.message : error})`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')));
  } catch {
    throw damaged(`it has no valid ${MANIFEST} (not made by npm run backup, or a newer format)`);
  }
  const present = (await filesUnder(staging)).filter((member) => member !== MANIFEST);
  const listed = Object.keys(manifest.members).sort();
  const extra = present.find((member) => !(member in manifest.members));
  if (extra) throw damaged(`${extra} is not in its manifest`);
  const missing = listed.find((member) => !present.includes(member));
  if (missing) throw damaged(`${missing} is missing`);
  for (const member of listed) {
    const expected = manifest.members[member]!;
    const local = path.join(staging, member);
    if ((await stat(local)).size !== expected.size || (await sha256Of(local)) !== expected.sha256) {
      throw damaged(`${member} does not match its checksum`);
    }
  }
  if (!listed.includes(manifest.database.file))
    throw damaged(`the database (${manifest.database.file}) is missing`);
  return manifest;
}
