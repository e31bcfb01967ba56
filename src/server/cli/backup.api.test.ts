// `npm run backup` and `npm run restore` as child processes, on the project's database (PGlite in a
// DATA_DIR, or a PostgreSQL copy): a shop with a parent, a tag with fields, scans, an upload and a
// session is backed up while its app runs, restored into an empty DATA_DIR / database, and the app
// started on the copy answers the same bytes. Then the refusals: a non-empty target, a tampered or
// damaged archive, a missing file.
import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import { runProcess, tsxScript, type CliRun } from '#tests/helpers/cli-process.ts';
import { openTestDatabase, type TestApp } from '#tests/helpers/test-app.ts';
import { TestAgent } from '#tests/helpers/test-agent.ts';
import {
  createEmptyDatabase,
  dropDatabase,
  testDbKind,
  type TestDatabase,
} from '#tests/helpers/test-database.ts';
import { createScanEvent } from '#tests/factories/scan-events.ts';
import { createTag } from '#tests/factories/tags.ts';
import { uploadPng } from '#tests/factories/uploads.ts';
import { adminAgent, createAdmin, createUser } from '#tests/factories/users.ts';

const CLI_TIMEOUT_MS = 180_000;
/** Not a person opening the page: no scan is recorded while the test reads it. */
const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
const TABLES = ['users', 'tags', 'emergency_fields', 'scan_events', 'sessions', 'stored_files'];

type Shop = { app: FastifyInstance; config: Config };
type Target = { dataDir: string; databaseUrl?: string };

const postgres = testDbKind() === 'postgres';
const made: { dirs: string[]; databases: string[]; copies: TestDatabase[] } = {
  dirs: [],
  databases: [],
  copies: [],
};

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'safekid-backup-test-'));
  made.dirs.push(dir);
  return dir;
}

/** An empty DATA_DIR and, on PostgreSQL, an empty database. */
async function emptyTarget(): Promise<Target> {
  const dataDir = await tempDir();
  if (!postgres) return { dataDir };
  const databaseUrl = await createEmptyDatabase('safekid_restore');
  made.databases.push(new URL(databaseUrl).pathname.slice(1));
  return { dataDir, databaseUrl };
}

/** The app as `npm start` builds it (it opens the database itself), without SESSION_SECRET. */
async function startShop(target: Target): Promise<Shop> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    PUBLIC_URL: 'http://safekid.test',
    LOG_LEVEL: 'warn',
  });
  const logStream = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const app = await buildApp({ config, backgroundJobs: false, logStream });
  return { app, config };
}

function runCli(script: 'backup' | 'restore', args: string[], target: Target): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.SESSION_SECRET;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  return runProcess(tsxScript(`src/server/cli/${script}.ts`, args), { env });
}

async function rowCounts(shop: Shop): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = (await shop.app.deps.db.execute(`select count(*)::int as n from ${table}`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

/** Whether the target holds nothing yet: no embedded database files, no tables in PostgreSQL. */
async function targetIsEmpty(target: Target): Promise<boolean> {
  if (!target.databaseUrl) return !(await stat(path.join(target.dataDir, 'db')).catch(() => undefined));
  const handle = await openDatabase({ kind: 'postgres', url: target.databaseUrl, poolSize: 1 });
  try {
    const result = (await handle.db.execute(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]!.n === 0;
  } finally {
    await handle.close();
  }
}

describe('npm run backup, then npm run restore into an empty shop', () => {
  let source: Target;
  let shop: Shop;
  let archive: string;
  let sessionCookie: [string, string];
  let code: string;
  let filePath: string;
  let pageBefore: Buffer;
  let apiBefore: string;
  let uploadBefore: Buffer;
  let countsBefore: Record<string, number>;

  beforeAll(async () => {
    source = { dataDir: await tempDir() };
    if (postgres) {
      const copy = await openTestDatabase();
      made.copies.push(copy);
      source.databaseUrl = copy.url;
    } else {
      // The migrated template, so that the shop's own start does not create a database (seconds).
      const dump = await readFile(inject('dbTemplate').pgliteDumpFile!);
      const handle = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(source.dataDir, 'db'),
        loadDataDir: new Blob([dump]),
      });
      await handle.close();
    }
    shop = await startShop(source);
    const t = { app: shop.app, db: shop.app.deps.db, config: shop.config } as unknown as TestApp;
    t.agent = () => new TestAgent(shop.app);

    const parent = await createUser(t);
    const tag = await createTag(t, {
      userId: parent.id,
      childName: 'Mia',
      childAge: 6,
      fields: [
        { title: 'Allergies', content: 'Peanuts, bee stings' },
        { title: 'Emergency Contact', content: 'Mum +39 333 1234567' },
      ],
    });
    code = tag.uniqueCode;
    await createScanEvent(t.db, tag.id);
    await createScanEvent(t.db, tag.id, { device: 'iPhone, Safari', language: 'it' });
    const { token } = await shop.app.deps.sessions.create('user', parent.id);
    sessionCookie = [sessionCookieName(shop.config, 'user'), token];

    const admin = await adminAgent(t, await createAdmin(t));
    const upload = await uploadPng(t, admin, Buffer.alloc(5000, 9));
    filePath = upload.filePath;

    const page = await t.agent().get(`/tag/${code}?lang=en`, CRAWLER);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Peanuts, bee stings');
    pageBefore = page.rawPayload;
    apiBefore = (await t.agent().get(`/api/tag/${code}`, CRAWLER)).body;
    uploadBefore = (await t.agent().get(`/api/files${filePath}`)).rawPayload;
    expect(uploadBefore.equals(upload.bytes)).toBe(true);
    countsBefore = await rowCounts(shop);
    archive = path.join(await tempDir(), 'shop.tar.gz');
  }, CLI_TIMEOUT_MS);

  afterAll(async () => {
    await shop?.app.close();
    for (const copy of made.copies) await copy.drop();
    for (const name of made.databases) await dropDatabase(name);
    for (const dir of made.dirs) await rm(dir, { recursive: true, force: true });
  });

  it(
    'backs up while the shop runs and restores a copy that answers the same bytes, session and upload',
    async () => {
      const backup = await runCli('backup', ['--out', archive], source);
      expect(backup.code, backup.stderr).toBe(0);
      // The embedded database is the running server's: it made the dump.
      if (!postgres) expect(backup.stderr).toContain('dumped by the running server');
      expect(backup.stderr).toContain(
        `1 uploaded files from ${path.join(source.dataDir, 'uploads')}; the generated session secret included`,
      );

      const members: string[] = [];
      await tar.list({ file: archive, onReadEntry: (entry) => void members.push(entry.path) });
      expect(members[0]).toBe('manifest.json');
      expect(members).toContain(filePath.replace('/objects/', ''));

      const target = await emptyTarget();
      const restored = await runCli('restore', [archive], target);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stderr).toContain('the session secret was restored into DATA_DIR');
      expect(await readFile(path.join(target.dataDir, 'session-secret'), 'utf8')).toBe(
        await readFile(path.join(source.dataDir, 'session-secret'), 'utf8'),
      );

      const copy = await startShop(target);
      try {
        const agent = new TestAgent(copy.app);
        expect(await rowCounts(copy)).toEqual(countsBefore);
        const page = await agent.get(`/tag/${code}?lang=en`, CRAWLER);
        expect(page.statusCode).toBe(200);
        expect(page.rawPayload.equals(pageBefore)).toBe(true);
        expect((await agent.get(`/api/tag/${code}`, CRAWLER)).body).toBe(apiBefore);
        const upload = await agent.get(`/api/files${filePath}`);
        expect(upload.statusCode).toBe(200);
        expect(upload.rawPayload.equals(uploadBefore)).toBe(true);
        agent.cookies.set(...sessionCookie);
        const me = await agent.get('/api/auth/user');
        expect(me.statusCode).toBe(200);
      } finally {
        await copy.app.close();
      }

      // A second restore into the same, now filled, target is refused; --force replaces it.
      const refused = await runCli('restore', [archive], target);
      expect(refused.code).toBe(1);
      const database = postgres
        ? /the database at DATABASE_URL already has \d+ tables/
        : `${path.join(target.dataDir, 'db')} already holds a database`;
      expect(refused.stderr).toMatch(/^Refusing to restore: .*add --force to replace it\.\n$/);
      expect(refused.stderr).toMatch(database);
      expect(refused.stderr).toContain('the upload storage already holds 1 files');
      const forced = await runCli('restore', ['--force', archive], target);
      expect(forced.code, forced.stderr).toBe(0);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'refuses a tampered archive, a damaged one and a missing file, and leaves the target empty',
    async () => {
      const unpacked = await tempDir();
      await tar.extract({ file: archive, cwd: unpacked });
      const member = filePath.replace('/objects/', '');
      const bytes = await readFile(path.join(unpacked, member));
      bytes[bytes.length - 1] = bytes.at(-1)! ^ 0xff;
      await writeFile(path.join(unpacked, member), bytes);
      const tampered = path.join(unpacked, '..', `${path.basename(unpacked)}-tampered.tar.gz`);
      made.dirs.push(tampered);
      await tar.create({ gzip: true, file: tampered, cwd: unpacked }, [
        'manifest.json',
        'database',
        'uploads',
        'secrets',
      ]);

      const target = await emptyTarget();
      const run = await runCli('restore', [tampered], target);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `${tampered} is not a usable backup: ${member} does not match its checksum. Nothing was restored.\n`,
      );
      expect(await targetIsEmpty(target)).toBe(true);

      const damaged = path.join(unpacked, '..', `${path.basename(unpacked)}-damaged.tar.gz`);
      made.dirs.push(damaged);
      await writeFile(damaged, await readFile(archive));
      await truncate(damaged, Math.floor((await stat(damaged)).size / 2));
      const cut = await runCli('restore', [damaged], target);
      expect(cut.code).toBe(1);
      expect(cut.stderr).toMatch(/is not a usable backup: it cannot be read as a \.tar\.gz archive/);
      expect(await targetIsEmpty(target)).toBe(true);

      const missing = await runCli('restore', [path.join(unpacked, 'no-such.tar.gz')], target);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toBe(`${path.join(unpacked, 'no-such.tar.gz')}: no such file.\n`);
    },
    CLI_TIMEOUT_MS,
  );
});
