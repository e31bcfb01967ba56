// The one test for "the database cannot be reached": the pool cannot connect, a connection
// was cut, the server is shutting down or starting, or the embedded database's thread is gone. Such a
// failure is nobody's input and passes by itself: callers answer 503 with Retry-After, never 500.

/** Node's socket errors for a peer that is not there (or stopped answering). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), admin or crash
 * shutdown, "the database system is starting up", too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres says these in words only (no code). */
const PG_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/;
/** Set on the embedded database's error once its thread stopped (pglite-thread.ts). */
export const DATABASE_THREAD_STOPPED = 'ERR_DATABASE_THREAD_STOPPED';

/** Seconds a client is asked to wait before trying again: the pool reconnects on the next request. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error in `cause`; Node's AggregateError lists one per address tried.
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, errors, cause } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (code === DATABASE_THREAD_STOPPED || code === DATABASE_TIMED_OUT) return true;
      if (SOCKET_CODES.has(code)) return true;
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return true;
    }
    if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

/** Set on the error `withinTime` rejects with: a database that did not answer in time. */
export const DATABASE_TIMED_OUT = 'ERR_DATABASE_TIMED_OUT';

/**
 * `work`'s outcome, or an "unavailable" rejection once `ms` have passed: a database that hangs (a cut
 * network, where nothing is refused) must not hold a responder. The work itself runs on.
 */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        Object.assign(new Error(`no answer from the database within ${ms} ms`), { code: DATABASE_TIMED_OUT }),
      );
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
