// Who reads /metrics (issue 33). On the main port: only a request bearing METRICS_TOKEN; anyone else,
// whatever they send, gets exactly what an address that does not exist gets, and without the token
// configured the route is not there at all. METRICS_PORT: a listener on 127.0.0.1 only, serving
// /metrics and nothing else.
import os from 'node:os';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsListener } from '#server/modules/metrics/metrics-listener.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createSecurityApp, METRICS_TOKEN, send, type SecurityApp } from './support/security-app.ts';

const EXPOSITION_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** What a caller can tell one answer from another by. */
function visible(res: LightMyRequestResponse) {
  return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
}

describe('/metrics on the main port, with METRICS_TOKEN set', () => {
  let t: SecurityApp;
  beforeAll(async () => {
    t = await createSecurityApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const absent = async (method = 'GET') => visible(await send(t, { method, url: '/no-such-page' }));

  it('answers the bearer of the token with the figures in Prometheus text format', async () => {
    const res = await send(t, {
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(EXPOSITION_TYPE);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE safekid_http_request_duration_seconds histogram');
  });

  it('answers anyone else exactly as an address that does not exist: 404, the same page', async () => {
    const expected = await absent();
    expect(expected.status).toBe(404);
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`prometheus:${METRICS_TOKEN}`).toString('base64')}` },
      { authorization: METRICS_TOKEN },
      { 'x-metrics-token': METRICS_TOKEN },
    ];
    for (const headers of attempts) {
      const res = await send(t, { method: 'GET', url: '/metrics', headers });
      expect(visible(res), JSON.stringify(headers)).toEqual(expected);
    }
    const inQuery = await send(t, { method: 'GET', url: `/metrics?token=${METRICS_TOKEN}` });
    expect(visible(inQuery)).toEqual(expected);
    const head = await send(t, { method: 'HEAD', url: '/metrics' });
    expect(visible(head)).toEqual(await absent('HEAD'));
  });

  it('is not in the OpenAPI document', async () => {
    const res = await send(t, { method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys((res.json() as { paths: object }).paths)).not.toContain('/metrics');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is no route: any token gets the answer of an address that does not exist', async () => {
    expect(t.app.routeInventory.map((r) => r.url)).not.toContain('/metrics');
    const expected = visible(await t.app.inject({ url: '/no-such-page' }));
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything-at-all' } });
    expect(visible(res)).toEqual(expected);
  });
});

describe('METRICS_PORT: the listener on 127.0.0.1', () => {
  let t: TestApp;
  let listener: Awaited<ReturnType<typeof startMetricsListener>>;
  beforeAll(async () => {
    t = await createTestApp();
    listener = await startMetricsListener(t.app.deps.metrics, 0);
  });
  afterAll(async () => {
    await listener.close();
    await t.close();
  });

  it("serves the app's figures without a token, and nothing else", async () => {
    expect(listener.address).toBe('127.0.0.1');
    await t.app.inject({ url: '/healthz' });
    const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(EXPOSITION_TYPE);
    expect(await res.text()).toMatch(
      /^safekid_http_request_duration_seconds_count\{.*route="\/healthz".*\} 1$/m,
    );
    for (const other of ['/', '/healthz', '/api/openapi.json', '/metrics/x']) {
      expect((await fetch(`http://127.0.0.1:${listener.port}${other}`)).status, other).toBe(404);
    }
  });

  it("cannot be reached on the machine's other addresses", async () => {
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .filter((i) => i !== undefined && !i.internal && i.family === 'IPv4')
      .map((i) => i!.address);
    for (const address of outside) {
      await expect(fetch(`http://${address}:${listener.port}/metrics`)).rejects.toThrow();
    }
  });
});
