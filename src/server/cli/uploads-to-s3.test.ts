// `npm run uploads:to-s3` as an operator runs it, a child process: its lines, its summary and its exit
// code against s3rver; against S3 that does not answer; without the S3 settings.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess, tsxScript, type CliRun } from '#tests/helpers/cli-process.ts';
import { startS3StandIn, type S3StandIn } from '#tests/helpers/s3-stand-in.ts';

const CLI_TIMEOUT_MS = 60_000;
/** s3rver does not check signatures: any secret will do, and this one must never be printed. */
const SECRET = 'do-not-print-this-secret-0123456789';
const KEYS = [`uploads/${randomUUID()}.png`, `uploads/${randomUUID()}.jpg`].sort();

let dataDir: string;
let s3: S3StandIn;

function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return runProcess(tsxScript('src/server/cli/uploads-to-s3.ts', args), {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
  });
}

const s3Env = (endpoint: string) => ({ ...s3.env, S3_ENDPOINT: endpoint, S3_SECRET_ACCESS_KEY: SECRET });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-uploads-cli-'));
  await mkdir(path.join(dataDir, 'uploads'));
  for (const key of KEYS) await writeFile(path.join(dataDir, key), `bytes of ${key}`);
  s3 = await startS3StandIn('uploads-cli-test');
});

afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run uploads:to-s3', () => {
  it(
    'prints a line per file and a summary; run again, every file is already there',
    async () => {
      const first = await runCli([], s3Env(s3.endpoint));
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout.split('\n')).toEqual([
        `Copying ${path.join(dataDir, 'uploads')} to bucket uploads-cli-test`,
        ...KEYS.map((key) => `copied         ${key} (1 kB)`),
        '2 files: 2 copied, 0 already there, 0 failed. No local file was deleted.',
        '',
      ]);

      const second = await runCli([], s3Env(s3.endpoint));
      expect(second.code).toBe(0);
      expect(second.stdout).toContain(`already there  ${KEYS[0]}`);
      expect(second.stdout).toContain('2 files: 0 copied, 2 already there, 0 failed.');
      expect(first.stdout + second.stdout).not.toContain(SECRET);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'fails with exit code 1 and says why when S3 does not answer',
    async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as { port: number };
      await new Promise((resolve) => closed.close(resolve));

      const run = await runCli([], s3Env(`http://127.0.0.1:${port}`));
      expect(run.code).toBe(1);
      expect(run.stderr).toBe('');
      const reason = `S3 at 127.0.0.1:${port} did not answer (ECONNREFUSED)`;
      expect(run.stdout).toContain(`FAILED         ${KEYS[0]}: ${reason}`);
      expect(run.stdout).toContain(
        `2 files: 0 copied, 0 already there, 1 failed, 1 not tried. Stopped: ${reason}. ` +
          'Run it again to retry what failed. No local file was deleted.',
      );
      expect(run.stdout).not.toContain(SECRET);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'without the S3 settings, names the missing ones and exits 1',
    async () => {
      const none = await runCli([], {});
      expect(none.code).toBe(1);
      expect(none.stdout).toBe('');
      expect(none.stderr).toBe(
        'S3 is not configured: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY ' +
          '(and S3_ENDPOINT for storage other than AWS).\n',
      );
      const some = await runCli([], { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' });
      expect(some.code).toBe(1);
      expect(some.stderr).toContain('S3 is not configured: set S3_REGION, S3_SECRET_ACCESS_KEY ');
    },
    CLI_TIMEOUT_MS,
  );
});
