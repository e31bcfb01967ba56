// The route inventory: Fastify's own list of every registered route, each with a declared role and the
// contract it was registered from. Every route comes from a contract whose method, path and role are the
// route's (the HEAD twins and static client files aside); a route without a role stops the app from
// being built.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAnswer } from '#shared/endpoints/common.ts';
import { endpoint } from '#shared/endpoints/endpoint.ts';
import { route as routeFrom } from '#server/plugins/endpoint-route.ts';
import { ROUTE_ACCESS, routeAccessPlugin, withRouteAccess } from '#server/plugins/route-access.ts';
import { sessionPlugin } from '#server/plugins/session.ts';
import { declaredRoutes, policyFor, routeKey } from './route-roles.ts';
import { createSecurityApp, type SecurityApp } from './support/security-app.ts';

/** Files the static plugin serves one route each (what static-client.ts leaves out is not served). */
async function rootFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !/^(assets\/|\.vite\/)|^index\.html$|\.(br|gz)$/.test(file));
}

/** The URLs of the static client files' routes. */
async function staticUrls(dir: string): Promise<string[]> {
  return ['/assets/*', ...(await rootFiles(dir)).map((file) => `/${file}`)];
}

describe('route inventory', () => {
  let t: SecurityApp;
  beforeAll(async () => {
    t = await createSecurityApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every route Fastify registered, each with one of the declared roles', () => {
    const inventory = t.app.routeInventory;
    expect(inventory.length).toBeGreaterThan(declaredRoutes(inventory).length);
    for (const route of inventory) expect(ROUTE_ACCESS).toContain(route.access);
    // Fastify's own router knows each listed route.
    for (const route of inventory) {
      const known = t.app.hasRoute({ method: route.method as 'GET', url: route.url });
      expect(known, routeKey(route.method, route.url)).toBe(true);
    }
    const keys = inventory.map((r) => routeKey(r.method, r.url));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("registered every route from a contract with the route's method, path and role", async () => {
    const statics = new Set(await staticUrls(t.clientDir));
    const problems: string[] = [];
    for (const { method, url, access, endpoint: contract } of t.app.routeInventory) {
      const key = routeKey(method, url);
      if (method === 'HEAD' || (method === 'GET' && statics.has(url))) continue;
      if (contract) {
        const declared = routeKey(contract.method, contract.path);
        if (declared !== key) problems.push(`${key} was registered from the contract of ${declared}`);
        if (access !== contract.access) {
          problems.push(`${key} requires '${access}', its contract says '${contract.access}'`);
        }
      } else {
        problems.push(`${key} has no contract: declare it in src/shared/endpoints, register it with route()`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('equals the contracts, plus a HEAD for every GET and the static client files', async () => {
    const expected = new Map<string, string>();
    for (const { method, path: url, access } of declaredRoutes(t.app.routeInventory)) {
      expected.set(routeKey(method, url), access);
      if (method === 'GET') expected.set(routeKey('HEAD', url), access);
    }
    for (const url of await staticUrls(t.clientDir)) {
      expected.set(routeKey('GET', url), 'public');
      expected.set(routeKey('HEAD', url), 'public');
    }
    const actual = new Map(t.app.routeInventory.map((r) => [routeKey(r.method, r.url), r.access]));
    expect(Object.fromEntries([...actual].sort())).toEqual(Object.fromEntries([...expected].sort()));
  });

  it("gives each route the role its path calls for: admin pages, parents' tags and account, the emergency page", () => {
    const problems = declaredRoutes(t.app.routeInventory).flatMap(({ method, path: url, access }) => {
      const policy = policyFor(url);
      return policy && policy.access !== access
        ? [`${routeKey(method, url)} declares '${access}', but ${policy.why} needs '${policy.access}'`]
        : [];
    });
    expect(problems).toEqual([]);
  });

  it('gives a HEAD route the role of its GET', () => {
    const byKey = new Map(t.app.routeInventory.map((r) => [routeKey(r.method, r.url), r.access]));
    for (const route of t.app.routeInventory.filter((r) => r.method === 'HEAD')) {
      expect(byKey.get(routeKey('GET', route.url)), route.url).toBe(route.access);
    }
  });
});

describe('the route-access plugin', () => {
  async function bareApp() {
    const app = Fastify({ logger: false });
    await app.register(sessionPlugin);
    await app.register(routeAccessPlugin);
    return app;
  }

  it('refuses to build an app with a route that declares no role, naming the route', async () => {
    const app = await bareApp();
    app.register(async (scope) => {
      scope.get('/api/forgotten', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten declares no role/);
    await app.close().catch(() => undefined);
  });

  it('refuses a role that is not one of public, user, verified, admin', async () => {
    const app = await bareApp();
    app.register(async (scope) => {
      scope.post('/api/typo', { config: { access: 'owner' as 'admin' } }, async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/typo declares no role/);
    await app.close().catch(() => undefined);
  });

  it('records the contract a route was registered from, and the role it declares', async () => {
    const app = await bareApp();
    const contract = endpoint({
      method: 'GET',
      path: '/api/declared',
      access: 'user',
      summary: 'A route from a contract',
      response: messageAnswer,
    });
    app.register(async (scope) => {
      routeFrom(scope, contract, async () => ({ message: 'ok' }));
    });
    await app.ready();
    const entry = app.routeInventory.find((r) => r.method === 'GET' && r.url === '/api/declared');
    expect(entry).toEqual({ method: 'GET', url: '/api/declared', access: 'user', endpoint: contract });
    await app.close();
  });

  it('gives the routes of a wrapped third-party plugin the role of their context, and only them', async () => {
    const app = await bareApp();
    // Like @fastify/static: not encapsulated, builds its own route options from its `prefix`.
    const thirdParty = fp(async (scope, options: { prefix?: string }) => {
      scope.get(`${options.prefix ?? ''}/file.txt`, async () => 'file');
    });
    await app.register(withRouteAccess('public', thirdParty), { prefix: '/static' });
    app.register(async (scope) => {
      scope.get('/after', async () => 'after');
    });
    await expect(app.ready()).rejects.toThrow(/GET \/after declares no role/);
    expect(app.routeInventory).toContainEqual({ method: 'GET', url: '/static/file.txt', access: 'public' });
    await app.close().catch(() => undefined);
  });
});
