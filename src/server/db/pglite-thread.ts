// The embedded database in a worker thread (decision 002). PGlite runs PostgreSQL as WebAssembly on the
// calling thread: in-process, every write (a batch of scans, a checkout) held the event loop that
// answers the public page. This client gives Drizzle the part of PGlite's interface it uses (query,
// exec, transaction) and the handle what it needs (listen, dump, close); pglite-worker.mjs runs them.
import { Worker } from 'node:worker_threads';
import { DATABASE_THREAD_STOPPED } from './connection-failure.ts';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Answer = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Notification = { notify: string; payload: string };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** Queries and statements, in the database's own transaction when it carries one. */
export class PgliteThreadExecutor {
  constructor(
    private readonly thread: Pick<PgliteThread, 'request'>,
    private readonly tx?: number,
  ) {}

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }> {
    // Drizzle passes parsers that keep dates and intervals as the database's text: they cannot cross
    // threads, so the worker is told which types to answer raw.
    const { parsers, ...rest } = options ?? {};
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
    return this.thread.request('query', { sql, params, options: { ...rest, rawTypes }, tx: this.tx });
  }

  exec(sql: string): Promise<unknown> {
    return this.thread.request('exec', { sql, tx: this.tx });
  }
}

export class PgliteThread {
  private readonly worker: Worker;
  private readonly outside = new PgliteThreadExecutor(this);
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private exited: Error | undefined;
  closed = false;
  /** Resolves when the database is open (created, or loaded from `loadDataDir`). */
  readonly waitReady: Promise<void>;

  constructor(options: { dataDir?: string; loadDataDir?: Blob }) {
    this.worker = new Worker(WORKER_URL, { workerData: options });
    // Referenced while an operation (this first one: opening) waits, so, like an in-process database,
    // an idle one does not keep the process alive.
    this.waitReady = new Promise((resolve, reject) => {
      this.pending.set(0, { resolve: () => resolve(), reject });
    });
    this.worker.on('message', (message: Answer | Notification) => this.receive(message));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }> {
    return this.outside.query(sql, params, options);
  }

  exec(sql: string): Promise<unknown> {
    return this.outside.exec(sql);
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteThreadExecutor) => Promise<T>): Promise<T> {
    const tx = await this.request<number>('begin', {});
    let result: T;
    try {
      result = await fn(new PgliteThreadExecutor(this, tx));
    } catch (error) {
      await this.request('end', { tx, commit: false });
      throw error;
    }
    await this.request('end', { tx, commit: true });
    return result;
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.request('listen', { channel });
    }
    callbacks.add(onMessage);
    return async () => {
      callbacks.delete(onMessage);
      if (callbacks.size > 0 || this.listeners.get(channel) !== callbacks) return;
      this.listeners.delete(channel);
      if (!this.closed) await this.request('unlisten', { channel });
    };
  }

  /** The whole database as a tarball, between transactions (backups; tests copy a template this way). */
  dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return this.request('dump', { compression });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.request('close', {});
    } finally {
      await this.worker.terminate();
    }
  }

  /** Sends one operation to the database's thread; resolves with its answer. */
  request<T>(op: string, fields: Record<string, unknown>): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...fields });
    });
  }

  private receive(message: Answer | Notification): void {
    if ('notify' in message) {
      for (const callback of this.listeners.get(message.notify) ?? []) callback(message.payload);
      return;
    }
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if (message.error) pending.reject(rebuildError(message.error));
    else pending.resolve(message.result);
  }

  /** The thread is gone: every operation waiting fails, and so does every later one. */
  private fail(error: Error): void {
    // Marked so that callers answer "unavailable" (503), not "something went wrong" (connection-failure.ts).
    this.exited ??= Object.assign(error, { code: DATABASE_THREAD_STOPPED });
    this.closed = true;
    for (const pending of this.pending.values()) pending.reject(this.exited);
    this.pending.clear();
  }
}

/** The worker's error as an Error with the same fields (SQLSTATE `code` and the rest). */
function rebuildError(fields: Record<string, unknown> & { message: string }): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}
