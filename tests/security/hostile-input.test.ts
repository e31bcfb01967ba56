// Hostile input, property-based with fast-check: for every endpoint that takes a body, random
// and adversarial bodies never answer 5xx, a refused one writes nothing (every table compared before and
// after), and SPEC's message comes back where SPEC defines one. Oversized bodies are refused early;
// garbage in paths, query strings and cookies is refused too. Seed and run count: FC_SEED, FC_RUNS.
// Every registered contract's own schemas drive more: garbage in each of its path parameters, each body
// field of the wrong type, garbage in each query parameter.
import { signStillRight, stillRightKey } from '#server/modules/freshness/still-right-token.ts';
import net from 'node:net';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { lostModeSchema } from '#shared/schemas/lost-mode.ts';
import { TAG_PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { eq } from 'drizzle-orm';
import { contactShareSchema } from '#shared/schemas/responder-share.ts';
import { tagConfigSchema } from '#shared/schemas/tag.ts';
import { scanEvents, tags } from '#server/db/schema/index.ts';
import { canonicalTimeZone } from '#shared/schemas/time-zone.ts';
import { FEATURES_SECTION_DEFAULTS, PAYPAL_SETTINGS_DEFAULTS } from '#shared/content-defaults.ts';

import { createTag } from '#tests/factories/tags.ts';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '#tests/factories/users.ts';
import type { EndpointDefinition, RouteAccess } from '#shared/endpoints/endpoint.ts';
import { declaredRoutes, routeKey } from './route-roles.ts';
import { fillPath, objectSchema, paramNames, refuses, wrongTypeFor } from './support/contract-inputs.ts';
import { databaseDigest } from './support/db-dump.ts';
import {
  hostileRawBody,
  hostileText,
  hostileValue,
  hugeText,
  pathsOf,
  pollutedJson,
  RUNS,
  SEED,
  unstorableText,
  withValueAt,
} from './support/hostile-values.ts';
import { orderSignature } from '#server/modules/orders/order-link.ts';
import { insertOrder } from './support/order-world.ts';
import { createSecurityApp, send, type RawRequest, type SecurityApp } from './support/security-app.ts';
import { buildWorld, newUploadUrl, PNG_1X1, sessionCookies, type World } from './support/world.ts';
import { en, translate } from '#tests/helpers/messages.ts';

const BODY_LIMIT = 1024 * 1024;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: SecurityApp;
let w: World;
/** Session cookies by role, made once (no endpoint below ends the caller's own session). */
let cookiesFor: Record<'public' | 'verified' | 'admin', Record<string, string>>;
/** Parents of their own for the account calls (issue 17), made once. */
let accountCookies: Record<'password' | 'deletion', Record<string, string>>;
/** A paid order of the order steps' own (issue 32). */
let hostileOrderId: string;

type Endpoint = {
  method: string;
  route: string;
  url: () => string;
  /** A body the endpoint accepts: hostile bodies are built from it. */
  valid: () => unknown;
  headers?: () => Record<string, string>;
  /** The caller's cookies when not the role's shared ones (a call that would end them). */
  cookies?: () => Record<string, string>;
  /** After a 2xx: what was stored reads back exactly as the schema produced it. */
  readBack?: (body: unknown, res: LightMyRequestResponse) => Promise<void>;
};

const tagConfig = () => ({
  childName: 'Hostile Child',
  childAge: 6,
  fields: [
    { title: 'Allergies', content: 'Penicillin' },
    { title: 'Emergency Contact', content: '+44 20 7946 0958' },
  ],
});

async function expectStoredTag(tagId: string, body: unknown) {
  const expected = tagConfigSchema.parse(body);
  const res = await send(t, { method: 'GET', url: `/api/tags/${tagId}`, cookies: cookiesFor.verified });
  expect(res.statusCode).toBe(200);
  const stored = res.json() as { childName: string; childAge: number; fields: unknown[] };
  expect({ childName: stored.childName, childAge: stored.childAge, fields: stored.fields }).toEqual(expected);
}

/** A valid "Still right" token for parent A's bracelet, as the reminder mail carries. */
const stillRightToken = () =>
  signStillRight(stillRightKey(t.config.sessionSecret), w.parentA.bracelet.id, t.clock.now());

/** A registration both readings (/api/auth/register, /api/register) accept. */
const validRegistration = () => ({
  email: uniqueEmail('hostile'),
  password: DEFAULT_PASSWORD,
  firstName: 'A',
  lastName: 'B',
  timeZone: 'Europe/Rome',
});

/** The call-backs stored on parent B's card, as the contact routes' read-back compares them. */
const callBacksOfCard = () =>
  t.db
    .select({
      name: scanEvents.contactName,
      phone: scanEvents.contactPhone,
      message: scanEvents.contactMessage,
    })
    .from(scanEvents)
    .where(eq(scanEvents.tagId, w.parentB.card.id));

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    route: '/api/auth/register',
    url: () => '/api/auth/register',
    valid: validRegistration,
  },
  {
    method: 'POST',
    route: '/api/register',
    url: () => '/api/register',
    valid: validRegistration,
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    url: () => '/api/auth/login',
    valid: () => ({ email: w.loginUser.email, password: w.loginUser.password, timeZone: 'Europe/Rome' }),
  },
  { method: 'POST', route: '/api/auth/logout', url: () => '/api/auth/logout', valid: () => ({}) },
  { method: 'PUT', route: '/api/language', url: () => '/api/language', valid: () => ({ language: 'de' }) },
  {
    method: 'POST',
    route: '/api/auth/verify-email',
    url: () => '/api/auth/verify-email',
    valid: () => ({ email: w.unverified.email, verificationCode: '123456' }),
  },
  {
    method: 'POST',
    route: '/api/verify-email',
    url: () => '/api/verify-email',
    valid: () => ({ email: w.unverified.email, code: '123456' }),
  },
  {
    method: 'POST',
    route: '/api/auth/resend-verification',
    url: () => '/api/auth/resend-verification',
    valid: () => ({ email: uniqueEmail('resend') }),
  },
  // Password reset (issue 29): an address with no account; a well-formed token no link has.
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    url: () => '/api/auth/forgot-password',
    valid: () => ({ email: uniqueEmail('forgot'), next: '/activate-bracelet/AB-12' }),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    url: () => '/api/auth/reset-password',
    valid: () => ({ token: 'A'.repeat(43), password: DEFAULT_PASSWORD }),
  },
  // The parent's own account (issue 17): a parent of their own for each, as a success changes the
  // password (to the same one) and a deletion would end the caller.
  {
    method: 'POST',
    route: '/api/account/password',
    url: () => '/api/account/password',
    valid: () => ({ currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD }),
    cookies: () => accountCookies.password,
  },
  {
    method: 'DELETE',
    route: '/api/account',
    url: () => '/api/account',
    // A wrong password: a body that goes through parsing and the password check, yet never deletes
    // (the pollution test sends the body unchanged too); the deletion itself is the API test's.
    valid: () => ({ password: 'not-the-password' }),
    cookies: () => accountCookies.deletion,
  },
  {
    method: 'POST',
    route: '/api/tags/activate',
    url: () => '/api/tags/activate',
    valid: () => ({ uniqueCode: 'NOPE2345' }),
  },
  {
    method: 'POST',
    route: '/api/tags',
    url: () => '/api/tags',
    valid: tagConfig,
    readBack: async (body, res) => expectStoredTag((res.json() as { id: string }).id, body),
  },
  {
    method: 'PUT',
    route: '/api/tags/:tagId/config',
    url: () => `/api/tags/${w.parentA.bracelet.id}/config`,
    valid: tagConfig,
    readBack: async (body) => expectStoredTag(w.parentA.bracelet.id, body),
  },
  { method: 'DELETE', route: '/api/tags/:tagId', url: () => `/api/tags/${UNKNOWN_ID}`, valid: () => ({}) },
  {
    method: 'PUT',
    route: '/api/tags/:tagId/lost',
    url: () => `/api/tags/${w.parentA.bracelet.id}/lost`,
    valid: () => ({ message: "I'm lost. Please call my dad", phone: '+39 333 000 0000', hours: 24 }),
    readBack: async (body) => {
      const expected = lostModeSchema.parse(body);
      const res = await send(t, {
        method: 'GET',
        url: `/api/tags/${w.parentA.bracelet.id}`,
        cookies: cookiesFor.verified,
      });
      expect(res.json().lost).toMatchObject({ message: expected.message, phone: expected.phone });
    },
  },
  {
    method: 'DELETE',
    route: '/api/tags/:tagId/photo',
    url: () => `/api/tags/${UNKNOWN_ID}/photo`,
    valid: () => ({}),
  },
  {
    method: 'DELETE',
    route: '/api/tags/:tagId/lost',
    url: () => `/api/tags/${UNKNOWN_ID}/lost`,
    valid: () => ({}),
  },
  {
    method: 'POST',
    route: '/api/tags/:tagId/test-alert',
    url: () => `/api/tags/${UNKNOWN_ID}/test-alert`,
    valid: () => ({}),
  },
  {
    method: 'POST',
    route: '/api/tags/:tagId/deactivate',
    url: () => `/api/tags/${UNKNOWN_ID}/deactivate`,
    valid: () => ({}),
  },
  {
    method: 'POST',
    route: '/api/tags/:tagId/move',
    url: () => `/api/tags/${UNKNOWN_ID}/move`,
    valid: () => ({ uniqueCode: 'ABCD2345EFGH' }),
  },
  {
    method: 'PUT',
    route: '/api/tags/:tagId/alerts',
    url: () => `/api/tags/${w.parentA.bracelet.id}/alerts`,
    valid: () => ({ enabled: false }),
    readBack: async (body) => {
      const res = await send(t, { method: 'GET', url: '/api/tags', cookies: cookiesFor.verified });
      const tag = (res.json() as Array<{ id: string; alertsEnabled: boolean }>).find(
        (item) => item.id === w.parentA.bracelet.id,
      );
      expect(tag?.alertsEnabled).toBe((body as { enabled: boolean }).enabled);
    },
  },
  {
    method: 'POST',
    route: '/api/tags/:tagId/pin',
    url: () => `/api/tags/${UNKNOWN_ID}/pin`,
    valid: () => ({}),
  },
  // Co-guardians (issue 34): an unknown tag answers 404 once the body is accepted, so nothing is mailed.
  {
    method: 'POST',
    route: '/api/tags/:tagId/invitations',
    url: () => `/api/tags/${UNKNOWN_ID}/invitations`,
    valid: () => ({ email: 'invitee@example.test' }),
  },
  {
    method: 'DELETE',
    route: '/api/tags/:tagId/invitations/:invitationId',
    url: () => `/api/tags/${UNKNOWN_ID}/invitations/${UNKNOWN_ID}`,
    valid: () => ({}),
  },
  {
    method: 'DELETE',
    route: '/api/tags/:tagId/guardians/:userId',
    url: () => `/api/tags/${UNKNOWN_ID}/guardians/${UNKNOWN_ID}`,
    valid: () => ({}),
  },
  {
    method: 'POST',
    route: '/api/tags/:tagId/owner',
    url: () => `/api/tags/${UNKNOWN_ID}/owner`,
    valid: () => ({ userId: UNKNOWN_ID }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:token/accept',
    url: () => `/api/invitations/${'A'.repeat(43)}/accept`,
    valid: () => ({}),
  },
  {
    method: 'POST',
    route: '/api/tag/:uniqueCode/unlock',
    url: () => `/api/tag/${w.parentB.card.uniqueCode}/unlock`,
    valid: () => ({ pin: '000000' }),
  },
  {
    method: 'POST',
    route: '/api/tag/:uniqueCode/location',
    url: () => `/api/tag/${w.parentB.card.uniqueCode}/location`,
    valid: () => ({ latitude: 51.5072, longitude: -0.1276, accuracy: 15 }),
  },
  {
    method: 'POST',
    route: '/api/tag/:uniqueCode/contact',
    url: () => `/api/tag/${w.parentB.card.uniqueCode}/contact`,
    valid: () => ({ name: 'Hostile Responder', phone: '+44 20 7946 0958', message: 'At the station' }),
    readBack: async (body) => {
      const { name, phone, message } = contactShareSchema.parse(body);
      expect(await callBacksOfCard()).toContainEqual({ name, phone, message });
    },
  },
  // The page's own forms (issue 35): browsers post them url-encoded (their own tests below); a JSON
  // body of strings is read the same way, anything else is the contract's 400.
  {
    method: 'POST',
    route: '/tag/:uniqueCode/unlock',
    url: () => `/tag/${w.parentB.card.uniqueCode}/unlock`,
    valid: () => ({ pin: '000000', lang: 'it' }),
  },
  {
    method: 'POST',
    route: '/tag/:uniqueCode/contact',
    url: () => `/tag/${w.parentB.card.uniqueCode}/contact`,
    valid: () => ({ name: 'Hostile Form', phone: '+44 20 7946 0958', message: 'At the gate', lang: 'de' }),
    readBack: async (body) => {
      const fields = body as Record<string, string>;
      const { name, phone, message } = contactShareSchema.parse({
        name: fields.name ?? '',
        phone: fields.phone ?? '',
        message: fields.message ?? '',
      });
      expect(await callBacksOfCard()).toContainEqual({ name, phone, message });
    },
  },
  {
    method: 'POST',
    route: '/api/admin/login',
    url: () => '/api/admin/login',
    valid: () => ({ username: w.admin.username, password: w.admin.password }),
  },
  { method: 'POST', route: '/api/admin/logout', url: () => '/api/admin/logout', valid: () => ({}) },
  { method: 'POST', route: '/api/admin/tags', url: () => '/api/admin/tags', valid: () => ({ count: 1 }) },
  // The "Still right" form (issue 34 part 3) posts no fields: any body is ignored, the token decides.
  {
    method: 'POST',
    route: '/still-right/:token',
    url: () => `/still-right/${stillRightToken()}`,
    valid: () => ({}),
  },
  {
    method: 'PUT',
    route: '/api/content',
    url: () => '/api/content',
    valid: () => ({ section: 'hero_title', content: 'SafeKid Tag' }),
    readBack: async (body) => {
      const { section, content } = body as { section: string; content: string };
      const res = await send(t, { method: 'GET', url: `/api/content/${section.trim()}` });
      expect(res.json()).toEqual({ section: section.trim(), content });
    },
  },
  {
    method: 'POST',
    route: '/api/admin/content',
    url: () => '/api/admin/content',
    valid: () => [
      { section: 'hero_subtitle', content: 'NFC emergency bracelet' },
      { section: 'hero_description', content: 'Keep your loved ones always protected' },
    ],
  },
  {
    method: 'PUT',
    route: '/api/admin/landing-translations/:language',
    url: () => '/api/admin/landing-translations/it',
    valid: () => ({ texts: { heroTitle: 'Braccialetto SafeKid', heroSubtitle: 'Il braccialetto NFC' } }),
  },
  {
    method: 'POST',
    route: '/api/admin/media',
    url: () => '/api/admin/media',
    valid: () => ({ section: 'hero_logo', imageUrl: w.storedFile, title: 'Logo', description: 'The logo' }),
  },
  {
    method: 'POST',
    route: '/api/admin/paypal-settings',
    url: () => '/api/admin/paypal-settings',
    valid: () => ({ ...PAYPAL_SETTINGS_DEFAULTS }),
  },
  {
    method: 'POST',
    route: '/api/admin/how-it-works',
    url: () => '/api/admin/how-it-works',
    valid: () => ({ mainTitle: 'How It Works', subtitle: 'Three steps' }),
  },
  {
    method: 'POST',
    route: '/api/admin/how-it-works/step',
    url: () => '/api/admin/how-it-works/step',
    valid: () => ({ stepNumber: 2, icon: 'Edit', title: 'Activate', subtitle: 'Online' }),
  },
  {
    method: 'POST',
    route: '/api/admin/video-section',
    url: () => '/api/admin/video-section',
    valid: () => ({ mainTitle: 'See it', subTitle: 'Watch', thirdTitle: 'Tap', videoUrl: null }),
  },
  {
    method: 'POST',
    route: '/api/admin/features-section',
    url: () => '/api/admin/features-section',
    valid: () => ({ ...FEATURES_SECTION_DEFAULTS }),
  },
  {
    method: 'POST',
    route: '/api/admin/ratings-section',
    url: () => '/api/admin/ratings-section',
    valid: () => ({ quote: 'Great', signature: 'A parent', subSignature: 'London' }),
  },
  {
    method: 'POST',
    route: '/api/admin/upload-url',
    url: () => '/api/admin/upload-url',
    valid: () => ({ fileName: 'photo.png', contentType: 'image/png', size: 1000 }),
  },
  {
    method: 'POST',
    route: '/api/paypal/order',
    url: () => '/api/paypal/order',
    valid: () => ({ quantity: 2, amount: '59.98', currency: 'EUR', intent: 'CAPTURE' }),
  },
  {
    method: 'POST',
    route: '/api/paypal/order/:orderId/capture',
    url: () => '/api/paypal/order/5O190127TN364715T/capture',
    valid: () => ({}),
  },
  {
    method: 'POST',
    route: '/api/paypal/webhook',
    url: () => '/api/paypal/webhook',
    valid: () => ({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'X' } }),
  },
  // An order's life (issue 32), on a paid order of their own with no buyer e-mail and no PayPal
  // capture: the steps run their checks on hostile input and refuse (nothing ships, refunds or mails).
  {
    method: 'POST',
    route: '/api/admin/orders/:id/pack',
    url: () => `/api/admin/orders/${hostileOrderId}/pack`,
    valid: () => ({ codes: ['ZZZZ2345ZZZZ'] }),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/unpack',
    url: () => `/api/admin/orders/${hostileOrderId}/unpack`,
    valid: () => ({}),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/ship',
    url: () => `/api/admin/orders/${hostileOrderId}/ship`,
    valid: () => ({ carrier: 'OTHER', carrierName: 'Courier', trackingNumber: 'AB 123-456' }),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/refund',
    url: () => `/api/admin/orders/${hostileOrderId}/refund`,
    valid: () => ({ amount: '1.50', reason: 'Damaged', attempt: crypto.randomUUID() }),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/return-to-stock',
    url: () => `/api/admin/orders/${hostileOrderId}/return-to-stock`,
    valid: () => ({ codes: ['ZZZZ2345ZZZZ'] }),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/cancel',
    url: () => `/api/admin/orders/${hostileOrderId}/cancel`,
    valid: () => ({}),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/resend-confirmation',
    url: () => `/api/admin/orders/${hostileOrderId}/resend-confirmation`,
    valid: () => ({}),
  },
];

/** The role each route declares (its contract's), read once the app is built. */
let roles: Map<string, RouteAccess>;

/** The shared cookies of a caller the role lets through (a verified parent is a signed-in user too). */
function cookiesForRole(access: RouteAccess | undefined): Record<string, string> {
  if (access === 'verified' || access === 'user') return cookiesFor.verified;
  if (access === 'admin') return cookiesFor.admin;
  return cookiesFor.public;
}

function cookiesOf(endpoint: Pick<Endpoint, 'method' | 'route' | 'cookies'>): Record<string, string> {
  if (endpoint.cookies) return endpoint.cookies();
  return cookiesForRole(roles.get(routeKey(endpoint.method, endpoint.route)));
}

/** Sends one request and holds the answer to the rules: no 5xx; a refusal writes nothing (and is JSON {message} under /api/). */
/** Routes whose body is raw bytes, not JSON: each has its own test below. */
const RAW_BODY_ROUTES = ['PUT /api/uploads/:ticket', 'PUT /api/tags/:tagId/photo'];

async function expectSafe(request: RawRequest): Promise<LightMyRequestResponse> {
  const before = await databaseDigest(t.db);
  const res = await send(t, request);
  const shown = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, shown).toBeLessThan(500);
  if (res.statusCode >= 400) {
    if (request.url.startsWith('/api/')) {
      expect(typeof (res.json() as { message?: unknown }).message, shown).toBe('string');
    }
    expect(await databaseDigest(t.db), `${shown}: a refused request wrote`).toEqual(before);
  }
  return res;
}

/** Runs a property with the fixed seed; fast-check reports the seed and path of a failure. */
async function check<T>(arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, runs = RUNS) {
  await fc.assert(fc.asyncProperty(arbitrary, predicate), { seed: SEED, numRuns: runs });
}

describe('hostile input', () => {
  beforeAll(async () => {
    t = await createSecurityApp();
    w = await buildWorld(t);
    roles = new Map(declaredRoutes(t.app.routeInventory).map((r) => [routeKey(r.method, r.path), r.access]));
    cookiesFor = {
      public: {},
      verified: await sessionCookies(t, 'user', w.parentA.user.id),
      admin: await sessionCookies(t, 'admin', w.admin.id),
    };
    accountCookies = {
      password: await sessionCookies(t, 'user', (await createUser(t)).id),
      deletion: await sessionCookies(t, 'user', (await createUser(t)).id),
    };
    hostileOrderId = (await insertOrder(t)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers every route that takes a body (the signed upload URL and the photo have their own tests)', () => {
    const withBody = t.app.routeInventory
      .filter((r) => !['GET', 'HEAD'].includes(r.method))
      .map((r) => routeKey(r.method, r.url))
      .filter((key) => !RAW_BODY_ROUTES.includes(key));
    expect(ENDPOINTS.map((e) => routeKey(e.method, e.route)).sort()).toEqual(withBody.sort());
  });

  it('a forged, malformed or oversized "Still right" token answers 403, never 5xx, and writes nothing', async () => {
    const tagId = w.parentA.bracelet.id;
    const checkedAt = async () =>
      (await t.db.select({ checkedAt: tags.checkedAt }).from(tags).where(eq(tags.id, tagId)))[0]!.checkedAt;
    const before = await checkedAt();
    const [payload] = stillRightToken().split('.');
    const forged = Buffer.from(`${tagId}.1.99999999999999`).toString('base64url');
    const garbage = [
      'x',
      'a.b.c',
      `${payload}.`,
      `${payload}.${'A'.repeat(43)}`,
      `${forged}.${'A'.repeat(43)}`,
      `${payload}.${'A'.repeat(5000)}`,
      encodeURIComponent('%00\u0000<script>'),
      encodeURIComponent('ü.ü.ü'),
    ];
    for (const token of garbage) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await send(t, { method, url: `/still-right/${token}` });
        expect([403, 404, 414, 429], `${method} ${token.slice(0, 40)}`).toContain(res.statusCode);
      }
    }
    expect(await checkedAt()).toEqual(before);
  });

  describe.each(ENDPOINTS)('$method $route', (endpoint) => {
    const request = (body: unknown, raw = false): RawRequest => ({
      method: endpoint.method,
      url: endpoint.url(),
      body: raw ? body : (JSON.stringify(body) ?? ''),
      cookies: cookiesOf(endpoint),
      headers: endpoint.headers?.(),
    });

    it('a hostile value anywhere in a valid body: never 5xx, a refusal writes nothing', async () => {
      const valid = endpoint.valid();
      const cases = fc.tuple(
        fc.constantFrom(...pathsOf(valid)),
        fc.oneof(hostileValue, fc.constant(undefined)),
      );
      await check(cases, async ([path, value]) => {
        const body = withValueAt(endpoint.valid(), path, value);
        const res = await expectSafe(request(body));
        if (res.statusCode < 300) await endpoint.readBack?.(body, res);
      });
    });

    it('broken JSON, deep nesting, wrong content types: never 5xx, nothing written', async () => {
      const contentType = fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
      );
      await check(fc.tuple(hostileRawBody, contentType), async ([body, type]) => {
        await expectSafe({ ...request(body, true), contentType: type });
      });
    });

    it('prototype-pollution keys: __proto__ and constructor.prototype are refused, nothing is polluted', async () => {
      await check(pollutedJson(endpoint.valid()), async ({ json, poisoned }) => {
        const res = await expectSafe(request(json, true));
        if (poisoned) expect(res.statusCode, res.body).toBe(400);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });
    });

    it(`a body over the ${BODY_LIMIT / 1024} KB limit is refused with 413 (401 first for a wrong caller)`, async () => {
      const huge = JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT) });
      const res = await expectSafe(request(huge, true));
      expect(res.statusCode).toBe(413);
      // The public page's forms answer a page a browser shows; the API its JSON message.
      if (endpoint.route.startsWith('/api/')) {
        expect(res.json()).toEqual({ message: en('errors.bodyTooLarge') });
      } else expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      if (cookiesOf(endpoint) !== cookiesFor.public) {
        const anonymous = await expectSafe({ ...request(huge, true), cookies: {} });
        expect(anonymous.statusCode).toBe(401);
      }
    });
  });

  describe('lists: one bad item among good ones saves nothing', () => {
    const textItem = (i: number) => ({ section: `hero_trust_${(i % 3) + 1}_text`, content: `Text ${i}` });
    const fieldItem = (i: number) => ({ title: `Title ${i}`, content: `Content ${i}` });
    const lists = [
      { method: 'POST', route: '/api/admin/content', body: (items: unknown[]) => items, item: textItem },
      {
        method: 'POST',
        route: '/api/tags',
        body: (fields: unknown[]) => ({ ...tagConfig(), fields }),
        item: fieldItem,
      },
      {
        method: 'PUT',
        route: '/api/tags/:tagId/config',
        body: (fields: unknown[]) => ({ ...tagConfig(), fields }),
        item: fieldItem,
      },
      {
        method: 'POST',
        route: '/api/tags/activate',
        body: (fields: unknown[]) => ({ ...tagConfig(), physicalId: w.stock.physicalId, fields }),
        item: fieldItem,
      },
    ];

    it.each(lists)('$method $route', async ({ method, route, body, item }) => {
      const endpoint = ENDPOINTS.find((e) => e.method === method && e.route === route)!;
      const cases = fc.record({
        count: fc.integer({ min: 1, max: 9 }),
        at: fc.nat(),
        key: fc.constantFrom('section', 'content', 'title'),
        text: unstorableText,
      });
      await check(cases, async ({ count, at, key, text }) => {
        const items: Array<Record<string, unknown>> = Array.from({ length: count }, (_, i) => item(i));
        const bad = items[at % count]!;
        bad[key in bad ? key : 'content'] = text;
        const res = await expectSafe({
          method,
          url: endpoint.url(),
          body: body(items),
          cookies: cookiesOf(endpoint),
        });
        expect(res.statusCode, res.body).toBe(400);
      });
    });
  });

  describe("POST /api/tags' bracelet code (issue 29)", () => {
    /** A parent of their own: their wrong codes count against activation's limits, not parent A's. */
    let cookies: Record<string, string>;
    beforeAll(async () => {
      cookies = await sessionCookies(t, 'user', (await createUser(t)).id);
    });
    const misreadCode = fc.string({ unit: fc.constantFrom(...'0OoIiLl1-: \t'), maxLength: 16 });
    const oddCode = fc.oneof(
      hostileValue,
      hugeText,
      misreadCode,
      fc.constantFrom(null, 0, 1234, true, [], {}, ['ABCD2345'], { uniqueCode: 'ABCD2345' }, 'ABC', ' '),
    );

    it('odd codes, huge strings and wrong types: never 5xx, a refusal writes nothing, only a blank code saves', async () => {
      await check(oddCode, async (uniqueCode) => {
        const body = JSON.stringify({ ...tagConfig(), uniqueCode });
        const res = await expectSafe({ method: 'POST', url: '/api/tags', body, cookies });
        const blank =
          uniqueCode === undefined || (typeof uniqueCode === 'string' && uniqueCode.trim() === '');
        const shown = `${JSON.stringify(uniqueCode)?.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`;
        // A blank code is a card-only profile; anything else is refused (400), unknown (404) or, after
        // ten unknown ones, refused by activation's limit (429).
        if (blank) expect(res.statusCode, shown).toBe(201);
        else expect([400, 404, 429], shown).toContain(res.statusCode);
      });
    });
  });

  describe("the public page's forms, url-encoded (issue 35)", () => {
    const FORM = 'application/x-www-form-urlencoded';
    const FORM_BODY_LIMIT = 32 * 1024;
    /** Parent B's tag of its own here: the loops above spend the card's wrong PINs. */
    let tag: Awaited<ReturnType<typeof createTag>>;
    beforeAll(async () => {
      tag = await createTag(t, {
        userId: w.parentB.user.id,
        childName: 'Form Child',
        pin: '48291307',
        fields: [{ title: 'Home Address', content: 'Via Segreta 7', visibility: 'protected' }],
      });
    });
    const unlockUrl = () => `/tag/${tag.uniqueCode}/unlock`;
    const contactUrl = () => `/tag/${tag.uniqueCode}/contact`;
    const contactsOfCard = async () =>
      (
        await t.db
          .select({ name: scanEvents.contactName, phone: scanEvents.contactPhone })
          .from(scanEvents)
          .where(eq(scanEvents.tagId, tag.id))
      ).filter((row) => row.name !== null);
    /** A form value as a browser encodes it; raw escapes and lone surrogates as they are. */
    const encoded = (value: string) => {
      if (value.includes('%')) return value;
      try {
        return encodeURIComponent(value);
      } catch {
        return '%ED%A0%80';
      }
    };
    /** A raw url-encoded body: never 5xx; a refusal writes nothing (expectSafe). */
    const postForm = (url: string, body: string) =>
      expectSafe({ method: 'POST', url, body, contentType: FORM });

    /** A refusal a responder's browser can show: the page, its form saying what went wrong. */
    const expectPageSaying = (res: LightMyRequestResponse, text: string, shown: string) => {
      expect(res.headers['content-type'], shown).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], shown).toBe('no-store');
      expect(res.body, shown).toContain(text);
    };

    it("a JSON body with a value that is no string is the contract's 400 as the page, never 5xx, nothing written", async () => {
      const notText = [12345678, null, true, ['00000000'], { pin: '00000000' }];
      for (const value of notText) {
        const shown = JSON.stringify(value);
        const unlock = await expectSafe({ method: 'POST', url: unlockUrl(), body: { pin: value } });
        expect(unlock.statusCode, shown).toBe(400);
        expectPageSaying(unlock, en('responder.protectedFields.pinDigits'), shown);
        const contact = await expectSafe({
          method: 'POST',
          url: contactUrl(),
          body: { name: 'Hostile', phone: '+44 20 7946 0958', lang: value },
        });
        expect(contact.statusCode, shown).toBe(400);
        expectPageSaying(contact, en('responder.phoneNumber.failed'), shown);
      }
    });

    it('huge fields, NUL bytes and broken escapes answer the page 400, never 5xx, nothing written', async () => {
      const huge = 'x'.repeat(FORM_BODY_LIMIT - 100);
      const phone = encodeURIComponent('+44 20 7946 0958');
      const cases: Array<[string, string]> = [
        [unlockUrl(), `pin=${huge}`],
        [unlockUrl(), 'pin=%00%00%00%00%00%00%00%00'],
        [unlockUrl(), 'pin=1234%00678'],
        [unlockUrl(), 'pin=%'],
        [unlockUrl(), 'pin=%zz%E0%A4%A'],
        [unlockUrl(), 'pin=%ED%A0%80%ED%A0%80%ED%A0%80'],
        [unlockUrl(), 'pin&pin=&=&&&'],
        [unlockUrl(), ''],
        [contactUrl(), `name=${huge}&phone=${phone}`],
        [contactUrl(), `name=Hostile&phone=${phone}&message=${huge.slice(0, 600)}`],
        [contactUrl(), `name=Hos%00tile&phone=${phone}`],
        [contactUrl(), `name=Hostile&phone=${phone}&message=a%00b`],
        [contactUrl(), 'name=%&phone=%zz%E0%A4%A'],
        [contactUrl(), `name=%ED%A0%80&phone=%ED%A0%80`],
        [contactUrl(), ''],
      ];
      const before = await contactsOfCard();
      for (const [url, body] of cases) {
        const res = await postForm(url, body);
        expect(res.statusCode, `${url} ${body.slice(0, 60)}`).toBe(400);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      }
      expect(await contactsOfCard()).toEqual(before);
    });

    it('a key given twice counts once, the last; prototype keys pollute nothing', async () => {
      const { pin } = tag;
      expect((await postForm(unlockUrl(), `pin=00000000&pin=${pin}`)).statusCode).toBe(200);
      expect((await postForm(unlockUrl(), `pin=${pin}&pin=00000000`)).statusCode).toBe(403);
      const polluted = await postForm(
        unlockUrl(),
        `__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__=x&pin=${pin}&lang=__proto__`,
      );
      expect(polluted.statusCode).toBe(200);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const phone = encodeURIComponent('+44 20 7946 0958');
      const res = await postForm(contactUrl(), `name=First&name=Second&phone=${phone}&lang=it&lang=de`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe('de');
      expect(await contactsOfCard()).toContainEqual({ name: 'Second', phone: '+44 20 7946 0958' });
      expect(await contactsOfCard()).not.toContainEqual(expect.objectContaining({ name: 'First' }));
    });

    it(`a body over the forms' ${FORM_BODY_LIMIT / 1024} KB is refused with 413 as the page in the reader's language, nothing written`, async () => {
      const before = await contactsOfCard();
      const de = translate('de');
      const body = `name=Hostile&phone=112&pin=00000000&message=${'m'.repeat(FORM_BODY_LIMIT)}`;
      const says: Array<[string, string]> = [
        [unlockUrl(), de('responder.protectedFields.pinDigits')],
        [contactUrl(), de('responder.phoneNumber.failed')],
      ];
      for (const [url, text] of says) {
        const res = await expectSafe({
          method: 'POST',
          url,
          body,
          contentType: FORM,
          headers: { 'accept-language': 'de-DE,de;q=0.9' },
        });
        expect(res.statusCode, url).toBe(413);
        expect(res.headers['content-language'], url).toBe('de');
        expectPageSaying(res, text, url);
      }
      expect(await contactsOfCard()).toEqual(before);
    });

    it('a body that is no form (text, XML) is refused as the page, never JSON', async () => {
      for (const url of [unlockUrl(), contactUrl()]) {
        for (const contentType of ['text/plain', 'application/xml']) {
          const res = await expectSafe({ method: 'POST', url, body: 'pin=00000000', contentType });
          expect([400, 415], `${url} ${contentType}`).toContain(res.statusCode);
          expect(res.headers['content-type'], `${url} ${contentType}`).toBe('text/html; charset=utf-8');
        }
      }
    });

    it('random url-encoded bodies never answer 5xx and a refusal writes nothing', async () => {
      const field = fc.constantFrom('pin', 'name', 'phone', 'message', 'lang', '__proto__', '');
      const value = fc.oneof(hostileText, fc.constantFrom('%', '%00', '%ED%A0%80', '+', '&', '='));
      const body = fc
        .array(fc.tuple(field, value), { maxLength: 6 })
        .map((pairs) => pairs.map(([k, v]) => `${k}=${encoded(v)}`).join('&'));
      await check(fc.tuple(fc.constantFrom(unlockUrl(), contactUrl()), body), async ([url, raw]) => {
        const res = await postForm(url, raw);
        expect([200, 400, 403, 429], `${url} ${raw.slice(0, 80)} → ${res.statusCode}`).toContain(
          res.statusCode,
        );
      });
    });
  });

  describe("SPEC's messages", () => {
    const expectMessage = async (endpoint: Endpoint, body: unknown, message: string, field: string) => {
      const res = await expectSafe({
        method: endpoint.method,
        url: endpoint.url(),
        body,
        cookies: cookiesOf(endpoint),
      });
      expect(res.statusCode, res.body).toBe(400);
      const answer = res.json() as { message: string; errors: Record<string, string[]> };
      expect(answer.message).toBe(message);
      expect(answer.errors[field]).toContain(message);
    };
    const byRoute = (method: string, route: string) =>
      ENDPOINTS.find((e) => e.method === method && e.route === route)!;
    const tagWrites = [byRoute('POST', '/api/tags'), byRoute('PUT', '/api/tags/:tagId/config')];
    const wizard = byRoute('POST', '/api/tags/activate');
    const wizardBody = () => ({ ...tagConfig(), physicalId: w.stock.physicalId! });
    const field = fc.record({ title: fc.constantFrom('Allergies', 'Blood Type'), content: fc.constant('x') });
    const blank = fc.constantFrom('', ' ', '\t', '\n  ', '\u00a0', '\u3000');

    it("'Maximum 10 fields allowed' for 11 fields or more (form and wizard)", async () => {
      await check(fc.array(field, { minLength: 11, maxLength: 60 }), async (fields) => {
        for (const endpoint of tagWrites) {
          await expectMessage(endpoint, { ...tagConfig(), fields }, en('validation.fieldsMax'), 'fields');
        }
        await expectMessage(wizard, { ...wizardBody(), fields }, en('validation.fieldsMax'), 'fields');
      });
    });

    it("'Age must be at least 1' and 'Age must be 18 or less' for whole numbers out of range", async () => {
      const low = fc
        .integer({ min: -1_000_000_000, max: 0 })
        .map((age) => [age, en('validation.ageMin')] as const);
      const high = fc
        .integer({ min: 19, max: 1_000_000_000 })
        .map((age) => [age, en('validation.ageMax')] as const);
      await check(fc.oneof(low, high), async ([childAge, message]) => {
        for (const endpoint of tagWrites) {
          await expectMessage(endpoint, { ...tagConfig(), childAge }, message, 'childAge');
        }
        await expectMessage(wizard, { ...wizardBody(), childAge }, message, 'childAge');
      });
    });

    it('a consent other than true is refused by name and records nothing (issue 17)', async () => {
      const notTrue = fc.anything().filter((value) => value !== true && value !== undefined);
      await check(notTrue, async (consent) => {
        for (const endpoint of tagWrites) {
          await expectMessage(
            endpoint,
            { ...tagConfig(), consent },
            en('validation.consentTrueOnly'),
            'consent',
          );
        }
        await expectMessage(
          wizard,
          { ...wizardBody(), consent },
          en('validation.consentTrueOnly'),
          'consent',
        );
      });
    });

    it("'Field title is required', 'Field content is required', 'Child name is required' for blank text", async () => {
      await check(
        blank,
        async (text) => {
          const [form] = tagWrites;
          const fields = (patch: object) => [{ ...tagConfig().fields[0]!, ...patch }];
          await expectMessage(
            form!,
            { ...tagConfig(), fields: fields({ title: text }) },
            en('validation.fieldTitleRequired'),
            'fields.0.title',
          );
          await expectMessage(
            form!,
            { ...tagConfig(), fields: fields({ content: text }) },
            en('validation.fieldContentRequired'),
            'fields.0.content',
          );
          await expectMessage(
            form!,
            { ...tagConfig(), childName: text },
            en('validation.childNameRequired'),
            'childName',
          );
          await expectMessage(
            wizard,
            { ...wizardBody(), childName: text },
            en('validation.wizardChildNameRequired'),
            'childName',
          );
        },
        6,
      );
    });

    it('text the database cannot keep as sent (NUL, a lone surrogate) names its field, never altered', async () => {
      const [form] = tagWrites;
      await check(
        unstorableText,
        async (text) => {
          const cases: Array<[Endpoint, unknown, string]> = [
            [form!, { ...tagConfig(), childName: text }, 'childName'],
            [form!, { ...tagConfig(), fields: [{ title: 'Notes', content: text }] }, 'fields.0.content'],
            [byRoute('PUT', '/api/content'), { section: 'hero_title', content: text }, 'content'],
            [
              byRoute('POST', '/api/admin/ratings-section'),
              { quote: text, signature: 'a', subSignature: 'b' },
              'quote',
            ],
            [
              byRoute('POST', '/api/auth/register'),
              { ...(byRoute('POST', '/api/auth/register').valid() as object), firstName: text },
              'firstName',
            ],
          ];
          for (const [endpoint, body, field] of cases) {
            await expectMessage(endpoint, body, en('validation.invalidCharacter'), field);
          }
        },
        10,
      );
    });

    it("'Password must be at least 6 characters' on sign-in, registration and admin sign-in", async () => {
      const routes = [
        byRoute('POST', '/api/auth/login'),
        byRoute('POST', '/api/auth/register'),
        byRoute('POST', '/api/register'),
        byRoute('POST', '/api/admin/login'),
        byRoute('POST', '/api/auth/reset-password'),
      ];
      await check(fc.string({ maxLength: 5 }), async (password) => {
        for (const endpoint of routes) {
          const body = { ...(endpoint.valid() as object), password };
          await expectMessage(endpoint, body, en('validation.passwordMin'), 'password');
        }
      });
    });

    it("'Invalid email address' wherever an e-mail is read", async () => {
      const routes = [
        byRoute('POST', '/api/auth/login'),
        byRoute('POST', '/api/auth/register'),
        byRoute('POST', '/api/register'),
        byRoute('POST', '/api/auth/resend-verification'),
        byRoute('POST', '/api/auth/forgot-password'),
        byRoute('POST', '/api/auth/verify-email'),
        byRoute('POST', '/api/verify-email'),
      ];
      const notEmail = fc.oneof(
        hostileText.filter((text) => !text.includes('@')),
        fc.constantFrom('a@', '@b.c', 'a@b', 'a b@c.d', 'a@b..c', `${'x'.repeat(250)}@example.test`),
      );
      await check(notEmail, async (email) => {
        for (const endpoint of routes) {
          const body = { ...(endpoint.valid() as object), email };
          await expectMessage(endpoint, body, en('validation.invalidEmail'), 'email');
        }
      });
    });

    it('a time zone Intl does not know is refused by name on registration and sign-in (issue 16)', async () => {
      const routes = [
        byRoute('POST', '/api/auth/login'),
        byRoute('POST', '/api/auth/register'),
        byRoute('POST', '/api/register'),
      ];
      const notZone = fc.oneof(
        hostileText.filter((text) => canonicalTimeZone(text) === null),
        fc.constantFrom('Mars/Olympus', '+01:00', 'Europe/Rome ', `${'Europe/'.repeat(10)}Rome`),
      );
      await check(notZone, async (timeZone) => {
        for (const endpoint of routes) {
          const body = { ...(endpoint.valid() as object), timeZone };
          await expectMessage(endpoint, body, en('validation.timeZone'), 'timeZone');
        }
      });
    });

    it("'Tag code must be at least 4 characters', 'Verification code must be 6 digits', 'Username is required'", async () => {
      const shortCode = fc.string({
        unit: fc.constantFrom(...'ABCDEFGHJK0123456789'),
        minLength: 1,
        maxLength: 3,
      });
      const badVerificationCode = fc.oneof(
        fc
          .string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 })
          .filter((code) => code.length !== 6),
        fc.string({ minLength: 6, maxLength: 6 }).filter((code) => !/^\d{6}$/.test(code.trim())),
      );
      await check(fc.tuple(shortCode, badVerificationCode, blank), async ([code, verification, username]) => {
        await expectMessage(wizard, { uniqueCode: code }, en('validation.tagCodeMin'), 'uniqueCode');
        await expectMessage(
          byRoute('POST', '/api/auth/verify-email'),
          { email: w.unverified.email, verificationCode: verification },
          en('validation.codeLength'),
          'verificationCode',
        );
        await expectMessage(
          byRoute('POST', '/api/verify-email'),
          { email: w.unverified.email, code: verification },
          en('validation.codeLength'),
          'code',
        );
        await expectMessage(
          byRoute('POST', '/api/admin/login'),
          { username, password: DEFAULT_PASSWORD },
          en('validation.usernameRequired'),
          'username',
        );
      });
    });
  });

  describe('paths, query strings, cookies and the upload URL', () => {
    /** A path segment no client builds: hostile text (encoded), or raw percent-garbage. */
    const segment = fc
      .oneof(
        hostileText.map((text) => {
          try {
            return encodeURIComponent(text);
          } catch {
            return '%ED%A0%80'; // a lone surrogate, as its (invalid) UTF-8 bytes
          }
        }),
        fc.constantFrom('%', '%G1', '%00', '%C0%AF', '%ED%A0%80', '%FF%FE', '%2F', 'a'.repeat(300)),
        fc.uuid(),
      )
      // Empty and dot segments are other addresses: `/api/tags/` is the list, URLs resolve `/x/..`.
      .filter((s) => !/^(|\.|\.\.|%2e|%2e%2e)$/i.test(s));
    type ParamRequest = {
      url: string;
      method?: string;
      cookies?: () => Record<string, string>;
      body?: unknown;
    };
    const paramRoutes: Array<(s: string) => ParamRequest> = [
      (s: string) => ({ url: `/api/tags/${s}`, cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tags/${s}/config`, method: 'PUT', cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tags/${s}`, method: 'DELETE', cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tags/${s}/lost`, method: 'PUT', cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tags/${s}/lost`, method: 'DELETE', cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tags/${s}/photo`, method: 'PUT', cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tags/${s}/photo`, method: 'DELETE', cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tags/${s}/photo`, cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/tag/${w.parentA.bracelet.uniqueCode}/photo/${s}` }),
      (s: string) => ({ url: `/tag/${s}/photo/${s}` }),
      (s: string) => ({ url: `/api/tags/${s}/qr.svg`, cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tags/${s}/qr.png`, cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tags/${s}/card.pdf`, cookies: () => cookiesFor.verified }),
      (s: string) => ({
        url: `/api/tags/${s}/test-alert`,
        method: 'POST',
        cookies: () => cookiesFor.verified,
      }),
      (s: string) => ({
        url: `/api/tags/${s}/deactivate`,
        method: 'POST',
        cookies: () => cookiesFor.verified,
      }),
      (s: string) => ({
        url: `/api/tags/${s}/move`,
        method: 'POST',
        body: { uniqueCode: 'ABCD2345EFGH' },
        cookies: () => cookiesFor.verified,
      }),
      (s: string) => ({ url: `/api/tags/${s}/scans`, cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tags/${s}/alerts`, method: 'PUT', cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/tag/${s}` }),
      (s: string) => ({ url: `/tag/${s}` }),
      (s: string) => ({
        url: `/api/tag/${s}/location`,
        method: 'POST',
        body: { latitude: 1, longitude: 2, accuracy: 3 },
      }),
      (s: string) => ({ url: `/api/tag/${s}/contact`, method: 'POST', body: { name: 'A', phone: '112' } }),
      (s: string) => ({ url: `/api/tag/${s}/unlock`, method: 'POST', body: { pin: '000000' } }),
      (s: string) => ({ url: `/api/tags/${s}/pin`, method: 'POST', cookies: () => cookiesFor.verified }),
      (s: string) => ({ url: `/api/bracelets/${s}` }),
      (s: string) => ({ url: `/activate-bracelet/${s}` }),
      (s: string) => ({ url: `/api/content/${s}` }),
      (s: string) => ({ url: `/api/files/objects/${s}` }),
      (s: string) => ({ url: `/api/files/${s}` }),
      (s: string) => ({ url: `/api/paypal/order/${s}/capture`, method: 'POST' }),
      (s: string) => ({
        url: `/api/admin/orders/${s}/ship`,
        method: 'POST',
        cookies: () => cookiesFor.admin,
      }),
      ...['pack', 'unpack', 'refund', 'return-to-stock', 'cancel', 'resend-confirmation'].map(
        (step) => (s: string) => ({
          url: `/api/admin/orders/${s}/${step}`,
          method: 'POST',
          cookies: () => cookiesFor.admin,
        }),
      ),
      (s: string) => ({ url: `/api/admin/orders/${s}`, cookies: () => cookiesFor.admin }),
      (s: string) => ({ url: `/api/admin/orders/${s}/receipt.pdf`, cookies: () => cookiesFor.admin }),
      (s: string) => ({ url: `/api/uploads/${s}?expires=1&signature=${s}`, method: 'PUT' }),
    ];

    it('garbage path parameters answer 4xx and write nothing', async () => {
      await check(segment, async (s) => {
        for (const route of paramRoutes) {
          const { url, method = 'GET', cookies, body: given } = route(s);
          const body =
            method === 'PUT' && url.includes('/config')
              ? tagConfig()
              : url.endsWith('/alerts')
                ? { enabled: false }
                : given;
          const res = await expectSafe({ method, url, cookies: cookies?.(), body });
          expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        }
      });
    });

    it('garbage typed at /t stays on /t (4xx) or, read as a well-formed code, only redirects to its page', async () => {
      await check(segment, async (s) => {
        for (const url of [`/t/${s}`, `/t?code=${s}`]) {
          const res = await expectSafe({ method: 'GET', url });
          if (res.statusCode === 302) expect(res.headers.location, url).toMatch(/^\/tag\/[0-9A-Z]{12}$/);
          else expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        }
      });
    });

    it('garbage query strings on every GET route never answer 5xx', async () => {
      // Numbers as a query string carries them: out of every range, in every notation.
      const numberText = fc.oneof(
        fc.constantFrom(
          '1e20',
          '99999999999999999999',
          '9007199254740993',
          '-0',
          'NaN',
          'Infinity',
          '0x10',
          '1_000',
        ),
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
      );
      const getRoutes = [
        '/api/admin/tags',
        '/api/admin/orders',
        '/api/tags',
        '/api/auth/user',
        '/api/account',
        '/api/account/export',
        '/api/media',
        '/api/paypal/setup',
        '/',
        '/dashboard',
        `/api/tag/${'A'.repeat(12)}`,
        // An existing page, asked by its owner (the owner's bar and `?view=`).
        `/tag/${w.parentA.bracelet.uniqueCode}`,
        // The owner's printable card (`?layout=`).
        `/api/tags/${w.parentA.bracelet.id}/card.pdf`,
        `/api/tags/${w.parentA.bracelet.id}/scans`,
        '/api/files/objects/uploads/x.png',
        '/t',
        `/t/${w.parentA.bracelet.uniqueCode}`,
      ];
      const query = fc
        .array(
          fc.tuple(
            fc.oneof(
              segment,
              fc.constantFrom(
                'page',
                'pageSize',
                '__proto__',
                'constructor',
                'view',
                'layout',
                'code',
                'lang',
                'before',
              ),
            ),
            fc.oneof(segment, numberText),
          ),
          {
            maxLength: 5,
          },
        )
        .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
      await check(query, async (q) => {
        for (const path of getRoutes) {
          const cookies = path.startsWith('/api/admin') ? cookiesFor.admin : cookiesFor.verified;
          await expectSafe({ method: 'GET', url: `${path}?${q}`, cookies });
        }
      });
    });

    it('garbage session cookies count as signed out (401), never as an error', async () => {
      const cookieValue = fc.oneof(
        fc.string({ unit: 'grapheme-ascii', maxLength: 300 }).map((s) => s.replace(/[;,\s]/g, '')),
        fc.constantFrom('', '%', '%00', 'a'.repeat(5000)),
      );
      await check(cookieValue, async (value) => {
        for (const name of ['sid', 'admin_sid']) {
          const res = await expectSafe({ method: 'GET', url: '/api/tags', cookies: { [name]: value } });
          expect(res.statusCode).toBe(401);
          const admin = await expectSafe({
            method: 'GET',
            url: '/api/admin/orders',
            cookies: { [name]: value },
          });
          expect(admin.statusCode).toBe(401);
          // The public page looks the cookie up for the owner's bar: a stranger's page, no bar.
          const page = await expectSafe({
            method: 'GET',
            url: `/tag/${w.parentA.bracelet.uniqueCode}`,
            cookies: { [name]: value },
          });
          expect(page.statusCode).toBe(200);
          expect(page.body).not.toContain(`aria-label="${en('ownerBar.label')}"`);
        }
      });
    });

    it('a genuinely signed PayPal webhook with hostile content never answers 5xx', async () => {
      const orderId = fc.oneof(hostileValue, fc.constantFrom('5O190127TN364715T', w.order.paypalOrderId));
      const event = fc.record({
        id: hostileValue,
        event_type: fc.oneof(
          fc.constantFrom(
            'CHECKOUT.ORDER.APPROVED',
            'PAYMENT.CAPTURE.COMPLETED',
            'PAYMENT.CAPTURE.DENIED',
            'PAYMENT.CAPTURE.REFUNDED',
            'PAYMENT.CAPTURE.REVERSED',
          ),
          hostileValue,
        ),
        resource: fc.oneof(
          hostileValue,
          fc.record({
            id: orderId,
            supplementary_data: fc.record({ related_ids: fc.record({ order_id: orderId }) }),
          }),
          // A refund or reversal (issue 32): its amount and its link up to the capture, hostile.
          fc.record({
            id: fc.oneof(hostileValue, fc.constant('1JU08902781691411')),
            status: fc.oneof(hostileValue, fc.constant('COMPLETED')),
            amount: fc.oneof(
              hostileValue,
              fc.record({
                currency_code: fc.oneof(hostileValue, fc.constant('EUR')),
                value: fc.oneof(hostileValue, fc.constantFrom('1.00', '-1.00', '1e3', '0')),
              }),
            ),
            links: fc.oneof(
              hostileValue,
              fc.array(
                fc.record({
                  rel: fc.constantFrom('up', 'self'),
                  href: fc.oneof(
                    hostileValue,
                    orderId.map((id) => `https://api.paypal.com/v2/payments/captures/${String(id)}`),
                  ),
                }),
                { maxLength: 3 },
              ),
            ),
          }),
        ),
      });
      await check(event, async (body) => {
        const signed = t.paypal.signWebhook(body);
        await expectSafe({
          method: 'POST',
          url: '/api/paypal/webhook',
          body: signed.body,
          headers: signed.headers,
        });
      });
    });

    it('the signed upload URL refuses a tampered URL, a wrong type and a file over its own limit', async () => {
      const { uploadURL } = await newUploadUrl(t, w.admin.id);
      const tampered = uploadURL.replace(/signature=[^&]+/, 'signature=AAAA');
      expect(
        (await expectSafe({ method: 'PUT', url: tampered, body: PNG_1X1, contentType: 'image/png' }))
          .statusCode,
      ).toBe(403);
      const wrongType = await expectSafe({
        method: 'PUT',
        url: uploadURL,
        body: PNG_1X1,
        contentType: 'image/gif',
      });
      expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
      const { uploadURL: fresh } = await newUploadUrl(t, w.admin.id);
      const tooBig = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await expectSafe({ method: 'PUT', url: fresh, body: tooBig, contentType: 'image/png' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: en('errors.uploadTooLarge') });
    });

    it('a body announced over the limit is refused before it is sent (real socket)', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          // Announce 50 MB, send only the first bytes: the answer must come without the rest.
          socket.write(
            'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              `Content-Length: ${50 * 1024 * 1024}\r\n\r\n{"email":"`,
          );
        });
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString('utf8');
          if (data.includes('\r\n\r\n') && data.includes('}')) {
            socket.destroy();
            resolve(data);
          }
        });
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      expect(answer).toContain(en('errors.bodyTooLarge'));
    });
  });

  describe("every contract's schemas: its params, body and query refuse what they do not describe", () => {
    /** The contracts of the routes the app registered. */
    const contracts = (): EndpointDefinition[] =>
      declaredRoutes(t.app.routeInventory).flatMap((r) => (r.endpoint ? [r.endpoint] : []));
    const keyOf = (contract: EndpointDefinition) => routeKey(contract.method, contract.path);
    /** The hostile-input endpoint of a route that takes a body: its valid body, URL and caller. */
    const endpointOf = (contract: EndpointDefinition) =>
      ENDPOINTS.find((e) => routeKey(e.method, e.route) === keyOf(contract));
    const cookiesOfContract = (contract: EndpointDefinition) => {
      const endpoint = endpointOf(contract);
      return endpoint ? cookiesOf(endpoint) : cookiesForRole(contract.access);
    };

    /** A well-formed value of each path parameter, by name, that the role's shared caller may use. */
    const sampleParams = (): Record<string, string> => ({
      tagId: w.parentA.bracelet.id,
      uniqueCode: w.parentA.bracelet.uniqueCode,
      code: w.parentA.bracelet.uniqueCode,
      physicalId: w.stock.physicalId!,
      language: 'it',
      section: 'hero_title',
      orderId: '5O190127TN364715T',
      id: w.order.id,
      // Issue 34: an invitation and a guardian of parent A's bracelet; a well-formed unknown token.
      invitationId: UNKNOWN_ID,
      userId: w.guardian.id,
      token: 'A'.repeat(43),
      signature: orderSignature(t.config.sessionSecret, w.order.id),
      // A ticket no signed URL names: the upload is refused (403) whatever its query says.
      ticket: '6f0b3a52-8c1e-4d7a-9b0e-2f4c5d6e7a81',
      photoId: 'a'.repeat(32),
      '*': w.storedFile.slice(1),
    });
    function pathWith(contract: EndpointDefinition, raw: Record<string, string> = {}): string {
      // Two routes name a token: an invitation's (above) and a reminder's signed "Still right" link.
      const samples = contract.path.startsWith('/still-right/')
        ? { ...sampleParams(), token: stillRightToken() }
        : sampleParams();
      const values: Record<string, string> = {};
      for (const name of paramNames(contract.path)) {
        const sample = samples[name];
        if (raw[name] !== undefined) {
          values[name] = raw[name];
        } else if (sample === undefined) {
          throw new Error(
            `${keyOf(contract)}: add a sample value of :${name} to sampleParams in hostile-input`,
          );
        } else {
          values[name] = name === '*' ? sample : encodeURIComponent(sample);
        }
      }
      return fillPath(contract.path, values);
    }

    /** Path segments no client builds: broken escapes, a NUL, a lone surrogate, an injection, a climb. */
    const GARBAGE_SEGMENTS = [
      '%',
      '%00',
      '%ED%A0%80',
      encodeURIComponent("'; drop table users; --"),
      encodeURIComponent('../../etc/passwd'),
      '__proto__',
      '-1',
      'a'.repeat(300),
    ];

    it('garbage in each path parameter answers 4xx and writes nothing', async () => {
      for (const contract of contracts().filter((c) => c.params)) {
        const endpoint = endpointOf(contract);
        for (const name of paramNames(contract.path)) {
          for (const garbage of GARBAGE_SEGMENTS) {
            const res = await expectSafe({
              method: contract.method,
              url: pathWith(contract, { [name]: garbage }),
              body: endpoint?.valid(),
              cookies: cookiesOfContract(contract),
              headers: endpoint?.headers?.(),
            });
            const shown = `${keyOf(contract)} with :${name} = ${garbage.slice(0, 40)} → ${res.statusCode}`;
            expect(res.statusCode, shown).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, shown).toBeLessThan(500);
          }
        }
      }
    });

    it('a JSON body field of the wrong type, or a body that is no object, answers 400 with a message and writes nothing', async () => {
      for (const contract of contracts()) {
        const schema = contract.body && objectSchema(contract.body);
        if (!schema) continue;
        const endpoint = endpointOf(contract);
        if (!endpoint) {
          throw new Error(`${keyOf(contract)} takes a body: add it to ENDPOINTS in hostile-input`);
        }
        const valid = endpoint.valid() as Record<string, unknown>;
        const bodies: Array<[string, unknown]> = [
          ['a string', 'not an object'],
          ['an array', [valid]],
        ];
        // A body of null is read as no body at all: refused when the schema needs a field.
        if (refuses(contract.body!, {})) bodies.push(['null', null]);
        for (const [field, type] of Object.entries(schema.shape as Record<string, ZodTypeAny>)) {
          const wrong = wrongTypeFor(type, valid[field]);
          // A field that takes every type (z.unknown()) has no wrong one.
          if (wrong !== undefined) {
            bodies.push([`${field}: ${JSON.stringify(wrong)}`, { ...valid, [field]: wrong }]);
          }
        }
        for (const [what, body] of bodies) {
          const res = await expectSafe({
            method: contract.method,
            url: endpoint.url(),
            body: JSON.stringify(body),
            cookies: cookiesOf(endpoint),
            headers: endpoint.headers?.(),
          });
          const shown = `${keyOf(contract)} with ${what} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, shown).toBe(400);
          const { message } = res.json() as { message?: unknown };
          expect(typeof message === 'string' && message.trim() !== '', shown).toBe(true);
        }
      }
    });

    it('garbage query values never answer 5xx: a 2xx, a 4xx that writes nothing, or the redirect a contract declares', async () => {
      const values = [...GARBAGE_SEGMENTS, '', '1e999', 'NaN', '99999999999999999999'];
      for (const contract of contracts().filter((c) => c.query)) {
        const shape = objectSchema(contract.query!)?.shape as Record<string, unknown> | undefined;
        const names = [...Object.keys(shape ?? {}), '__proto__'];
        const queries = names.flatMap((name) => [
          ...values.map((value) => `${name}=${value}`),
          `${name}=1&${name}=2`,
          `${name}[a]=1`,
        ]);
        const endpoint = endpointOf(contract);
        for (const query of queries) {
          const res = await expectSafe({
            method: contract.method,
            url: `${pathWith(contract)}?${query}`,
            body: endpoint?.valid(),
            cookies: cookiesOfContract(contract),
            headers: endpoint?.headers?.(),
          });
          const shown = `${keyOf(contract)}?${query.slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 120)}`;
          // A redirect is only right for a contract that answers one (/t/{code} always leads to the page).
          const redirects = contract.response === 'redirect' && res.statusCode >= 300 && res.statusCode < 400;
          expect(redirects || res.statusCode < 300 || res.statusCode >= 400, shown).toBe(true);
        }
      }
    });
  });

  it("bytes that are no photo, under any image type, never reach a 5xx and store nothing (the child's photo)", async () => {
    const url = `/api/tags/${w.parentA.bracelet.id}/photo`;
    const header = fc.constantFrom(
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]),
      Buffer.from('RIFF\0\0\0\0WEBP'),
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypavif')]),
      Buffer.alloc(0),
    );
    const type = fc.constantFrom(
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/heic',
      'text/plain',
    );
    // Earlier cases spent parent A's hourly upload allowance (30): start this one with a fresh window.
    await t.app.deps.rateLimiter.reset(`tag-photo:upload:account:${w.parentA.user.id}`);
    await check(
      fc.tuple(header, fc.uint8Array({ maxLength: 2000 }), type),
      async ([head, rest, contentType]) => {
        const res = await expectSafe({
          method: 'PUT',
          url,
          body: Buffer.concat([head, Buffer.from(rest)]),
          contentType,
          cookies: cookiesFor.verified,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: expect.any(String) });
      },
      25,
    );
    // A JSON body with polluting keys is no photo either; past 5 MB it is 413 before it is decoded.
    const polluted = await expectSafe({
      method: 'PUT',
      url,
      body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
      contentType: 'application/json',
      cookies: cookiesFor.verified,
    });
    expect(polluted.statusCode).toBe(400);
    const huge = await expectSafe({
      method: 'PUT',
      url,
      body: Buffer.alloc(TAG_PHOTO_MAX_BYTES + 1, 0xff),
      contentType: 'image/jpeg',
      cookies: cookiesFor.verified,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: en('errors.photoTooLarge') });
  });

  it('logged no error, and the database refused nothing: validation caught every bad input first', () => {
    const errors = t.logs().filter((line) => (line.level as number) >= 50);
    expect(errors.map((line) => line.msg)).toEqual([]);
    // The error handler's last line of defence (a database "data exception" answered 400) never fired.
    expect(t.logs().filter((line) => line.msg === 'input refused by the database')).toEqual([]);
  });

  it('nothing reached Object.prototype', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
