// The running server's backup door (decision 043). With the embedded database one process owns
// DATA_DIR/db, so `npm run backup` asks that process for the database over a Unix socket in DATA_DIR:
// only the account that owns DATA_DIR can reach it (the socket is mode 0600), and nothing listens on
// the network. The server answers PGlite's dump of its data directory, taken between transactions.
import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { schemaVersion } from '../db/migrate.ts';

const DUMP_PATH = '/database';
/** sockaddr_un holds 108 bytes on Linux (104 on macOS); Node cuts a longer path short without a word. */
const MAX_SOCKET_PATH_BYTES = 103;
const SCHEMA_HEADER = 'x-schema-version';

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

export type BackupSocket = { close(): Promise<void> };

/** Listens on DATA_DIR/backup.sock; a socket that cannot be made is logged, not fatal. */
export async function serveBackupSocket(
  dataDir: string,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<BackupSocket> {
  const socketPath = backupSocketPath(dataDir);
  const server = http.createServer((request, reply) => {
    if (request.method !== 'GET' || request.url !== DUMP_PATH) {
      reply.writeHead(404).end();
      return;
    }
    void (async () => {
      try {
        const version = (await schemaVersion(database)) ?? '';
        const dump = await database.pglite!.dumpDataDir('none');
        const bytes = Buffer.from(await dump.arrayBuffer());
        reply.writeHead(200, {
          'content-type': 'application/x-tar',
          'content-length': bytes.length,
          [SCHEMA_HEADER]: encodeURIComponent(version),
        });
        reply.end(bytes);
        log.info({ bytes: bytes.length }, 'backup: database dump sent');
      } catch (error) {
        log.error({ err: error }, 'backup: database dump failed');
        reply.writeHead(500).end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  // A socket left by a server that did not close (killed) answers nobody: it is replaced.
  await rm(socketPath, { force: true });
  try {
    if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) throw new Error('the path is too long');
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    log.warn(
      { err: error },
      `no backup socket at ${socketPath}: stop the server before npm run backup (decision 043)`,
    );
    return { close: async () => undefined };
  }
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

export type ServerDump = { stream: Readable; schemaVersion: string | undefined };

/**
 * The running server's database dump, or undefined when no server answers on DATA_DIR's socket
 * (none there, or one left behind by a server that was killed).
 */
export function requestServerDump(dataDir: string): Promise<ServerDump | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: backupSocketPath(dataDir), path: DUMP_PATH }, (response) => {
      if (response.statusCode !== 200) {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          reject(new Error(`the running server could not dump the database: ${text}`)),
        );
        return;
      }
      const header = response.headers[SCHEMA_HEADER];
      const version = typeof header === 'string' && header ? decodeURIComponent(header) : undefined;
      resolve({ stream: response, schemaVersion: version });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}

/** Whether a server answers on DATA_DIR's backup socket (restore refuses to run under one). */
export function serverIsRunning(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ socketPath: backupSocketPath(dataDir), path: '/' }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
  });
}
