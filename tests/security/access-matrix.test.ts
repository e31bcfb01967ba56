// The access-control matrix: every route × every caller answers as its declared role says (401 / 403 /
// 404 or success), a refused write changes nothing, and no answer carries data the caller may not see
// (another family's child, fields, e-mail or codes; the stock codes and orders admins keep). The routes
// are the ones the app registered, each with its contract's role; each needs a fixture in
// access-fixtures.ts.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_TTL_MS } from '#shared/constants.ts';
import type { RouteAccess } from '#server/plugins/route-access.ts';
import { en } from '#tests/helpers/messages.ts';
import { ACCESS_FIXTURES, type AccessFixture, type CallerName } from './access-fixtures.ts';
import { declaredRoutes, routeKey } from './route-roles.ts';
import { dumpDatabase, SESSIONS } from './support/db-dump.ts';
import { createSecurityApp, send } from './support/security-app.ts';
import { buildWorld, sessionCookies, type World } from './support/world.ts';

/** Refused callers first: a success may change what later callers see (a delete, a shipment). */
const CALLERS: readonly CallerName[] = [
  'anonymous',
  'expired',
  'signedOut',
  'swappedCookies',
  'unverified',
  'admin',
  'parentB',
  'guardian',
  'parentA',
];

const FIXTURES_FILE = 'tests/security/access-fixtures.ts';

type MatrixCase = {
  method: string;
  /** The route as its contract declares it (and Fastify lists it). */
  route: string;
  /** The role the route declares; none for a static client file (public, derived). */
  access?: RouteAccess;
};

// The app is built while the tests are collected: the cases are the routes it registered.
const t = await createSecurityApp();
let w: World;

/** Every contract the app registered and every route without one yet, then the static client files. */
function matrixCases(): MatrixCase[] {
  const routes: MatrixCase[] = declaredRoutes(t.app.routeInventory).map(({ method, path, access }) => ({
    method,
    route: path,
    access,
  }));
  const staticFiles = Object.entries(ACCESS_FIXTURES)
    .filter(([, fixture]) => fixture.staticFile)
    .map(([key]) => {
      const [method, route] = key.split(' ') as [string, string];
      return { method, route };
    });
  // In the fixtures' order (a route without a fixture first: it fails at once).
  const order = Object.keys(ACCESS_FIXTURES);
  const position = (c: MatrixCase) => order.indexOf(routeKey(c.method, c.route));
  return [...routes, ...staticFiles].sort((x, y) => position(x) - position(y));
}

const CASES = matrixCases();

function fixtureOf(c: MatrixCase): AccessFixture {
  const fixture = ACCESS_FIXTURES[routeKey(c.method, c.route)];
  if (!fixture) {
    throw new Error(`${c.method} ${c.route} has no access-matrix fixture: add one in ${FIXTURES_FILE}`);
  }
  return fixture;
}

function accessOf(c: MatrixCase): RouteAccess {
  return c.access ?? 'public';
}

type Expected = { status: number; refused: boolean; body?: Record<string, unknown> };

function expectedAnswer(c: MatrixCase, fixture: AccessFixture, caller: CallerName): Expected {
  const ok: Expected = { status: fixture.ok, refused: false };
  const signedOut = { status: 401, refused: true, body: { message: en('errors.unauthorized') } };
  switch (accessOf(c)) {
    case 'public':
      return ok;
    case 'admin':
      return caller === 'admin'
        ? ok
        : { status: 401, refused: true, body: { message: en('errors.adminRequired') } };
    case 'user':
      return ['unverified', 'parentA', 'parentB', 'guardian'].includes(caller) ? ok : signedOut;
    case 'verified':
      if (caller === 'unverified') {
        return {
          status: 403,
          refused: true,
          body: { message: en('errors.emailNotVerified'), needsVerification: true },
        };
      }
      if (caller === 'parentB' && fixture.ownedBy) {
        return { status: 404, refused: true, body: fixture.ownedBy };
      }
      // Issue 34: parent A's guardian may do what the fixture says; elsewhere they are another family.
      if (caller === 'guardian' && fixture.ownedBy) {
        if (fixture.guardian === 'ok') return ok;
        if (fixture.guardian === 'ownerOnly') {
          return { status: 403, refused: true, body: { message: en('errors.ownerOnly') } };
        }
        return { status: 404, refused: true, body: fixture.ownedBy };
      }
      return caller === 'parentA' || caller === 'parentB' || caller === 'guardian' ? ok : signedOut;
  }
}

/** The secrets a caller may see anywhere: its own family's; for an admin, tag codes and ids and orders. */
function ownSecrets(caller: CallerName): string[] {
  const names = Object.keys(w.secrets);
  switch (caller) {
    case 'parentA':
      // Parent A's guardian shows in A's family view and export.
      return names.filter((n) => /^(A2?|G)\./.test(n));
    case 'guardian':
      // The bracelet they look after (not A's form-builder tag), and its owner's name and address.
      return names.filter((n) => /^(A|G)\./.test(n));
    case 'parentB':
      return names.filter((n) => /^B2?\./.test(n));
    case 'unverified':
      return ['U.email'];
    case 'admin':
      return names.filter((n) => /\.(code|tagId)$/.test(n) || n.startsWith('order.'));
    default:
      return [];
  }
}

function expectNoLeak(
  res: LightMyRequestResponse,
  caller: CallerName,
  c: MatrixCase,
  fixture: AccessFixture,
) {
  const allowed = new Set([...ownSecrets(caller), ...(fixture.exposes ?? [])]);
  const { 'set-cookie': _cookies, ...headers } = res.headers;
  const text = `${JSON.stringify(headers)}\n${res.body}`;
  const leaked = Object.entries(w.secrets)
    .filter(([name, value]) => !allowed.has(name) && text.includes(value))
    .map(([name]) => name);
  expect(leaked, `${caller} ${c.method} ${c.route} shows what it may not`).toEqual([]);
}

/** The session cookies a caller sends, made just before its request. */
async function cookiesOf(caller: CallerName): Promise<Record<string, string>> {
  const { sessions } = t.app.deps;
  switch (caller) {
    case 'anonymous':
      return {};
    case 'unverified':
      return sessionCookies(t, 'user', w.unverified.id);
    case 'parentA':
      return sessionCookies(t, 'user', w.parentA.user.id);
    case 'parentB':
      return sessionCookies(t, 'user', w.parentB.user.id);
    case 'guardian':
      return sessionCookies(t, 'user', w.guardian.id);
    case 'admin':
      return sessionCookies(t, 'admin', w.admin.id);
    case 'expired': {
      // A session of parent A that was valid, then left unused for longer than the idle expiry.
      const cookies = await sessionCookies(t, 'user', w.parentA.user.id);
      expect(await sessions.resolveUser(Object.values(cookies)[0]!)).not.toBeNull();
      t.clock.advance(SESSION_IDLE_TTL_MS + 60_000);
      return cookies;
    }
    case 'swappedCookies': {
      // A parent's token in the admin cookie and an admin's token in the parent cookie: neither counts.
      const parent = await sessionCookies(t, 'user', w.parentA.user.id);
      const admin = await sessionCookies(t, 'admin', w.admin.id);
      const [[userName, userToken], [adminName, adminToken]] = [
        Object.entries(parent)[0]!,
        Object.entries(admin)[0]!,
      ];
      return { [userName]: adminToken, [adminName]: userToken };
    }
    case 'signedOut': {
      // Parent A signs out; the browser (or a thief) keeps sending the old cookie.
      const cookies = await sessionCookies(t, 'user', w.parentA.user.id);
      const res = await send(t, { method: 'POST', url: '/api/auth/logout', cookies });
      expect(res.statusCode).toBe(200);
      return cookies;
    }
  }
}

async function checkCall(
  c: MatrixCase,
  fixture: AccessFixture,
  caller: CallerName,
  method = c.method,
): Promise<void> {
  const cookies = await cookiesOf(caller);
  const context = { t, w, caller };
  const request = await fixture.request(context);
  const expected = expectedAnswer(c, fixture, caller);
  const guardsWrite = expected.refused && method !== 'GET' && method !== 'HEAD';
  const before = guardsWrite ? await dumpDatabase(t.db, [SESSIONS]) : undefined;

  const res = await send(t, { method, ...request, cookies });
  const label = `${caller} ${method} ${request.url}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBe(expected.status);
  if (expected.body && method !== 'HEAD') expect(res.json(), label).toMatchObject(expected.body);
  if (before) expect(await dumpDatabase(t.db, [SESSIONS]), `${label}: a refused call wrote`).toEqual(before);
  expectNoLeak(res, caller, c, fixture);
  if (!expected.refused && method !== 'HEAD') fixture.check?.(res, context);
}

describe('access-control matrix', () => {
  beforeAll(async () => {
    w = await buildWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a case for every route in the inventory, and no case for a route that does not exist', () => {
    const inventory = t.app.routeInventory
      .filter((r) => r.method !== 'HEAD')
      .map((r) => routeKey(r.method, r.url));
    const cases = CASES.map((c) => routeKey(c.method, c.route));
    expect([...cases].sort()).toEqual([...inventory].sort());
    const stale = Object.keys(ACCESS_FIXTURES).filter((key) => !cases.includes(key));
    expect(stale, `fixtures in ${FIXTURES_FILE} for routes the app does not register`).toEqual([]);
  });

  it('an unowned bracelet in stock cannot be read, configured or deleted by id, even by a verified parent', async () => {
    const cookies = await sessionCookies(t, 'user', w.parentA.user.id);
    const config = { childName: 'Claimed', childAge: 5, fields: [{ title: 'Notes', content: 'None' }] };
    for (const [method, url, body] of [
      ['GET', `/api/tags/${w.stock.id}`, undefined],
      ['PUT', `/api/tags/${w.stock.id}/config`, config],
      ['DELETE', `/api/tags/${w.stock.id}`, undefined],
    ] as const) {
      const before = await dumpDatabase(t.db, [SESSIONS]);
      const res = await send(t, { method, url, body, cookies });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: en('errors.tagNotFound') });
      expect(await dumpDatabase(t.db, [SESSIONS])).toEqual(before);
      expect(res.body).not.toContain(w.stock.uniqueCode);
    }
  });

  for (const c of CASES) {
    it(`${c.method} ${c.route} (${c.access ?? 'static file'})`, async () => {
      const fixture = fixtureOf(c);
      for (const caller of CALLERS) {
        await checkCall(c, fixture, caller);
        // Fastify answers HEAD for every GET: the same guard, the same status, no body.
        if (c.method === 'GET') await checkCall(c, fixture, caller, 'HEAD');
      }
    });
  }
});
