// Debian's PgBouncer in front of TEST_DATABASE_URL's server, in transaction mode: what a shop's
// pooler does to sessions (LISTEN and advisory locks land on whichever server connection is free).
// .ci/run installs it (`apt-get install pgbouncer`); pgbouncer refuses to run as root, so as root it
// switches to the `postgres` user (-u).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminUrl } from './test-database.ts';
import { freePort } from './free-port.ts';

export type PgBouncer = {
  /** `url` (a database URL on TEST_DATABASE_URL's server) as reached through the pooler. */
  pooled(url: string): string;
  stop(): Promise<void>;
};

const BINARY = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find(
  (candidate) => spawnSync(candidate, ['--version']).status === 0,
);

export async function startPgBouncer(): Promise<PgBouncer> {
  if (!BINARY) throw new Error('PgBouncer is not installed: apt-get install pgbouncer (.ci/run does)');
  const server = new URL(adminUrl());
  const user = decodeURIComponent(server.username || 'postgres');
  const password = decodeURIComponent(server.password);
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'safekid-pgbouncer-'));
  const serverLogin = `user=${user}${password ? ` password=${password}` : ''}`;
  await writeFile(path.join(dir, 'users.txt'), `"${user}" ""\n`);
  await writeFile(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432} ${serverLogin}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // The clients are this test's own processes; the server login is in [databases].
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 4',
      'max_client_conn = 200',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    await chown(dir, Number(owner.stdout), Number(group.stdout));
    await chmod(dir, 0o755);
  }
  const proc = spawn(BINARY, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  proc.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  await waitForListening(proc, port, () => log);
  return {
    pooled(url) {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      pooled.password = '';
      return pooled.toString();
    },
    async stop() {
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        await new Promise((resolve) => proc.once('exit', resolve));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Polls the port until PgBouncer accepts connections (bounded); fails with its log if it exits. */
async function waitForListening(proc: ChildProcess, port: number, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (proc.exitCode !== null) throw new Error(`pgbouncer exited: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`pgbouncer did not listen on ${port}: ${log()}`);
}
