import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { AppError, tooManyRequests } from '#server/errors.ts';
import { errorHandlerPlugin } from '#server/plugins/error-handler.ts';
import { validationError } from '#server/validation.ts';
import { en } from '#tests/helpers/messages.ts';
import { waitTime } from '#shared/wait-time.ts';

async function appThrowing(error: () => unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.post('/boom', async (request) => {
    if (request.body && (request.body as { parse?: boolean }).parse) {
      const schema = z.object({ fields: z.array(z.string()).max(1, 'Maximum 10 fields allowed') });
      const result = schema.safeParse({ fields: ['a', 'b'] });
      if (!result.success) throw validationError(result.error);
      return result.data;
    }
    throw error();
  });
  // A page and an API read, for answers that depend on what was asked for.
  app.get('/page', async () => {
    throw error();
  });
  app.get('/api/thing', async () => {
    throw error();
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers an AppError with its status, message, extra fields and headers', async () => {
    const app = await appThrowing(() => tooManyRequests(61.2));
    const res = await app.inject({ method: 'POST', url: '/boom' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('62');
    expect(res.json()).toEqual({ message: en('errors.rateLimited', waitTime(62)), retryAfter: 62 });
  });

  it('answers a validation failure with 400, the first message and every field error', async () => {
    const app = await appThrowing(() => new Error('unused'));
    const res = await app.inject({ method: 'POST', url: '/boom', payload: { parse: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Maximum 10 fields allowed',
      errors: { fields: ['Maximum 10 fields allowed'] },
    });
  });

  it('answers a database data exception (class 22, e.g. a NUL character) with 400, not 500', async () => {
    const app = await appThrowing(() =>
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
      }),
    );
    const res = await app.inject({ method: 'POST', url: '/boom' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: en('errors.validationFailed') });
  });

  it('answers a database that cannot be reached with 503 and Retry-After: HTML for a page, JSON for /api', async () => {
    const app = await appThrowing(() =>
      Object.assign(new Error('Failed query: select 1\nparams: SECRET'), {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      }),
    );
    for (const url of ['/api/thing', '/boom']) {
      const res = await app.inject({ method: url === '/boom' ? 'POST' : 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toMatch(/^[1-9]\d?$/);
      expect(res.json(), url).toEqual({ message: en('errors.unavailable') });
    }
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toMatch(/^[1-9]\d?$/);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(en('errors.unavailable'));
    expect(page.body).not.toContain('SECRET');
  });

  it('hides unexpected errors behind a 500 with a generic message', async () => {
    const app = await appThrowing(() => new Error('secret internals: connection string postgres://u:p@h'));
    const res = await app.inject({ method: 'POST', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: en('errors.internalError') });
  });

  it('answers malformed JSON with 400 and oversize bodies with 413', async () => {
    const app = await appThrowing(() => new AppError(418, 'errors.notFound'));
    const bad = await app.inject({
      method: 'POST',
      url: '/boom',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: en('errors.invalidJson') });
    const small = Fastify({ logger: false, bodyLimit: 10 });
    await small.register(errorHandlerPlugin);
    small.post('/x', async () => ({}));
    const big = await small.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(100) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: en('errors.bodyTooLarge') });
  });
});
