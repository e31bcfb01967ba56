// Runs the real CLI as a child process against a fresh database (PGlite in a temp DATA_DIR, or a
// PostgreSQL copy) and reads its CSV.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { tags } from '#server/db/schema/index.ts';
import { PROJECT_ROOT } from '#server/render/client-assets.ts';
import { serverText } from '#shared/text.ts';
import { openTestDatabase } from '#tests/helpers/test-app.ts';
import { testDbKind, type TestDatabase } from '#tests/helpers/test-database.ts';

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

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (postgres) env.DATABASE_URL = postgres.url;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/create-tags.ts', ...args], {
      cwd: PROJECT_ROOT,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
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
    '--physical-ids-file makes one bracelet per line; a number that exists fails with a clear message',
    async () => {
      const file = path.join(dataDir, 'ids.txt');
      await writeFile(file, 'chip-0001\r\n\r\n04:A1:B2:C3\nCHIP-0003\n');
      const first = await runCli(['--physical-ids-file', file]);
      expect(first.code, first.stderr).toBe(0);
      expect(parseCsv(first.stdout).map((r) => [r.physicalId, r.activationUrl])).toEqual([
        ['CHIP-0001', `${PUBLIC_URL}/activate-bracelet/CHIP-0001`],
        ['04:A1:B2:C3', `${PUBLIC_URL}/activate-bracelet/04%3AA1%3AB2%3AC3`],
        ['CHIP-0003', `${PUBLIC_URL}/activate-bracelet/CHIP-0003`],
      ]);

      await writeFile(file, 'CHIP-0004\nCHIP-0001\n');
      const again = await runCli(['--physical-ids-file', file]);
      expect(again.code).toBe(1);
      expect(again.stdout).toBe('');
      expect(again.stderr).toContain(serverText.physicalIdTaken('CHIP-0001'));
      const partial = await withDatabase((h) =>
        h.db
          .select()
          .from(tags)
          .where(inArray(tags.physicalId, ['CHIP-0004'])),
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
});
