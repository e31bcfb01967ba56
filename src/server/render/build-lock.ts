// One client build at a time per build folder: two `npm start` at once would race on moving the old
// assets aside and on Vite's output (decision 001). An exclusive lock file beside the build, created
// with O_EXCL and holding its owner's pid; a start waits for it, or takes it over once its owner is gone.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';

export function buildLockPath(distDir: string): string {
  return `${path.resolve(distDir)}.build-lock`;
}

/** Runs `work` holding the build folder's lock; waits (polling every `pollMs`) while another holds it. */
export async function withBuildLock<T>(distDir: string, work: () => Promise<T>, pollMs = 250): Promise<T> {
  const lock = buildLockPath(distDir);
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A start that died while building (killed, crashed) leaves its lock: not waited on forever.
      if (holderGone(lock)) rmSync(lock, { force: true });
      else await wait(pollMs);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

function holderGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false; // released meanwhile: the next try takes it
  }
  // Empty: its owner is between creating and writing it.
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
