// Starts the real server as its own process (`node --import tsx src/server/index.ts`, one PID), the
// way `npm start` runs it, or `npm start` itself in a copy of the project, and watches its output and
// exit.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cp, mkdtemp, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  proc: ChildProcessWithoutNullStreams;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  waitUntilReady: (timeoutMs?: number) => Promise<void>;
};

/** Without a drain on SIGTERM unless a test asks for one: most tests want the stop at once. */
const BASE_ENV = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: '0' };

export function startServerProcess(env: Record<string, string | undefined>, port?: number): ServerProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...BASE_ENV, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return watchServerProcess(proc, `http://127.0.0.1:${port ?? env.PORT}`);
}

/** What `npm start` needs of the project, copied (node_modules linked): a test may change its sources. */
const START_FILES = [
  'src',
  'scripts',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export async function copyProject(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'safekid-checkout-'));
  for (const name of START_FILES) {
    await cp(path.join(PROJECT_ROOT, name), path.join(dir, name), { recursive: true });
  }
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** `npm start` in `projectDir`, as an operator runs it: the PID is npm's. */
export function startNpmStart(projectDir: string, env: Record<string, string>, port: number): ServerProcess {
  const proc = spawn('npm', ['start'], {
    cwd: projectDir,
    env: { ...BASE_ENV, npm_config_update_notifier: 'false', PORT: String(port), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return watchServerProcess(proc, `http://127.0.0.1:${port}`);
}

function watchServerProcess(proc: ChildProcessWithoutNullStreams, url: string): ServerProcess {
  let out = '';
  let err = '';
  const watchers = new Set<() => void>();
  proc.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    watchers.forEach((w) => w());
  });
  proc.stderr.on('data', (d: Buffer) => {
    err += d.toString();
    watchers.forEach((w) => w());
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));

  const waitForOutput = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(out) || pattern.test(err)) {
          watchers.delete(check);
          clearTimeout(timer);
          resolve();
        }
      };
      const timer = setTimeout(() => {
        watchers.delete(check);
        reject(
          new Error(
            `no output matching ${pattern} within ${timeoutMs} ms.\nstdout:\n${out}\nstderr:\n${err}`,
          ),
        );
      }, timeoutMs);
      watchers.add(check);
      void exited.then(() => {
        if (watchers.has(check)) {
          watchers.delete(check);
          clearTimeout(timer);
          if (pattern.test(out) || pattern.test(err)) resolve();
          else reject(new Error(`process exited before ${pattern}.\nstdout:\n${out}\nstderr:\n${err}`));
        }
      });
      check();
    });

  return {
    proc,
    url,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForOutput,
    waitUntilReady: (timeoutMs) => waitForOutput(/is ready \(/, timeoutMs),
  };
}
