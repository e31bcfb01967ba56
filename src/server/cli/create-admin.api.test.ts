// The admin CLI as a user runs it: a child process, the password piped on stdin.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { admins } from '#server/db/schema/index.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { runProcess, tsxScript, type CliRun } from '#tests/helpers/cli-process.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, testDbKind } from '#tests/helpers/test-database.ts';
import { inject } from 'vitest';

function runCli(args: string[], stdin: string, env: Record<string, string>): Promise<CliRun> {
  return runProcess(tsxScript('src/server/cli/create-admin.ts', args), {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdin,
  });
}

describe('npm run admin:create', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let dropDatabase: (() => Promise<void>) | undefined;
  /** The database the CLI wrote to, opened after it exits (PGlite has one owner at a time). */
  const open = async (): Promise<DatabaseHandle> =>
    testDbKind() === 'postgres'
      ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL!, poolSize: 2 })
      : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-cli-'));
    env = { DATA_DIR: dataDir, SESSION_SECRET: 'cli-test-secret-that-is-long-enough-0123456789' };
    if (testDbKind() === 'postgres') {
      const copy = await createTestDatabase(inject('dbTemplate'));
      await copy.handle.close();
      env.DATABASE_URL = copy.url!;
      dropDatabase = copy.drop;
    }
  });
  afterAll(async () => {
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the admin from a piped password; the admin can then sign in', async () => {
    const run = await runCli(
      ['--username', 'owner', '--email', 'owner@example.test'],
      'piped-password-1\n',
      env,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Admin "owner" created');
    expect(run.stdout + run.stderr).not.toContain('piped-password-1');

    const database = await open();
    try {
      const [row] = await database.db.select().from(admins).where(eq(admins.username, 'owner'));
      expect(row?.email).toBe('owner@example.test');
      expect(await verifyPassword(row!.password, 'piped-password-1')).toBe(true);
      const t = await createTestApp({ database });
      try {
        const res = await t
          .agent()
          .post('/api/admin/login', { username: 'owner', password: 'piped-password-1' });
        expect(res.statusCode).toBe(200);
      } finally {
        await t.close();
      }
    } finally {
      await database.close();
    }
  });

  it('an existing admin is not overwritten without --reset-password', async () => {
    const run = await runCli(['--username', 'owner'], 'another-password\n', env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('already exists');
    const database = await open();
    try {
      const [row] = await database.db.select().from(admins).where(eq(admins.username, 'owner'));
      expect(await verifyPassword(row!.password, 'piped-password-1')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('--reset-password sets the new password', async () => {
    const run = await runCli(['--username', 'owner', '--reset-password'], 'another-password\n', env);
    expect(run.code).toBe(0);
    const database = await open();
    try {
      const [row] = await database.db.select().from(admins).where(eq(admins.username, 'owner'));
      expect(await verifyPassword(row!.password, 'another-password')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses a short password and a missing username', async () => {
    const short = await runCli(['--username', 'shorty'], '12345\n', env);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 6 characters');
    const missing = await runCli([], 'long-enough\n', env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--username is required');
  });
});
