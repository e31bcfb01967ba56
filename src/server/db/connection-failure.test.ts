import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_THREAD_STOPPED, isDatabaseUnavailable, withinTime } from './connection-failure.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot be reached, also under Drizzle’s wrapper', () => {
    const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
    for (const failure of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      wrapped(new Error('Connection terminated unexpectedly')),
      wrapped(new Error('timeout exceeded when trying to connect')),
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      withCode('the database thread stopped (exit code 1)', DATABASE_THREAD_STOPPED),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(failure), failure.message).toBe(true);
    }
  });

  it('leaves every other failure alone', () => {
    for (const failure of [
      new Error('boom'),
      new DrizzleQueryError('insert', [], withCode('duplicate key', '23505')),
      withCode('invalid input syntax for type uuid', '22P02'),
      'not an error',
      null,
    ]) {
      expect(isDatabaseUnavailable(failure)).toBe(false);
    }
  });
});

describe('withinTime', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on a database that hangs with an "unavailable" failure, and passes answers through', async () => {
    vi.useFakeTimers();
    const hung = withinTime(new Promise(() => undefined), 3000);
    const failure = hung.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3000);
    expect(isDatabaseUnavailable(await failure)).toBe(true);
    await expect(withinTime(Promise.resolve('page'), 3000)).resolves.toBe('page');
    const refused = withCode('connect ECONNREFUSED', 'ECONNREFUSED');
    await expect(withinTime(Promise.reject(refused), 3000)).rejects.toBe(refused);
  });
});
