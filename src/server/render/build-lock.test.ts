// Two starts at once build one after the other; a lock left by a start that died is taken over.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildLockPath, withBuildLock } from './build-lock.ts';

let root: string;
let dist: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'safekid-build-lock-'));
  dist = path.join(root, 'dist/client');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const turns = () => new Promise((resolve) => setImmediate(resolve));

it('two holders at once run one after the other, and the lock is gone afterwards', async () => {
  const events: string[] = [];
  const build = (name: string) =>
    withBuildLock(
      dist,
      async () => {
        events.push(`${name} starts`);
        for (let i = 0; i < 5; i++) await turns();
        events.push(`${name} ends`);
      },
      1,
    );
  await Promise.all([build('a'), build('b')]);
  expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  expect(existsSync(buildLockPath(dist))).toBe(false);
});

it('releases the lock when the work fails', async () => {
  await expect(withBuildLock(dist, () => Promise.reject(new Error('build failed')), 1)).rejects.toThrow(
    'build failed',
  );
  expect(existsSync(buildLockPath(dist))).toBe(false);
});

it('takes over a lock whose process is gone', async () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  mkdirSync(path.dirname(dist), { recursive: true });
  writeFileSync(buildLockPath(dist), String(dead));
  await expect(withBuildLock(dist, async () => 'built', 1)).resolves.toBe('built');
});
