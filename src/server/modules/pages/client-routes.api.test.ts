// The server's side of the client route table (src/shared/client-routes.ts): every page in it is
// answered, never with 404 (the router side: src/web/app/app-routes.test.tsx).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRoutes, samplePath, type ClientRoute } from '#shared/client-routes.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { translate } from '#tests/helpers/messages.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const entries = Object.entries(clientRoutes) as Array<[string, ClientRoute]>;
const shellPages = entries.filter(([, route]) => route.server !== 'own');
const ownPages = entries.filter(([, route]) => route.server === 'own');

describe('client route table on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every page of the table with the HTML shell, signed out and signed in', async () => {
    const parent = await agentFor(t, await createUser(t));
    for (const [key, route] of shellPages) {
      for (const [who, agent] of [
        ['signed out', t.agent()],
        ['signed in', parent],
      ] as const) {
        const res = await agent.get(samplePath(route.pattern));
        expect(res.statusCode, `${key} ${who}`).toBe(200);
        expect(res.headers['content-type'], key).toBe('text/html; charset=utf-8');
        expect(res.body, key).toContain('<div id="root">');
        expect(res.body, key).not.toContain('Page Not Found');
      }
    }
  });

  it('has a route of its own for each page the table marks so, and 404 where that route refuses', async () => {
    expect(ownPages.length).toBeGreaterThan(0);
    for (const [key, route] of ownPages) {
      expect(t.app.hasRoute({ method: 'GET', url: route.pattern }), key).toBe(true);
      // Over the router's parameter limit the own route does not match; the shell's catch-all must not
      // answer such a path as a page.
      const res = await t.agent().get(samplePath(route.pattern, 'A'.repeat(201)));
      expect(res.statusCode, key).toBe(404);
      expect(res.body, key).toContain('<title>Page Not Found · SafeKid Tag</title>');
    }
  });

  it("titles an unknown page in the reader's language", async () => {
    for (const [language, header] of [
      ['de', 'de-DE,de;q=0.9'],
      ['it', 'it-IT,it;q=0.9'],
    ] as const) {
      const res = await t.agent().get('/no/such/page', { 'accept-language': header });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(
        `<title>${translate(language)('common.pageNotFound')} · SafeKid Tag</title>`,
      );
    }
  });
});
