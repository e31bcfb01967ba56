import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-error.ts';

describe('serializeError (the logger’s err serializer)', () => {
  it('names a failed query and its cause without the statement’s parameters or row values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "tags_code"'), {
      code: '23505',
      constraint: 'tags_code',
      detail: 'Key (unique_code)=(SECRETCODE42) already exists.',
    });
    const error = new DrizzleQueryError('select 1 from tags where unique_code = $1', ['SECRETCODE42'], cause);
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('SECRETCODE42');
    expect(logged.message).toBe(
      'Failed query: select 1 from tags where unique_code = $1\nparams: [redacted]',
    );
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: [^\n]*\nparams: \[redacted\]\n {4}at /);
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'tags_code', message: cause.message });
  });

  it('keeps a socket error’s code and an aggregate’s inner errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    const logged = serializeError(new AggregateError([refused], 'all addresses failed'));
    expect(logged.errors).toEqual([expect.objectContaining({ code: 'ECONNREFUSED', syscall: 'connect' })]);
  });
});
