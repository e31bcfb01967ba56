import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /healthz answers while the process is up', async () => {
    const res = await t.agent().get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database answers, 503 when it does not', async () => {
    expect((await t.agent().get('/readyz')).statusCode).toBe(200);
    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.agent().get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      t.database.ping = original;
    }
  });

  // Last: the app stays in its stopping state (the process's first SIGTERM does this, decision 001).
  it('once stopping, /readyz answers 503 "shutting down" while other routes answer, with Connection: close', async () => {
    t.app.deps.services.health.beginShutdown();
    const ready = await t.agent().get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'shutting down' });
    const alive = await t.agent().get('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.headers.connection).toBe('close');
  });
});
