// The access matrix's fixtures (access-matrix.test.ts): one per route, keyed by `METHOD path` as its
// contract declares it: the request each
// caller sends, the status of a caller the role lets through, and what else its answer must show. The
// matrix runs the routes in this order: a success may change what later callers see (a delete, a shipment).
import type { LightMyRequestResponse } from 'fastify';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import {
  FEATURES_SECTION_DEFAULTS,
  HOW_IT_WORKS_DEFAULTS,
  PAYPAL_SETTINGS_DEFAULTS,
  RATINGS_SECTION_DEFAULTS,
  VIDEO_SECTION_DEFAULTS,
} from '#shared/content-defaults.ts';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { tagGuardians, tagInvitations, tags } from '#server/db/schema/index.ts';
import { hashToken } from '#server/infra/sessions/session-store.ts';
import { createScanEvent } from '#tests/factories/scan-events.ts';
import { createTag } from '#tests/factories/tags.ts';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '#tests/factories/users.ts';
import { en } from '#tests/helpers/messages.ts';
import { codeFromMail } from '#tests/helpers/smtp-receiver.ts';
import {
  CLIENT_FILES,
  METRICS_TOKEN,
  send,
  type RawRequest,
  type SecurityApp,
} from './support/security-app.ts';
import { orderSignature } from '#server/modules/orders/order-link.ts';
import { capturedOrder, insertOrder, packedBracelet } from './support/order-world.ts';
import { signStillRight, stillRightKey } from '#server/modules/freshness/still-right-token.ts';
import { newUploadUrl, PNG_1X1, type World } from './support/world.ts';

export type CallerName =
  | 'anonymous'
  | 'expired'
  | 'signedOut'
  | 'swappedCookies'
  | 'unverified'
  | 'admin'
  | 'parentB'
  | 'guardian'
  | 'parentA';

export type MatrixRequest = Omit<RawRequest, 'method' | 'cookies'>;

/** What a fixture's functions are given: the app, its data and who is calling. */
export type FixtureContext = { t: SecurityApp; w: World; caller: CallerName };

export type AccessFixture = {
  request: (c: FixtureContext) => MatrixRequest | Promise<MatrixRequest>;
  /** The status of a caller the role lets through. */
  ok: number;
  /** Parent A's resource: parent B, though verified, gets 404 with this message. */
  ownedBy?: { message: string };
  /**
   * Issue 34: what parent A's guardian gets on parent A's resource: its success ('ok'), 403 ownerOnly
   * ('ownerOnly'); unset, the 404 of another family.
   */
  guardian?: 'ok' | 'ownerOnly';
  /** Secrets this route shows anyone by design (the public emergency page). */
  exposes?: string[];
  /** More assertions on an answer to a caller the role lets through. */
  check?: (res: LightMyRequestResponse, c: FixtureContext) => void;
  /** A static client file (no contract: its role is public). */
  staticFile?: boolean;
};

/** A valid "Still right" link for the tag, signed as the reminder job signs it. */
function stillRightUrl(t: SecurityApp, tagId: string): string {
  const key = stillRightKey(t.config.sessionSecret);
  return `/still-right/${signStillRight(key, tagId, t.clock.now())}`;
}

/** A request without a body. */
const at = (url: string) => (): MatrixRequest => ({ url });

function post(url: string, body: (c: FixtureContext) => unknown): (c: FixtureContext) => MatrixRequest {
  return (c) => ({ url, body: body(c) });
}

async function registeredWithCode(t: SecurityApp): Promise<{ email: string; code: string }> {
  const email = uniqueEmail('verify');
  const res = await send(t, {
    method: 'POST',
    url: '/api/auth/register',
    body: { email, password: DEFAULT_PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return { email, code: codeFromMail(await t.smtp.waitFor(email)) };
}

/** A fresh account's mailed reset token, read from the SMTP receiver. */
async function mailedResetToken(t: SecurityApp): Promise<string> {
  const { email } = await createUser(t);
  const res = await send(t, { method: 'POST', url: '/api/auth/forgot-password', body: { email } });
  expect(res.statusCode).toBe(200);
  const mail = await t.smtp.waitFor(email);
  return /#token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

async function approvedPaypalOrder(t: SecurityApp): Promise<string> {
  const res = await send(t, { method: 'POST', url: '/api/paypal/order', body: {} });
  expect(res.statusCode).toBe(201);
  const id = (res.json() as { id: string }).id;
  t.paypal.approve(id);
  return id;
}

/** A tag of parent A's made for one call; parent A's guardian looks after it too when they call. */
async function freshTagOfA({ t, w, caller }: FixtureContext, childName: string) {
  const tag = await createTag(t, { userId: w.parentA.user.id, childName });
  if (caller === 'guardian') await t.db.insert(tagGuardians).values({ tagId: tag.id, userId: w.guardian.id });
  return tag;
}

/** A fresh adult looking after the tag (removed or handed the tag in one call). */
async function extraGuardian(t: SecurityApp, tagId: string) {
  const user = await createUser(t, { email: uniqueEmail('extra-guardian') });
  await t.db.insert(tagGuardians).values({ tagId, userId: user.id });
  return user;
}

/** A pending invitation of a fresh owner's tag to `email`: answers its raw token. */
async function invitationTo(t: SecurityApp, email: string): Promise<string> {
  const owner = await createUser(t, { email: uniqueEmail('inviter'), firstName: 'Inviter' });
  const tag = await createTag(t, { userId: owner.id, childName: 'Invited Child' });
  const token = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  await t.db.insert(tagInvitations).values({
    tagId: tag.id,
    invitedBy: owner.id,
    email,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
  });
  return token;
}

/** The caller's own address, for an invitation they can accept. */
function emailOf({ w, caller }: FixtureContext): string {
  if (caller === 'parentA') return w.parentA.user.email;
  if (caller === 'parentB') return w.parentB.user.email;
  if (caller === 'guardian') return w.guardian.email;
  return uniqueEmail('nobody');
}

const tagConfig = () => ({
  childName: 'Matrix Child',
  childAge: 5,
  fields: [{ title: 'Notes', content: 'None' }],
});

export const ACCESS_FIXTURES: Readonly<Record<string, AccessFixture>> = {
  'GET /healthz': { request: at('/healthz'), ok: 200 },
  'GET /api/openapi.json': { request: at('/api/openapi.json'), ok: 200 },
  'GET /readyz': { request: at('/readyz'), ok: 200 },

  'GET /api/messages/:language': { request: at('/api/messages/it'), ok: 200 },

  'GET /api/auth/user': {
    request: at('/api/auth/user'),
    ok: 200,
    check: (res, { w, caller }) => {
      const user =
        caller === 'unverified'
          ? w.unverified
          : caller === 'parentA'
            ? w.parentA.user
            : caller === 'guardian'
              ? w.guardian
              : w.parentB.user;
      expect(res.json().email).toBe(user.email);
    },
  },
  'POST /api/auth/register': {
    request: post('/api/auth/register', () => ({ email: uniqueEmail('matrix'), password: DEFAULT_PASSWORD })),
    ok: 201,
  },
  'POST /api/register': {
    request: post('/api/register', () => ({
      email: uniqueEmail('matrix'),
      password: DEFAULT_PASSWORD,
      firstName: 'Matrix',
      lastName: 'Caller',
    })),
    ok: 201,
  },
  'POST /api/auth/login': {
    request: post('/api/auth/login', ({ w }) => ({
      email: w.loginUser.email,
      password: w.loginUser.password,
    })),
    ok: 200,
  },
  'POST /api/auth/logout': { request: at('/api/auth/logout'), ok: 200 },
  'PUT /api/language': {
    request: post('/api/language', () => ({ language: 'it' })),
    ok: 200,
  },
  'POST /api/auth/verify-email': {
    request: async ({ t }) => {
      const { email, code } = await registeredWithCode(t);
      return { url: '/api/auth/verify-email', body: { email, verificationCode: code } };
    },
    ok: 200,
  },
  'POST /api/verify-email': {
    request: async ({ t }) => {
      const { email, code } = await registeredWithCode(t);
      return { url: '/api/verify-email', body: { email, code } };
    },
    ok: 200,
  },
  'POST /api/auth/resend-verification': {
    request: post('/api/auth/resend-verification', () => ({ email: uniqueEmail('resend') })),
    ok: 200,
  },

  // Asking for a reset link and using one are for everyone, signed in or not.
  'POST /api/auth/forgot-password': {
    request: post('/api/auth/forgot-password', () => ({ email: uniqueEmail('forgot') })),
    ok: 200,
  },
  'POST /api/auth/reset-password': {
    request: async ({ t }) => ({
      url: '/api/auth/reset-password',
      body: { token: await mailedResetToken(t), password: DEFAULT_PASSWORD },
    }),
    ok: 200,
  },

  // The parent's own account. Parent A changes the password to the one it has, so later
  // cases see A as before; the deletion is the very last case.
  'GET /api/account': {
    request: at('/api/account'),
    ok: 200,
    check: (res, { w, caller }) => {
      const own = caller === 'parentA' ? w.parentA.user : caller === 'guardian' ? w.guardian : w.parentB.user;
      expect(res.json().email).toBe(own.email);
    },
  },
  'GET /api/account/orders': {
    request: at('/api/account/orders'),
    ok: 200,
    check: (res) => expect(Array.isArray(res.json())).toBe(true),
  },
  'GET /api/order-status/:id/:signature': {
    request: ({ t, w }) => ({
      url: `/api/order-status/${w.order.id}/${orderSignature(t.config.sessionSecret, w.order.id)}`,
    }),
    ok: 200,
    check: (res, { w }) => expect(res.json().id).toBe(w.order.id),
  },
  'GET /api/account/orders/:id/receipt.pdf': {
    // Parent A's own order, paid with A's address as PayPal spelt it (upper case): B, verified too,
    // reads it as unknown.
    request: async ({ t, w }) => {
      const order = await insertOrder(t, { customerEmail: w.parentA.user.email.toUpperCase() });
      return { url: `/api/account/orders/${order.id}/receipt.pdf` };
    },
    ok: 200,
    ownedBy: { message: en('errors.notFound') },
    check: (res) => expect(res.headers['content-type']).toBe('application/pdf'),
  },
  'GET /api/order-status/:id/:signature/receipt.pdf': {
    request: ({ t, w }) => ({
      url: `/api/order-status/${w.order.id}/${orderSignature(t.config.sessionSecret, w.order.id)}/receipt.pdf`,
    }),
    ok: 200,
    // The buyer's own receipt names them, for whoever holds their link.
    exposes: ['order.email', 'order.name'],
    check: (res) => expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-'),
  },
  'POST /api/account/password': {
    request: post('/api/account/password', () => ({
      currentPassword: DEFAULT_PASSWORD,
      newPassword: DEFAULT_PASSWORD,
    })),
    ok: 204,
  },
  'GET /api/account/export': {
    request: at('/api/account/export'),
    ok: 200,
    check: (res, { w, caller }) => {
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      const answer = res.json() as {
        tags: Array<{ childName: string }>;
        guardianships: Array<{ uniqueCode: string; role: string }>;
      };
      if (caller === 'guardian') {
        // Issue 34: the guardian's export holds the tag they look after, not its data.
        expect(answer.tags).toEqual([]);
        expect(answer.guardianships).toEqual([
          expect.objectContaining({ uniqueCode: w.parentA.bracelet.uniqueCode, role: 'guardian' }),
        ]);
        return;
      }
      const own = caller === 'parentA' ? w.parentA : w.parentB;
      const names = answer.tags.map((tag) => tag.childName);
      expect(names).toEqual(expect.arrayContaining([own.bracelet.childName]));
    },
  },

  'POST /api/tags/activate': {
    request: post('/api/tags/activate', ({ w }) => ({ uniqueCode: w.parentA.bracelet.uniqueCode })),
    ok: 200,
    ownedBy: { message: en('errors.tagCodeNotFound') },
  },
  'GET /api/tags': {
    request: at('/api/tags'),
    ok: 200,
    check: (res, { w, caller }) => {
      const list = res.json() as Array<{ childName: string; role: string }>;
      if (caller === 'guardian') {
        // Issue 34: the bracelet they look after, shared by parent A.
        expect(list).toEqual([
          expect.objectContaining({ childName: w.parentA.bracelet.childName, role: 'guardian' }),
        ]);
        return;
      }
      const own = caller === 'parentA' ? w.parentA : w.parentB;
      const names = list.map((tag) => tag.childName);
      expect(names).toEqual(expect.arrayContaining([own.bracelet.childName, own.card.childName]));
    },
  },
  'POST /api/tags': { request: post('/api/tags', tagConfig), ok: 201 },
  'GET /api/tags/:tagId': {
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}` }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res, { w }) => expect(res.json().childName).toBe(w.parentA.bracelet.childName),
  },
  'PUT /api/tags/:tagId/config': {
    // Parent A saves what is there already: A's data stays the same for the other cases.
    request: ({ w }) => ({
      url: `/api/tags/${w.parentA.bracelet.id}/config`,
      body: { childName: w.parentA.bracelet.childName, childAge: 7, fields: w.parentA.bracelet.fields },
    }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
  },
  // Lost-child mode: parent A switches it on, then off again, so later cases see A as before.
  'PUT /api/tags/:tagId/lost': {
    request: ({ w }) => ({
      url: `/api/tags/${w.parentA.bracelet.id}/lost`,
      body: { message: "I'm lost. Please call my dad", phone: '+39 333 000 0000', hours: 4 },
    }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res) => expect(res.json().lost.message).toBe("I'm lost. Please call my dad"),
  },
  'DELETE /api/tags/:tagId/lost': {
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}/lost` }),
    ok: 204,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
  },
  // The child's photo (issue 34): parent A or their guardian sets it (the PNG is re-encoded), sees it,
  // removes it.
  'PUT /api/tags/:tagId/photo': {
    request: ({ w }) => ({
      url: `/api/tags/${w.parentA.bracelet.id}/photo`,
      body: PNG_1X1,
      contentType: 'image/png',
    }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res) => expect(res.json()).toEqual({ hasPhoto: true }),
  },
  'GET /api/tags/:tagId/photo': {
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}/photo` }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res) => {
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  },
  'DELETE /api/tags/:tagId/photo': {
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}/photo` }),
    ok: 204,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
  },
  'GET /tag/:uniqueCode/photo/:photoId': {
    // A lost tag of parent A's with a photo, made for each call: anyone may see it while lost.
    request: async ({ t, w }) => {
      const tag = await createTag(t, { userId: w.parentA.user.id, childName: 'Lost Photo' });
      await t.app.deps.services.tagPhoto.put(w.parentA.user.id, tag.id, {
        contentLength: String(PNG_1X1.length),
        body: Readable.from([PNG_1X1]),
      });
      await t.app.deps.services.lostMode.start(w.parentA.user.id, tag.id, {
        message: 'Lost, please call',
        phone: '+39 333 000 0000',
        hours: 4,
      });
      const res = await send(t, { method: 'GET', url: `/api/tag/${tag.uniqueCode}` });
      return { url: res.json().photoPath as string };
    },
    ok: 200,
    check: (res) => {
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  },
  'GET /api/tags/:tagId/qr.svg': {
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}/qr.svg` }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res) => expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/),
  },
  'GET /api/tags/:tagId/qr.png': {
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}/qr.png` }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res) => expect(res.headers['content-type']).toBe('image/png'),
  },
  'GET /api/tags/:tagId/card.pdf': {
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}/card.pdf?layout=sheet` }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res) => expect(res.headers['content-type']).toBe('application/pdf'),
  },
  'POST /api/tags/:tagId/test-alert': {
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}/test-alert`, body: {} }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res) => expect(res.json()).toEqual({ message: en('errors.testAlertSent') }),
  },
  'POST /api/tags/:tagId/deactivate': {
    // A tag of parent A's made for each call: A's bracelet stays active for the other cases.
    request: async (c) => {
      const tag = await freshTagOfA(c, 'Retiring');
      return { url: `/api/tags/${tag.id}/deactivate` };
    },
    ok: 204,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ownerOnly',
  },
  'POST /api/tags/:tagId/move': {
    // Each call: a tag of parent A's and a bracelet in stock to move it to.
    request: async (c) => {
      const tag = await freshTagOfA(c, 'Moving');
      const fresh = await createTag(c.t);
      return { url: `/api/tags/${tag.id}/move`, body: { uniqueCode: fresh.uniqueCode } };
    },
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ownerOnly',
    check: (res) => expect(res.json().childName).toBe('Moving'),
  },
  'PUT /api/tags/:tagId/alerts': {
    // Parent A switches alerts on, as they are: A's tag stays the same for the other cases.
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}/alerts`, body: { enabled: true } }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res, { w }) => expect(res.json()).toEqual({ id: w.parentA.bracelet.id, alertsEnabled: true }),
  },
  'POST /api/tags/:tagId/pin': {
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}/pin`, body: {} }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ownerOnly',
    check: (res, { w }) =>
      expect(res.json()).toMatchObject({ id: w.parentA.bracelet.id, pin: expect.stringMatching(/^\d{8}$/) }),
  },
  // Co-guardians (issue 34): parent A's bracelet's family, invitations, removal and hand-over.
  'GET /api/tags/:tagId/family': {
    request: ({ w }) => ({ url: `/api/tags/${w.parentA.bracelet.id}/family` }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res, { w, caller }) => {
      const view = res.json() as { role: string; guardians: Array<{ userId: string }> };
      expect(view.role).toBe(caller === 'guardian' ? 'guardian' : 'owner');
      expect(view.guardians).toEqual([expect.objectContaining({ userId: w.guardian.id })]);
    },
  },
  'POST /api/tags/:tagId/invitations': {
    request: (c) => ({
      url: `/api/tags/${c.w.parentA.bracelet.id}/invitations`,
      body: { email: uniqueEmail('invitee') },
    }),
    ok: 201,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ownerOnly',
  },
  'DELETE /api/tags/:tagId/invitations/:invitationId': {
    request: async (c) => {
      const tag = await freshTagOfA(c, 'Invitation');
      const [row] = await c.t.db
        .insert(tagInvitations)
        .values({
          tagId: tag.id,
          invitedBy: c.w.parentA.user.id,
          email: uniqueEmail('withdrawn'),
          tokenHash: hashToken(randomBytes(32).toString('base64url')),
          expiresAt: new Date(c.t.clock.now().getTime() + 24 * 60 * 60 * 1000),
        })
        .returning({ id: tagInvitations.id });
      return { url: `/api/tags/${tag.id}/invitations/${row!.id}` };
    },
    ok: 204,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ownerOnly',
  },
  'DELETE /api/tags/:tagId/guardians/:userId': {
    request: async (c) => {
      const tag = await freshTagOfA(c, 'Removal');
      const other = await extraGuardian(c.t, tag.id);
      return { url: `/api/tags/${tag.id}/guardians/${other.id}` };
    },
    ok: 204,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ownerOnly',
  },
  'POST /api/tags/:tagId/owner': {
    request: async (c) => {
      const tag = await freshTagOfA(c, 'Handed over');
      const next = await extraGuardian(c.t, tag.id);
      return { url: `/api/tags/${tag.id}/owner`, body: { userId: next.id } };
    },
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ownerOnly',
    check: (res) => expect(res.json().role).toBe('guardian'),
  },
  'GET /api/invitations/:token': {
    request: async ({ t }) => ({ url: `/api/invitations/${await invitationTo(t, uniqueEmail('preview'))}` }),
    ok: 200,
    check: (res) => expect(res.json()).toMatchObject({ inviterName: 'Inviter', status: 'pending' }),
  },
  'POST /api/invitations/:token/accept': {
    request: async (c) => ({ url: `/api/invitations/${await invitationTo(c.t, emailOf(c))}/accept` }),
    ok: 200,
    check: (res) => expect(res.json().tagId).toEqual(expect.any(String)),
  },
  'GET /api/tags/:tagId/scans': {
    request: async ({ t, w }) => {
      // The matrix moves the clock by weeks: a scan made now is always within the 90 days.
      const { device, contactPhone } = w.parentA.scan;
      await createScanEvent(t.db, w.parentA.bracelet.id, {
        scannedAt: t.clock.now(),
        device,
        contactName: 'Responder',
        contactPhone,
        contactAt: t.clock.now(),
      });
      return { url: `/api/tags/${w.parentA.bracelet.id}/scans` };
    },
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ok',
    check: (res, { w }) => {
      const [scan] = (res.json() as { scans: Array<{ device: string; contact: { phone: string } }> }).scans;
      expect(scan).toMatchObject({
        device: w.parentA.scan.device,
        contact: { phone: w.parentA.scan.contactPhone },
      });
    },
  },
  'GET /api/bracelets/:physicalId': {
    request: ({ w }) => ({ url: `/api/bracelets/${w.stock.physicalId}` }),
    ok: 200,
    check: (res, { w }) =>
      expect(res.json()).toEqual({ physicalId: w.stock.physicalId, status: 'available' }),
  },
  'GET /activate-bracelet/:physicalId': {
    request: ({ w }) => ({ url: `/activate-bracelet/${w.stock.physicalId}` }),
    ok: 200,
  },
  'GET /api/tag/:uniqueCode': {
    request: ({ w }) => ({ url: `/api/tag/${w.parentA.bracelet.uniqueCode}` }),
    ok: 200,
    exposes: ['A.childName', 'A.allergy', 'A.contact', 'A.code', 'A.tagId'],
  },
  'GET /tag/:uniqueCode': {
    request: ({ w }) => ({ url: `/tag/${w.parentA.bracelet.uniqueCode}` }),
    ok: 200,
    exposes: ['A.childName', 'A.allergy', 'A.contact', 'A.code', 'A.tagId'],
  },
  // What a responder sends the parents: anyone may send it; the answer names nothing.
  'POST /api/tag/:uniqueCode/location': {
    request: ({ w }) => ({
      url: `/api/tag/${w.parentA.bracelet.uniqueCode}/location`,
      body: { latitude: 45.4, longitude: 9.19, accuracy: 20 },
    }),
    ok: 202,
    check: (res) => expect(res.json()).toEqual({ shared: 'location' }),
  },
  'POST /api/tag/:uniqueCode/contact': {
    request: ({ w }) => ({
      url: `/api/tag/${w.parentA.bracelet.uniqueCode}/contact`,
      body: { name: 'Matrix Responder', phone: '+39 02 1234 5678' },
    }),
    ok: 202,
    check: (res) => expect(res.json()).toEqual({ shared: 'contact' }),
  },
  // Anyone may try a PIN; a wrong one is 403 for everybody (the tag's owner included).
  'POST /api/tag/:uniqueCode/unlock': {
    request: ({ w }) => ({
      url: `/api/tag/${w.parentB.card.uniqueCode}/unlock`,
      body: { pin: w.parentB.card.pin },
    }),
    ok: 200,
    check: (res) => expect(res.json()).toEqual({ fields: [] }),
  },
  // The page's own forms (issue 35), url-encoded as a browser posts them: anyone gets the page again,
  // HTML, never cached; parent A's bracelet has no protected fields, so its page shows what GET does.
  'POST /tag/:uniqueCode/unlock': {
    // Its PIN as it is now: the PIN route's fixture above renews it.
    request: async ({ t, w }) => {
      const [row] = await t.db.select({ pin: tags.pin }).from(tags).where(eq(tags.id, w.parentA.bracelet.id));
      return {
        url: `/tag/${w.parentA.bracelet.uniqueCode}/unlock`,
        body: new URLSearchParams({ pin: row!.pin, lang: 'en' }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    },
    ok: 200,
    exposes: ['A.childName', 'A.allergy', 'A.contact', 'A.code', 'A.tagId'],
    check: (res) => {
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  },
  'POST /tag/:uniqueCode/contact': {
    request: ({ w }) => ({
      url: `/tag/${w.parentA.bracelet.uniqueCode}/contact`,
      body: new URLSearchParams({ name: 'Matrix Responder', phone: '+39 02 1234 5678' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    }),
    ok: 200,
    exposes: ['A.childName', 'A.allergy', 'A.contact', 'A.code', 'A.tagId'],
    check: (res) => {
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(en('responder.phoneNumber.sent'));
    },
  },
  // The typed-code page: its form, and the redirect of a typed code (which names the code it was given).
  'GET /t': { request: at('/t'), ok: 200 },
  'GET /t/:code': {
    request: ({ w }) => ({ url: `/t/${w.parentA.bracelet.uniqueCode.toLowerCase()}` }),
    ok: 302,
    exposes: ['A.code'],
    check: (res, { w }) => expect(res.headers.location).toBe(`/tag/${w.parentA.bracelet.uniqueCode}`),
  },

  // The reminder's "Still right" link (issue 34 part 3): the signed token is the key, for anyone holding it.
  'GET /still-right/:token': {
    request: ({ t, w }) => ({ url: stillRightUrl(t, w.parentA.bracelet.id) }),
    ok: 200,
    exposes: ['A.childName', 'A.tagId'],
    check: (res) => expect(res.body).toContain('method="post"'),
  },
  'POST /still-right/:token': {
    request: ({ t, w }) => ({ url: stillRightUrl(t, w.parentA.bracelet.id) }),
    ok: 200,
  },

  'POST /api/admin/login': {
    request: post('/api/admin/login', ({ w }) => ({
      username: w.admin.username,
      password: w.admin.password,
    })),
    ok: 200,
  },
  'POST /api/admin/logout': { request: at('/api/admin/logout'), ok: 200 },
  'GET /api/admin/check': {
    request: at('/api/admin/check'),
    ok: 200,
    check: (res, { caller }) => expect(res.json()).toEqual({ isAdmin: caller === 'admin' }),
  },
  'POST /api/admin/tags': {
    request: post('/api/admin/tags', () => ({ count: 1 })),
    ok: 201,
  },
  'GET /api/admin/tags': {
    request: at('/api/admin/tags?pageSize=500'),
    ok: 200,
    check: (res, { w }) => expect(res.body).toContain(w.stock.uniqueCode),
  },
  'GET /api/admin/tags.csv': {
    request: at('/api/admin/tags.csv'),
    ok: 200,
    check: (res, { w }) => expect(res.body).toContain(w.stock.uniqueCode),
  },
  // The sales overview (issue 32): the world's bracelet in stock is counted.
  'GET /api/admin/sales': {
    request: at('/api/admin/sales'),
    ok: 200,
    check: (res) => {
      expect(res.json().weeks).toHaveLength(12);
      expect(res.json().bracelets.inStock).toBeGreaterThan(0);
    },
  },

  'GET /api/media': { request: at('/api/media'), ok: 200 },
  'GET /api/content/:section': { request: at('/api/content/hero_title'), ok: 200 },
  'GET /api/landing-texts/:language': { request: at('/api/landing-texts/it'), ok: 200 },
  'GET /api/paypal-settings': { request: at('/api/paypal-settings'), ok: 200 },
  'GET /api/how-it-works': { request: at('/api/how-it-works'), ok: 200 },
  'GET /api/video-section': { request: at('/api/video-section'), ok: 200 },
  'GET /api/features-section': { request: at('/api/features-section'), ok: 200 },
  'GET /api/ratings-section': { request: at('/api/ratings-section'), ok: 200 },
  'PUT /api/content': {
    request: post('/api/content', () => ({ section: 'hero_title', content: 'SafeKid Tag' })),
    ok: 200,
  },
  'GET /api/admin/content': { request: at('/api/admin/content'), ok: 200 },
  'POST /api/admin/content': {
    request: post('/api/admin/content', () => [
      { section: 'hero_subtitle', content: 'NFC emergency bracelet' },
    ]),
    ok: 200,
  },
  'GET /api/admin/landing-translations/:language': {
    request: at('/api/admin/landing-translations/it'),
    ok: 200,
  },
  'PUT /api/admin/landing-translations/:language': {
    request: post('/api/admin/landing-translations/it', () => ({ texts: { heroTitle: 'SafeKid Tag' } })),
    ok: 200,
  },
  'GET /api/admin/media': { request: at('/api/admin/media'), ok: 200 },
  'POST /api/admin/media': {
    request: post('/api/admin/media', ({ w }) => ({
      section: 'header_logo',
      imageUrl: w.storedFile,
      title: 'Logo',
    })),
    ok: 200,
  },
  'POST /api/admin/paypal-settings': {
    request: post('/api/admin/paypal-settings', () => PAYPAL_SETTINGS_DEFAULTS),
    ok: 200,
  },
  'GET /api/admin/how-it-works': { request: at('/api/admin/how-it-works'), ok: 200 },
  'POST /api/admin/how-it-works': {
    request: post('/api/admin/how-it-works', () => HOW_IT_WORKS_DEFAULTS),
    ok: 200,
  },
  'POST /api/admin/how-it-works/step': {
    request: post('/api/admin/how-it-works/step', () => ({
      stepNumber: 1,
      icon: 'ShoppingCart',
      title: 'Order',
      subtitle: 'Order online.',
    })),
    ok: 200,
  },
  'GET /api/admin/video-section': { request: at('/api/admin/video-section'), ok: 200 },
  'POST /api/admin/video-section': {
    request: post('/api/admin/video-section', () => VIDEO_SECTION_DEFAULTS),
    ok: 200,
  },
  'GET /api/admin/features-section': {
    request: at('/api/admin/features-section'),
    ok: 200,
  },
  'POST /api/admin/features-section': {
    request: post('/api/admin/features-section', () => FEATURES_SECTION_DEFAULTS),
    ok: 200,
  },
  'GET /api/admin/ratings-section': { request: at('/api/admin/ratings-section'), ok: 200 },
  'POST /api/admin/ratings-section': {
    request: post('/api/admin/ratings-section', () => RATINGS_SECTION_DEFAULTS),
    ok: 200,
  },

  'POST /api/admin/upload-url': {
    request: post('/api/admin/upload-url', () => ({ fileName: 'pixel.png', contentType: 'image/png' })),
    ok: 200,
  },
  'PUT /api/uploads/:ticket': {
    // Whoever holds a signed URL may use it: the URL is the credential.
    request: async ({ t, w }) => ({
      url: (await newUploadUrl(t, w.admin.id)).uploadURL,
      body: PNG_1X1,
      contentType: 'image/png',
    }),
    ok: 201,
  },
  'GET /api/files/*': { request: ({ w }) => ({ url: `/api/files${w.storedFile}` }), ok: 200 },

  'GET /api/paypal/setup': { request: at('/api/paypal/setup'), ok: 200 },
  'POST /api/paypal/order': { request: post('/api/paypal/order', () => ({})), ok: 201 },
  'POST /api/paypal/order/:orderId/capture': {
    request: async ({ t }) => ({ url: `/api/paypal/order/${await approvedPaypalOrder(t)}/capture` }),
    ok: 200,
  },
  'POST /api/paypal/webhook': {
    request: ({ t }) => {
      const signed = t.paypal.signWebhook({
        id: `WH-${Math.random().toString(36).slice(2)}`,
        event_type: 'PAYMENT.CAPTURE.REFUNDED',
        resource: { id: 'X' },
      });
      return { url: '/api/paypal/webhook', body: signed.body, headers: signed.headers };
    },
    ok: 200,
  },

  'GET /api/admin/orders': {
    request: at('/api/admin/orders'),
    ok: 200,
    check: (res, { w }) => expect(res.body).toContain(w.order.customerEmail!),
  },
  'GET /api/admin/orders.csv': { request: at('/api/admin/orders.csv'), ok: 200 },
  // An order's life (issue 32): each step on an order of its own, at the step before.
  'GET /api/admin/orders/:id': {
    request: ({ w }) => ({ url: `/api/admin/orders/${w.order.id}` }),
    ok: 200,
    check: (res, { w }) => expect(res.json().order.id).toBe(w.order.id),
  },
  'GET /api/admin/orders/:id/receipt.pdf': {
    request: ({ w }) => ({ url: `/api/admin/orders/${w.order.id}/receipt.pdf` }),
    ok: 200,
    check: (res) => {
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    },
  },
  'POST /api/admin/orders/:id/pack': {
    request: async ({ t }) => {
      const [order, tag] = [await insertOrder(t), await createTag(t)];
      return { url: `/api/admin/orders/${order.id}/pack`, body: { codes: [tag.uniqueCode] } };
    },
    ok: 200,
    check: (res) => expect(res.json().order.status).toBe('packed'),
  },
  'POST /api/admin/orders/:id/unpack': {
    request: async ({ t }) => {
      const order = await insertOrder(t, { status: 'packed' });
      await packedBracelet(t, order.id);
      return { url: `/api/admin/orders/${order.id}/unpack` };
    },
    ok: 200,
    check: (res) => expect(res.json()).toMatchObject({ order: { status: 'paid' }, bracelets: [] }),
  },
  'POST /api/admin/orders/:id/ship': {
    request: async ({ t }) => ({
      url: `/api/admin/orders/${(await capturedOrder(t, 'packed')).id}/ship`,
      body: { carrier: 'DHL', trackingNumber: '00340434161094042557' },
    }),
    ok: 200,
    check: (res) => expect(res.json().order.status).toBe('shipped'),
  },
  'POST /api/admin/orders/:id/refund': {
    request: async ({ t }) => ({
      url: `/api/admin/orders/${(await capturedOrder(t)).id}/refund`,
      body: { amount: '5.00', reason: 'Matrix refund', attempt: crypto.randomUUID() },
    }),
    ok: 200,
    check: (res) => expect(res.json().order.refundedAmount).toBe('5.00'),
  },
  'POST /api/admin/orders/:id/return-to-stock': {
    request: async ({ t }) => {
      const order = await insertOrder(t, { status: 'shipped' });
      const tag = await packedBracelet(t, order.id);
      return { url: `/api/admin/orders/${order.id}/return-to-stock`, body: { codes: [tag.uniqueCode] } };
    },
    ok: 200,
    check: (res) => expect(res.json().bracelets).toEqual([]),
  },
  'POST /api/admin/orders/:id/cancel': {
    request: async ({ t }) => ({
      url: `/api/admin/orders/${(await insertOrder(t, { status: 'pending' })).id}/cancel`,
    }),
    ok: 200,
    check: (res) => expect(res.json().order.status).toBe('cancelled'),
  },
  'POST /api/admin/orders/:id/resend-confirmation': {
    request: async ({ t }) => ({
      url: `/api/admin/orders/${(await insertOrder(t, { customerEmail: uniqueEmail('resend') })).id}/resend-confirmation`,
    }),
    ok: 200,
    check: (res) => expect(res.json().events.at(-1).kind).toBe('confirmation_sent'),
  },

  'GET /*': { request: at('/dashboard'), ok: 200 },
  'GET /assets/*': { request: at(`/${CLIENT_FILES.asset}`), ok: 200, staticFile: true },
  [`GET /${CLIENT_FILES.root}`]: {
    request: at(`/${CLIENT_FILES.root}`),
    ok: 200,
    staticFile: true,
  },

  // Near the end (before the deletes, while every caller can still sign in): its figures follow every
  // other route's requests and must name none of their codes, e-mails or addresses. Its token decides,
  // not a session: metrics-access.test.ts holds the refusals.
  'GET /metrics': {
    request: () => ({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }),
    ok: 200,
    check: (res) => expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8'),
  },

  // Last: parent A's form-builder tag goes away.
  'DELETE /api/tags/:tagId': {
    request: async ({ t, w, caller }) => {
      // Issue 34: for their call, the guardian looks after the card too; the owner alone deletes it.
      if (caller === 'guardian') {
        await t.db.insert(tagGuardians).values({ tagId: w.parentA.card.id, userId: w.guardian.id });
      }
      return { url: `/api/tags/${w.parentA.card.id}` };
    },
    ok: 204,
    ownedBy: { message: en('errors.tagNotFound') },
    guardian: 'ownerOnly',
  },
  // The very last: parent B, then parent A, delete their accounts.
  'DELETE /api/account': {
    request: async ({ t, w, caller }) => {
      // Issue 34: an owner hands over or retires shared tags first; the matrix's extra guardians go.
      const owner =
        caller === 'parentA' ? w.parentA.user.id : caller === 'parentB' ? w.parentB.user.id : null;
      if (owner) {
        const owned = t.db.select({ id: tags.id }).from(tags).where(eq(tags.userId, owner));
        await t.db.delete(tagGuardians).where(inArray(tagGuardians.tagId, owned));
      }
      return { url: '/api/account', body: { password: DEFAULT_PASSWORD } };
    },
    ok: 204,
  },
};
