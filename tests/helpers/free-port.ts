// Ports for what tests start and stop again (server processes, PgBouncer, the outage proxy). A port
// from `listen(0)` lies in Linux's ephemeral range (32768–60999), where any outgoing connection (a
// PostgreSQL client of a file running beside this one) may take it while the server it was picked
// for is still booting, or while a proxy is cut. So: ports below that range, from a block of this
// vitest worker's own (VITEST_POOL_ID), which no other file running at the same time picks from.
import net from 'node:net';

const FIRST_PORT = 20_000;
const BLOCK_SIZE = 100;
/** Blocks between FIRST_PORT and the ephemeral range. */
const BLOCKS = Math.floor((32_768 - FIRST_PORT) / BLOCK_SIZE);

/**
 * This worker's block: its pool id, shifted by the vitest process (the workers' parent) so that two
 * runs on one machine seldom share blocks; a port something else holds is skipped.
 */
function blockStart(): number {
  const poolId = Number(process.env.VITEST_POOL_ID ?? 1);
  return FIRST_PORT + ((process.ppid * 8 + poolId) % BLOCKS) * BLOCK_SIZE;
}

let handedOut = 0;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nobody listens on, that no other test file running now is handed. */
export async function freePort(): Promise<number> {
  const start = blockStart();
  for (let tried = 0; tried < BLOCK_SIZE; tried++) {
    const port = start + (handedOut++ % BLOCK_SIZE);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${start}-${start + BLOCK_SIZE - 1}`);
}
