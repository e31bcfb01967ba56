// `npm start` as an operator runs it, in a copy of the project: it stops with its server on SIGTERM
// and SIGINT, and after an upgrade it rebuilds a client built from other sources while the previous
// build's assets stay servable (issue 28, decision 001).
import { appendFile, mkdtemp, readdir, readlink, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { copyProject, startNpmStart, type ServerProcess } from '../helpers/server-process.ts';

const REBUILD_LINE = 'client build is from other sources: rebuilding (npm run build)';

/** PIDs of the processes running in `dir` (npm, its shell, node): none may outlive the stop. */
async function processesIn(dir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => '');
    if (cwd === dir || cwd.startsWith(`${dir}/`)) pids.push(Number(entry));
  }
  return pids;
}

/** The main script the app's page names: `/assets/main-<hash>.js`. */
async function mainScript(server: ServerProcess): Promise<string> {
  const html = await (await fetch(`${server.url}/`)).text();
  const match = /\/assets\/main-[\w-]+\.js/.exec(html);
  if (!match) throw new Error(`no main script in the page:\n${html.slice(0, 500)}`);
  return match[0];
}

describe('npm start', () => {
  let projectDir: string;
  let dataDir: string;
  beforeAll(async () => {
    projectDir = await copyProject();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-npm-start-'));
  });
  afterAll(async () => {
    await rm(projectDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start() {
    const port = await freePort();
    const server = startNpmStart(projectDir, { DATA_DIR: dataDir }, port);
    // A test that fails half-way leaves no server behind (npm, then whatever it started).
    onTestFinished(async () => {
      server.proc.kill('SIGKILL');
      for (const pid of await processesIn(projectDir)) process.kill(pid, 'SIGKILL');
    });
    await server.waitUntilReady(180_000);
    return server;
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to the npm process stops the server with it`, async () => {
      const server = await start();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      server.proc.kill(signal);
      await server.exited;
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
      expect(await processesIn(projectDir)).toEqual([]);
      expect(server.stdout()).toMatch(/finishing in-flight requests/);
    }, 300_000);
  }

  it('rebuilds a client built from other sources; the old build`s assets stay servable', async () => {
    const first = await start();
    const oldScript = await mainScript(first);
    first.proc.kill('SIGTERM');
    await first.exited;

    // `git pull`: a client source changes.
    await appendFile(
      path.join(projectDir, 'src/web/entry-client.tsx'),
      '\ndocument.documentElement.dataset.v = "2";\n',
    );

    const second = await start();
    try {
      expect(
        second
          .stdout()
          .split('\n')
          .filter((line) => line.includes(REBUILD_LINE)),
      ).toHaveLength(1);
      const newScript = await mainScript(second);
      expect(newScript).not.toBe(oldScript);
      const old = await fetch(`${second.url}${oldScript}`);
      expect(old.status).toBe(200);
      expect(old.headers.get('cache-control')).toContain('immutable');
      expect((await fetch(`${second.url}${newScript}`)).status).toBe(200);
    } finally {
      second.proc.kill('SIGTERM');
      await second.exited;
    }

    // Unchanged sources: the next start serves the build as it is.
    const third = await start();
    third.proc.kill('SIGTERM');
    await third.exited;
    expect(third.stdout()).not.toContain(REBUILD_LINE);
  }, 600_000);
});
