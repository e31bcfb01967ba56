// The HTTP basics every route shares: JSON errors, security headers, the origin check, request ids,
// compression and the page shell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryKeys } from '#shared/paths.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { adminAgent, createAdmin } from '../factories/users.ts';
import { embeddedState, queryData } from '../helpers/embedded-state.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const NOSCRIPT_KEYS = ['noscript.title', 'noscript.body', 'noscript.emergency'] as const;

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.agent().request(method, '/api/does-not-exist');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: en('errors.notFound') });
    }
  });

  it('answers a known client route with the app shell and the signed-out state embedded', async () => {
    const res = await t.agent().get('/auth?mode=register');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(embeddedState(res.body)).toMatchObject({
      queries: [
        [['/api/auth/user'], null],
        [['/api/admin/check'], { isAdmin: false }],
      ],
      site: { supportEmail: 'support@safekid.example', publicUrl: 'http://safekid.test' },
    });
  });

  it('embeds a signed-in admin in every page shell, so the header needs no extra call', async () => {
    const admin = await adminAgent(t, await createAdmin(t));
    for (const url of ['/auth', '/tag-uid-reader', '/no/such/page']) {
      const res = await admin.get(url);
      expect(queryData(embeddedState(res.body), queryKeys.adminCheck), url).toEqual({ isAdmin: true });
    }
  });

  it('an app page says, without JavaScript, that it needs it and that emergency pages do not', async () => {
    const shell = (await t.agent().get('/auth')).body;
    const notice = /<noscript>(.*?)<\/noscript>/s.exec(shell)?.[1] ?? '';
    for (const key of NOSCRIPT_KEYS) expect(notice).toContain(en(key));
    // The landing page is rendered on the server: it reads fine without JavaScript.
    expect((await t.agent().get('/')).body).not.toContain('<noscript>');
  });

  it("says so in the page's language (issue 30): German for a German browser", async () => {
    const shell = (await t.agent().get('/auth', { 'accept-language': 'de-DE,de;q=0.9' })).body;
    const notice = /<noscript>(.*?)<\/noscript>/s.exec(shell)?.[1] ?? '';
    const de = translate('de');
    for (const key of NOSCRIPT_KEYS) expect(notice).toContain(de(key));
    expect(notice).not.toContain(en('noscript.title'));
  });

  it('answers an unknown page with status 404, titled Page Not Found, and the app shell that shows its card', async () => {
    for (const url of ['/no/such/page', '/dashboards', '/tag', '/admin/dashboard/x']) {
      const res = await t.agent().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      // SPEC §2's words; the card itself is the client's (tests/e2e/route-sets.spec.ts).
      expect(res.body).toContain('<title>Page Not Found · SafeKid Tag</title>');
      expect(embeddedState(res.body)).toMatchObject({
        queries: [
          [['/api/auth/user'], null],
          [['/api/admin/check'], { isAdmin: false }],
        ],
      });
    }
    const known = await t.agent().get('/dashboard');
    expect(known.statusCode).toBe(200);
    expect(known.body).not.toContain('Page Not Found');
  });

  it('sets the security headers on pages and API answers, without HSTS outside production', async () => {
    for (const url of ['/', '/api/does-not-exist', '/healthz']) {
      const res = await t.agent().get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.agent().get('/healthz');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
    }
  });

  it('refuses a state-changing call from a foreign origin with 403 JSON', async () => {
    const foreign = await t.agent().post('/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: en('errors.forbiddenOrigin') });
    const crossSite = await t.agent().post('/api/auth/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('lets same-origin and origin-less calls through the origin check', async () => {
    const sameOrigin = await t.agent().post('/api/does-not-exist', {}, { origin: 'http://safekid.test' });
    expect(sameOrigin.statusCode).toBe(404);
    const sameHost = await t
      .agent()
      .post('/api/does-not-exist', {}, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(sameHost.statusCode).toBe(404);
    const none = await t.agent().post('/api/does-not-exist', {});
    expect(none.statusCode).toBe(404);
    // A form on a no-referrer page (the public page) posts with Origin: null; the browser says same-origin.
    const noReferrer = await t
      .agent()
      .post('/api/does-not-exist', {}, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(noReferrer.statusCode).toBe(404);
    const opaque = await t.agent().post('/api/auth/logout', {}, { origin: 'null' });
    expect(opaque.statusCode).toBe(403);
    const crossSiteNull = await t
      .agent()
      .post('/api/auth/logout', {}, { origin: 'null', 'sec-fetch-site': 'cross-site' });
    expect(crossSiteNull.statusCode).toBe(403);
  });

  it('gives every answer a request id, and keeps one the caller sent', async () => {
    const generated = await t.agent().get('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.agent().get('/healthz', { 'x-request-id': 'lb-trace-42' });
    expect(kept.headers['x-request-id']).toBe('lb-trace-42');
  });

  it('never logs cookies or query strings', async () => {
    await t.agent().get('/auth?email=secret%40example.test', { cookie: 'sid=not-a-real-session-token' });
    const text = t.logText();
    expect(text).not.toContain('not-a-real-session-token');
    expect(text).not.toContain('secret%40example.test');
    expect(text).toContain('"path":"/auth"');
  });

  it('answers a malformed URL with 400 and the usual {message} shape', async () => {
    const res = await t.agent().get('/tag/%ED%A0%80');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: en('errors.badUrl') });
  });
});
