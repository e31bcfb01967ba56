// Several processes starting at once on one empty DATA_DIR without SESSION_SECRET (instances behind a
// load balancer sharing a volume) must end up with the same generated secret: it signs upload URLs and
// verification codes that any instance may have to check.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/server-process.ts';

const CHILD = `
import { loadConfig } from './src/server/config.ts';
process.stdout.write('ready\\n');
process.stdin.once('data', () => {
  process.stdout.write(loadConfig({ NODE_ENV: 'test', DATA_DIR: process.env.SECRET_DIR }).sessionSecret + '\\n');
  process.exit(0);
});
`;

/** Starts a process that reads the config when told to: all of them are told at the same moment. */
function child(dataDir: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SECRET_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const lines = new Promise<string[]>((resolve) => proc.on('exit', () => resolve(out.trim().split('\n'))));
  const ready = new Promise<void>((resolve) =>
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.startsWith('ready\n')) resolve();
    }),
  );
  return { proc, ready, lines };
}

describe('the generated session secret', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'safekid-secret-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is the same for six processes that create it at the same moment, round after round', async () => {
    for (let round = 0; round < 4; round++) {
      const dataDir = path.join(root, `round-${round}`, 'data');
      const children = Array.from({ length: 6 }, () => child(dataDir));
      await Promise.all(children.map((c) => c.ready));
      for (const c of children) c.proc.stdin.end('go\n');
      const secrets = (await Promise.all(children.map((c) => c.lines))).map((lines) => lines[1]);
      const stored = (await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim();
      expect(stored.length).toBeGreaterThanOrEqual(32);
      expect(secrets).toEqual(Array.from({ length: 6 }, () => stored));
    }
  });
});
