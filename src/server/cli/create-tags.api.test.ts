// Runs the real CLI as a child process against a fresh database (PGlite in a temp DATA_DIR, or a
// PostgreSQL copy) and reads its CSV.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { tags } from '#server/db/schema/index.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { runProcess, tsxScript, type CliRun } from '#tests/helpers/cli-process.ts';
import { openTestDatabase } from '#tests/helpers/test-app.ts';
import { testDbKind, type TestDatabase } from '#tests/helpers/test-database.ts';
import { en, translate } from '#tests/helpers/messages.ts';

const PUBLIC_URL = 'https://bracelets.safekid.test';
const CLI_TIMEOUT_MS = 120_000;

let dataDir: string;
let postgres: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-cli-'));
  if (testDbKind() === 'postgres') postgres = await openTestDatabase();
});
afterAll(async () => {
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function runCli(
  args: string[],
  options: { publicUrl?: string; viaNpm?: boolean; dataDir?: string; shopLanguage?: Language } = {},
): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir ?? dataDir,
    PUBLIC_URL: options.publicUrl ?? PUBLIC_URL,
    LOG_LEVEL: 'warn',
  };
  delete env.SHOP_LANGUAGE;
  if (options.shopLanguage) env.SHOP_LANGUAGE = options.shopLanguage;
  delete env.DATABASE_URL;
  if (postgres) env.DATABASE_URL = postgres.url;
  // As the README says it: through npm, whose banner lands on stdout.
  return runProcess(
    options.viaNpm
      ? ['npm', ['run', 'tags:create', '--', ...args]]
      : tsxScript('src/server/cli/create-tags.ts', args),
    { env },
  );
}

function parseCsv(text: string) {
  const [header, ...rows] = text.split('\r\n').filter(Boolean);
  expect(header).toBe('uniqueCode,physicalId,activationUrl');
  return rows.map((row) => {
    const [uniqueCode, physicalId, activationUrl] = row.split(',');
    return { uniqueCode: uniqueCode!, physicalId: physicalId!, activationUrl: activationUrl! };
  });
}

/** The database the CLI wrote to, opened after it exited (an embedded one has a single owner). */
async function withDatabase<T>(fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  if (postgres) return fn(postgres.handle);
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

describe('npm run tags:create', () => {
  it(
    '--count 3 prints three new bracelets as CSV and stores them unowned',
    async () => {
      const { code, stdout, stderr } = await runCli(['--count', '3']);
      expect(code, stderr).toBe(0);
      const rows = parseCsv(stdout);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.uniqueCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
        expect(row.physicalId).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
        expect(row.activationUrl).toBe(`${PUBLIC_URL}/activate-bracelet/${row.physicalId}`);
      }
      const stored = await withDatabase((h) =>
        h.db
          .select()
          .from(tags)
          .where(
            inArray(
              tags.uniqueCode,
              rows.map((r) => r.uniqueCode),
            ),
          ),
      );
      expect(stored.map((s) => [s.uniqueCode, s.physicalId, s.userId]).sort()).toEqual(
        rows.map((r) => [r.uniqueCode, r.physicalId, null]).sort(),
      );
    },
    CLI_TIMEOUT_MS,
  );

  it(
    '--physical-ids-file makes one bracelet per line (stored without separators); a number that exists fails with a clear message',
    async () => {
      const file = path.join(dataDir, 'ids.txt');
      await writeFile(file, 'chip-0001\r\n\r\n04:A1:B2:C3\nCHIP-0003\n');
      const first = await runCli(['--physical-ids-file', file]);
      expect(first.code, first.stderr).toBe(0);
      expect(parseCsv(first.stdout).map((r) => [r.physicalId, r.activationUrl])).toEqual([
        ['CHIP0001', `${PUBLIC_URL}/activate-bracelet/CHIP0001`],
        ['04A1B2C3', `${PUBLIC_URL}/activate-bracelet/04A1B2C3`],
        ['CHIP0003', `${PUBLIC_URL}/activate-bracelet/CHIP0003`],
      ]);

      await writeFile(file, 'CHIP-0004\nCHIP-0001\n');
      const again = await runCli(['--physical-ids-file', file]);
      expect(again.code).toBe(1);
      expect(again.stdout).toBe('');
      expect(again.stderr).toContain(en('errors.physicalIdTaken', { physicalId: 'CHIP0001' }));
      const partial = await withDatabase((h) =>
        h.db
          .select()
          .from(tags)
          .where(inArray(tags.physicalId, ['CHIP0004'])),
      );
      expect(partial).toEqual([]);
    },
    CLI_TIMEOUT_MS * 2,
  );

  it(
    'refuses bad arguments with the usage and exit code 2',
    async () => {
      const res = await runCli(['--count', 'many']);
      expect(res.code).toBe(2);
      expect(res.stdout).toBe('');
      expect(res.stderr).toContain('--count must be a whole number from 1 to 1000.');
      expect(res.stderr).toContain('Usage: npm run tags:create');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    "as the README says it (npm run … --out FILE): the file holds the CSV alone, not npm's banner",
    async () => {
      const out = path.join(dataDir, 'bracelets.csv');
      const res = await runCli(['--count', '2', '--out', out], { viaNpm: true });
      expect(res.code, res.stderr).toBe(0);
      const csv = await readFile(out, 'utf8');
      expect(csv.startsWith('uniqueCode,physicalId,activationUrl\r\n')).toBe(true);
      expect(parseCsv(csv)).toHaveLength(2);
      expect(res.stdout).not.toContain('uniqueCode');
      expect(res.stderr).toContain(`Created 2 bracelets (CSV in ${out}).`);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'refuses a local PUBLIC_URL (no phone opens it), naming PUBLIC_URL: nothing stored, no file',
    async () => {
      // Which addresses count as local is local-address.test.ts's business; here, the refusal.
      // Its own data directory: a refusal must not even create the embedded database.
      const ownDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-cli-refused-'));
      const out = path.join(ownDir, 'refused.csv');
      const before = postgres ? await postgres.handle.db.select({ id: tags.id }).from(tags) : [];
      try {
        // In the shop's language (the CLI has no reader of its own): English, then German.
        const cases = [
          { publicUrl: 'http://localhost:5000', shopLanguage: 'en' },
          { publicUrl: 'http://192.168.1.20:5000', shopLanguage: 'de' },
        ] as const;
        for (const { publicUrl, shopLanguage } of cases) {
          const res = await runCli(['--count', '2', '--out', out], {
            publicUrl,
            dataDir: ownDir,
            shopLanguage,
          });
          expect(res.code).toBe(1);
          expect(res.stdout).toBe('');
          expect(res.stderr).toContain(translate(shopLanguage)('publicUrl.cliRefusal', { url: publicUrl }));
          expect(res.stderr).toMatch(/PUBLIC_URL.*--allow-local/s);
        }
        // (loadConfig may write its generated session secret there; no database, no CSV.)
        const left = await readdir(ownDir);
        expect(left).not.toContain('db');
        expect(left.filter((name) => name.includes('.csv'))).toEqual([]);
      } finally {
        await rm(ownDir, { recursive: true, force: true });
      }
      if (postgres) {
        expect(await postgres.handle.db.select({ id: tags.id }).from(tags)).toHaveLength(before.length);
      }
    },
    CLI_TIMEOUT_MS,
  );

  it(
    '--allow-local makes a local test batch, with a warning on stderr',
    async () => {
      const publicUrl = 'http://localhost:5000';
      const res = await runCli(['--count', '1', '--allow-local'], { publicUrl });
      expect(res.code, res.stderr).toBe(0);
      const [row] = parseCsv(res.stdout);
      expect(row!.activationUrl).toBe(`${publicUrl}/activate-bracelet/${row!.physicalId}`);
      expect(res.stderr).toContain(en('publicUrl.cliAllowed', { url: publicUrl }));
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'a failed batch leaves an earlier CSV at --out untouched and no temporary file behind',
    async () => {
      const out = path.join(dataDir, 'kept.csv');
      await writeFile(out, 'an earlier batch\n');
      const ids = path.join(dataDir, 'taken.txt');
      await writeFile(ids, 'KEEP-0001\n');
      expect((await runCli(['--physical-ids-file', ids])).code).toBe(0);
      const again = await runCli(['--physical-ids-file', ids, '--out', out]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(en('errors.physicalIdTaken', { physicalId: 'KEEP0001' }));
      expect(await readFile(out, 'utf8')).toBe('an earlier batch\n');
      expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);

      const missingDir = await runCli(['--count', '1', '--out', path.join(dataDir, 'no-such-dir', 'x.csv')]);
      expect(missingDir.code).toBe(1);
      expect(missingDir.stderr).toContain('Cannot write');
    },
    CLI_TIMEOUT_MS * 3,
  );
});
