// The embedded database's own thread (decision 002): PGlite runs PostgreSQL compiled to WebAssembly
// synchronously on whatever thread calls it, so here every statement runs off the thread that answers
// HTTP requests. pglite-thread.ts is the other end; messages are { id, op, ... } and each answer
// carries the request's id with `result` or `error`. Plain JavaScript: a worker thread loads it with
// no TypeScript loader (in production, under tsx and under vitest alike).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const pg = new PGlite({ dataDir: workerData.dataDir, loadDataDir: workerData.loadDataDir });
/** Open transactions by id: the query function to run in each, and how to end it. */
const transactions = new Map();
let nextTransaction = 1;
const listeners = new Map();

pg.waitReady.then(
  () => parentPort.postMessage({ id: 0, result: true }),
  (error) => parentPort.postMessage({ id: 0, error: plainError(error) }),
);

parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});

async function run(message) {
  await pg.waitReady;
  switch (message.op) {
    case 'query':
      return executor(message.tx).query(message.sql, message.params, queryOptions(message.options));
    case 'exec':
      return executor(message.tx).exec(message.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(message.tx, message.commit);
    case 'listen':
      return listen(message.channel);
    case 'unlisten':
      return unlisten(message.channel);
    case 'dump':
      return dump(message.compression);
    case 'close':
      if (!pg.closed) await pg.close();
      return true;
    default:
      throw new Error(`pglite worker: unknown operation ${message.op}`);
  }
}

function executor(tx) {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`pglite worker: transaction ${tx} is not open`);
  return open.tx;
}

/** Functions do not cross threads: the caller names the type ids to answer as the raw text. */
function queryOptions(options) {
  if (!options) return undefined;
  const { rawTypes, ...rest } = options;
  if (!rawTypes) return rest;
  return { ...rest, parsers: Object.fromEntries(rawTypes.map((type) => [type, (value) => value])) };
}

/** Opens a transaction and answers its id once it holds the database; `end` finishes it. */
function begin() {
  const id = nextTransaction++;
  return new Promise((opened, failed) => {
    const done = pg.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(id, { tx, commit, rollback });
          opened(id);
        }),
    );
    transactions.set(`${id}:done`, done);
    // A transaction that fails before it opened (the database closed) fails the begin.
    done.catch(failed);
  });
}

async function end(id, commit) {
  const open = transactions.get(id);
  const done = transactions.get(`${id}:done`);
  transactions.delete(id);
  transactions.delete(`${id}:done`);
  if (!open) throw new Error(`pglite worker: transaction ${id} is not open`);
  if (commit) open.commit(true);
  else open.rollback(new RollbackRequested());
  try {
    await done;
  } catch (error) {
    if (!(error instanceof RollbackRequested)) throw error;
  }
  return true;
}

class RollbackRequested extends Error {}

/**
 * The data directory as a tarball, taken between transactions: a checkpoint first writes every
 * committed page to the files, then the dump runs holding PGlite's transaction lock (the one every
 * query, exec and transaction takes), so no transaction is open in it. Opened again, the copy is the
 * database as it stood at that moment (a backup of the running server, decision 043).
 */
async function dump(compression) {
  await pg.exec('CHECKPOINT');
  return pg._runExclusiveTransaction(() => pg.dumpDataDir(compression));
}

async function listen(channel) {
  if (listeners.has(channel)) return true;
  const unsubscribe = await pg.listen(channel, (payload) =>
    parentPort.postMessage({ notify: channel, payload }),
  );
  listeners.set(channel, unsubscribe);
  return true;
}

async function unlisten(channel) {
  const unsubscribe = listeners.get(channel);
  listeners.delete(channel);
  if (unsubscribe) await unsubscribe();
  return true;
}

/** An error as data: its message and its fields (a database error's SQLSTATE `code`, `constraint`, …). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}
