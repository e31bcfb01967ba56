// The access-control matrix (issue 8): every route × every caller answers as its declared role says
// (401 / 403 / 404 or success), a refused write changes nothing, and no answer carries data the caller
// may not see (another family's child, fields, e-mail or codes; the stock codes and orders admins keep).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_TTL_MS } from '#shared/constants.ts';
import {
  FEATURES_SECTION_DEFAULTS,
  HOW_IT_WORKS_DEFAULTS,
  PAYPAL_SETTINGS_DEFAULTS,
  RATINGS_SECTION_DEFAULTS,
  VIDEO_SECTION_DEFAULTS,
} from '#shared/content-defaults.ts';

import type { RouteAccess } from '#server/plugins/route-access.ts';
import { createScanEvent } from '#tests/factories/scan-events.ts';
import { createTag } from '#tests/factories/tags.ts';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '#tests/factories/users.ts';
import { codeFromMail } from '#tests/helpers/smtp-receiver.ts';
import { DECLARED_ROUTES, routeKey } from './route-roles.ts';
import { dumpDatabase, SESSIONS } from './support/db-dump.ts';
import {
  CLIENT_FILES,
  createSecurityApp,
  send,
  type RawRequest,
  type SecurityApp,
} from './support/security-app.ts';
import { buildWorld, newUploadUrl, PNG_1X1, sessionCookies, type World } from './support/world.ts';
import { en } from '#tests/helpers/messages.ts';

type CallerName =
  'anonymous' | 'expired' | 'signedOut' | 'swappedCookies' | 'unverified' | 'admin' | 'parentB' | 'parentA';
/** Refused callers first: a success may change what later callers see (a delete, a shipment). */
const CALLERS: readonly CallerName[] = [
  'anonymous',
  'expired',
  'signedOut',
  'swappedCookies',
  'unverified',
  'admin',
  'parentB',
  'parentA',
];

type Request = Omit<RawRequest, 'method' | 'cookies'>;
type MatrixCase = {
  method: string;
  /** The route as Fastify lists it. */
  route: string;
  request: (caller: CallerName) => Request | Promise<Request>;
  /** The status of a caller the role lets through. */
  ok: number;
  /** Parent A's resource: parent B, though verified, gets 404 with this message. */
  ownedBy?: { message: string };
  /** Secrets this route shows anyone by design (the public emergency page). */
  exposes?: string[];
  /** More assertions on an answer to a caller the role lets through. */
  check?: (res: LightMyRequestResponse, caller: CallerName) => void;
  /** A static client file (its role is public, not in the declared table). */
  staticFile?: boolean;
};

let t: SecurityApp;
let w: World;

/** A request without a body. */
const at = (url: string) => (): Request => ({ url });

function post(url: string, body: () => unknown): (caller: CallerName) => Request {
  return () => ({ url, body: body() });
}

async function registeredWithCode(): Promise<{ email: string; code: string }> {
  const email = uniqueEmail('verify');
  const res = await send(t, {
    method: 'POST',
    url: '/api/auth/register',
    body: { email, password: DEFAULT_PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return { email, code: codeFromMail(await t.smtp.waitFor(email)) };
}

/** A fresh account's mailed reset token (issue 29), read from the SMTP receiver. */
async function mailedResetToken(): Promise<string> {
  const { email } = await createUser(t);
  const res = await send(t, { method: 'POST', url: '/api/auth/forgot-password', body: { email } });
  expect(res.statusCode).toBe(200);
  const mail = await t.smtp.waitFor(email);
  return /#token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

async function approvedPaypalOrder(): Promise<string> {
  const res = await send(t, { method: 'POST', url: '/api/paypal/order', body: {} });
  expect(res.statusCode).toBe(201);
  const id = (res.json() as { id: string }).id;
  t.paypal.approve(id);
  return id;
}

const tagConfig = () => ({
  childName: 'Matrix Child',
  childAge: 5,
  fields: [{ title: 'Notes', content: 'None' }],
});

const CASES: MatrixCase[] = [
  { method: 'GET', route: '/healthz', request: at('/healthz'), ok: 200 },
  { method: 'GET', route: '/readyz', request: at('/readyz'), ok: 200 },
  { method: 'GET', route: '/api/messages/:language', request: at('/api/messages/it'), ok: 200 },

  {
    method: 'GET',
    route: '/api/auth/user',
    request: at('/api/auth/user'),
    ok: 200,
    check: (res, caller) => {
      const user =
        caller === 'unverified' ? w.unverified : caller === 'parentA' ? w.parentA.user : w.parentB.user;
      expect(res.json().email).toBe(user.email);
    },
  },
  {
    method: 'POST',
    route: '/api/auth/register',
    request: post('/api/auth/register', () => ({ email: uniqueEmail('matrix'), password: DEFAULT_PASSWORD })),
    ok: 201,
  },
  {
    method: 'POST',
    route: '/api/register',
    request: post('/api/register', () => ({
      email: uniqueEmail('matrix'),
      password: DEFAULT_PASSWORD,
      firstName: 'Matrix',
      lastName: 'Caller',
    })),
    ok: 201,
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    request: post('/api/auth/login', () => ({ email: w.loginUser.email, password: w.loginUser.password })),
    ok: 200,
  },
  { method: 'POST', route: '/api/auth/logout', request: at('/api/auth/logout'), ok: 200 },
  {
    method: 'PUT',
    route: '/api/language',
    request: post('/api/language', () => ({ language: 'it' })),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/auth/verify-email',
    request: async () => {
      const { email, code } = await registeredWithCode();
      return { url: '/api/auth/verify-email', body: { email, verificationCode: code } };
    },
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/verify-email',
    request: async () => {
      const { email, code } = await registeredWithCode();
      return { url: '/api/verify-email', body: { email, code } };
    },
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/auth/resend-verification',
    request: post('/api/auth/resend-verification', () => ({ email: uniqueEmail('resend') })),
    ok: 200,
  },

  // Issue 29: asking for a reset link and using one are for everyone, signed in or not.
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    request: post('/api/auth/forgot-password', () => ({ email: uniqueEmail('forgot') })),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    request: async () => ({
      url: '/api/auth/reset-password',
      body: { token: await mailedResetToken(), password: DEFAULT_PASSWORD },
    }),
    ok: 200,
  },

  // The parent's own account (issue 17). Parent A changes the password to the one it has, so later
  // cases see A as before; the deletion is the very last case.
  {
    method: 'GET',
    route: '/api/account',
    request: at('/api/account'),
    ok: 200,
    check: (res, caller) => {
      const own = caller === 'parentA' ? w.parentA : w.parentB;
      expect(res.json().email).toBe(own.user.email);
    },
  },
  {
    method: 'POST',
    route: '/api/account/password',
    request: post('/api/account/password', () => ({
      currentPassword: DEFAULT_PASSWORD,
      newPassword: DEFAULT_PASSWORD,
    })),
    ok: 204,
  },
  {
    method: 'GET',
    route: '/api/account/export',
    request: at('/api/account/export'),
    ok: 200,
    check: (res, caller) => {
      const own = caller === 'parentA' ? w.parentA : w.parentB;
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      const names = (res.json() as { tags: Array<{ childName: string }> }).tags.map((tag) => tag.childName);
      expect(names).toEqual(expect.arrayContaining([own.bracelet.childName]));
    },
  },

  {
    method: 'POST',
    route: '/api/tags/activate',
    request: post('/api/tags/activate', () => ({ uniqueCode: w.parentA.bracelet.uniqueCode })),
    ok: 200,
    ownedBy: { message: en('errors.tagCodeNotFound') },
  },
  {
    method: 'GET',
    route: '/api/tags',
    request: at('/api/tags'),
    ok: 200,
    check: (res, caller) => {
      const own = caller === 'parentA' ? w.parentA : w.parentB;
      const names = (res.json() as Array<{ childName: string }>).map((tag) => tag.childName);
      expect(names).toEqual(expect.arrayContaining([own.bracelet.childName, own.card.childName]));
    },
  },
  { method: 'POST', route: '/api/tags', request: post('/api/tags', tagConfig), ok: 201 },
  {
    method: 'GET',
    route: '/api/tags/:tagId',
    request: () => ({ url: `/api/tags/${w.parentA.bracelet.id}` }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    check: (res) => expect(res.json().childName).toBe(w.parentA.bracelet.childName),
  },
  {
    method: 'PUT',
    route: '/api/tags/:tagId/config',
    // Parent A saves what is there already: A's data stays the same for the other cases.
    request: () => ({
      url: `/api/tags/${w.parentA.bracelet.id}/config`,
      body: { childName: w.parentA.bracelet.childName, childAge: 7, fields: w.parentA.bracelet.fields },
    }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
  },
  // Lost-child mode (issue 16): parent A switches it on, then off again, so later cases see A as before.
  {
    method: 'PUT',
    route: '/api/tags/:tagId/lost',
    request: () => ({
      url: `/api/tags/${w.parentA.bracelet.id}/lost`,
      body: { message: "I'm lost. Please call my dad", phone: '+39 333 000 0000', hours: 4 },
    }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    check: (res) => expect(res.json().lost.message).toBe("I'm lost. Please call my dad"),
  },
  {
    method: 'DELETE',
    route: '/api/tags/:tagId/lost',
    request: () => ({ url: `/api/tags/${w.parentA.bracelet.id}/lost` }),
    ok: 204,
    ownedBy: { message: en('errors.tagNotFound') },
  },
  {
    method: 'GET',
    route: '/api/tags/:tagId/qr.svg',
    request: () => ({ url: `/api/tags/${w.parentA.bracelet.id}/qr.svg` }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    check: (res) => expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/),
  },
  {
    method: 'GET',
    route: '/api/tags/:tagId/qr.png',
    request: () => ({ url: `/api/tags/${w.parentA.bracelet.id}/qr.png` }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    check: (res) => expect(res.headers['content-type']).toBe('image/png'),
  },
  {
    method: 'GET',
    route: '/api/tags/:tagId/card.pdf',
    request: () => ({ url: `/api/tags/${w.parentA.bracelet.id}/card.pdf?layout=sheet` }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    check: (res) => expect(res.headers['content-type']).toBe('application/pdf'),
  },
  {
    method: 'POST',
    route: '/api/tags/:tagId/test-alert',
    request: () => ({ url: `/api/tags/${w.parentA.bracelet.id}/test-alert`, body: {} }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    check: (res) => expect(res.json()).toEqual({ message: en('errors.testAlertSent') }),
  },
  {
    method: 'POST',
    route: '/api/tags/:tagId/deactivate',
    // A tag of parent A's made for each call: A's bracelet stays active for the other cases.
    request: async () => {
      const tag = await createTag(t, { userId: w.parentA.user.id, childName: 'Retiring' });
      return { url: `/api/tags/${tag.id}/deactivate` };
    },
    ok: 204,
    ownedBy: { message: en('errors.tagNotFound') },
  },
  {
    method: 'POST',
    route: '/api/tags/:tagId/move',
    // Each call: a tag of parent A's and a bracelet in stock to move it to.
    request: async () => {
      const tag = await createTag(t, { userId: w.parentA.user.id, childName: 'Moving' });
      const fresh = await createTag(t);
      return { url: `/api/tags/${tag.id}/move`, body: { uniqueCode: fresh.uniqueCode } };
    },
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    check: (res) => expect(res.json().childName).toBe('Moving'),
  },
  {
    method: 'PUT',
    route: '/api/tags/:tagId/alerts',
    // Parent A switches alerts on, as they are: A's tag stays the same for the other cases.
    request: () => ({ url: `/api/tags/${w.parentA.bracelet.id}/alerts`, body: { enabled: true } }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    check: (res) => expect(res.json()).toEqual({ id: w.parentA.bracelet.id, alertsEnabled: true }),
  },
  {
    method: 'POST',
    route: '/api/tags/:tagId/pin',
    request: () => ({ url: `/api/tags/${w.parentA.bracelet.id}/pin`, body: {} }),
    ok: 200,
    ownedBy: { message: en('errors.tagNotFound') },
    check: (res) =>
      expect(res.json()).toMatchObject({ id: w.parentA.bracelet.id, pin: expect.stringMatching(/^\d{8}$/) }),
  },
  {
    method: 'GET',
    route: '/api/tags/:tagId/scans',
    request: async () => {
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
    check: (res) => {
      const [scan] = (res.json() as { scans: Array<{ device: string; contact: { phone: string } }> }).scans;
      expect(scan).toMatchObject({
        device: w.parentA.scan.device,
        contact: { phone: w.parentA.scan.contactPhone },
      });
    },
  },
  {
    method: 'GET',
    route: '/api/bracelets/:physicalId',
    request: () => ({ url: `/api/bracelets/${w.stock.physicalId}` }),
    ok: 200,
    check: (res) => expect(res.json()).toEqual({ physicalId: w.stock.physicalId, status: 'available' }),
  },
  {
    method: 'GET',
    route: '/activate-bracelet/:physicalId',
    request: () => ({ url: `/activate-bracelet/${w.stock.physicalId}` }),
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/tag/:uniqueCode',
    request: () => ({ url: `/api/tag/${w.parentA.bracelet.uniqueCode}` }),
    ok: 200,
    exposes: ['A.childName', 'A.allergy', 'A.contact', 'A.code', 'A.tagId'],
  },
  {
    method: 'GET',
    route: '/tag/:uniqueCode',
    request: () => ({ url: `/tag/${w.parentA.bracelet.uniqueCode}` }),
    ok: 200,
    exposes: ['A.childName', 'A.allergy', 'A.contact', 'A.code', 'A.tagId'],
  },
  // What a responder sends the parents (issue 16): anyone may send it; the answer names nothing.
  {
    method: 'POST',
    route: '/api/tag/:uniqueCode/location',
    request: () => ({
      url: `/api/tag/${w.parentA.bracelet.uniqueCode}/location`,
      body: { latitude: 45.4, longitude: 9.19, accuracy: 20 },
    }),
    ok: 202,
    check: (res) => expect(res.json()).toEqual({ shared: 'location' }),
  },
  {
    method: 'POST',
    route: '/api/tag/:uniqueCode/contact',
    request: () => ({
      url: `/api/tag/${w.parentA.bracelet.uniqueCode}/contact`,
      body: { name: 'Matrix Responder', phone: '+39 02 1234 5678' },
    }),
    ok: 202,
    check: (res) => expect(res.json()).toEqual({ shared: 'contact' }),
  },
  // Issue 17: anyone may try a PIN; a wrong one is 403 for everybody (the tag's owner included).
  {
    method: 'POST',
    route: '/api/tag/:uniqueCode/unlock',
    request: () => ({
      url: `/api/tag/${w.parentB.card.uniqueCode}/unlock`,
      body: { pin: w.parentB.card.pin },
    }),
    ok: 200,
    check: (res) => expect(res.json()).toEqual({ fields: [] }),
  },
  // The typed-code page: its form, and the redirect of a typed code (which names the code it was given).
  { method: 'GET', route: '/t', request: at('/t'), ok: 200 },
  {
    method: 'GET',
    route: '/t/:code',
    request: () => ({ url: `/t/${w.parentA.bracelet.uniqueCode.toLowerCase()}` }),
    ok: 302,
    exposes: ['A.code'],
    check: (res) => expect(res.headers.location).toBe(`/tag/${w.parentA.bracelet.uniqueCode}`),
  },

  {
    method: 'POST',
    route: '/api/admin/login',
    request: post('/api/admin/login', () => ({ username: w.admin.username, password: w.admin.password })),
    ok: 200,
  },
  { method: 'POST', route: '/api/admin/logout', request: at('/api/admin/logout'), ok: 200 },
  {
    method: 'GET',
    route: '/api/admin/check',
    request: at('/api/admin/check'),
    ok: 200,
    check: (res, caller) => expect(res.json()).toEqual({ isAdmin: caller === 'admin' }),
  },
  {
    method: 'POST',
    route: '/api/admin/tags',
    request: post('/api/admin/tags', () => ({ count: 1 })),
    ok: 201,
  },
  {
    method: 'GET',
    route: '/api/admin/tags',
    request: at('/api/admin/tags?pageSize=500'),
    ok: 200,
    check: (res) => expect(res.body).toContain(w.stock.uniqueCode),
  },
  {
    method: 'GET',
    route: '/api/admin/tags.csv',
    request: at('/api/admin/tags.csv'),
    ok: 200,
    check: (res) => expect(res.body).toContain(w.stock.uniqueCode),
  },

  { method: 'GET', route: '/api/media', request: at('/api/media'), ok: 200 },
  { method: 'GET', route: '/api/content/:section', request: at('/api/content/hero_title'), ok: 200 },
  { method: 'GET', route: '/api/landing-texts/:language', request: at('/api/landing-texts/it'), ok: 200 },
  { method: 'GET', route: '/api/paypal-settings', request: at('/api/paypal-settings'), ok: 200 },
  { method: 'GET', route: '/api/how-it-works', request: at('/api/how-it-works'), ok: 200 },
  { method: 'GET', route: '/api/video-section', request: at('/api/video-section'), ok: 200 },
  { method: 'GET', route: '/api/features-section', request: at('/api/features-section'), ok: 200 },
  { method: 'GET', route: '/api/ratings-section', request: at('/api/ratings-section'), ok: 200 },
  {
    method: 'PUT',
    route: '/api/content',
    request: post('/api/content', () => ({ section: 'hero_title', content: 'SafeKid Tag' })),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/content', request: at('/api/admin/content'), ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/content',
    request: post('/api/admin/content', () => [
      { section: 'hero_subtitle', content: 'NFC emergency bracelet' },
    ]),
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/admin/landing-translations/:language',
    request: at('/api/admin/landing-translations/it'),
    ok: 200,
  },
  {
    method: 'PUT',
    route: '/api/admin/landing-translations/:language',
    request: post('/api/admin/landing-translations/it', () => ({ texts: { heroTitle: 'SafeKid Tag' } })),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/media', request: at('/api/admin/media'), ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/media',
    request: post('/api/admin/media', () => ({
      section: 'header_logo',
      imageUrl: w.storedFile,
      title: 'Logo',
    })),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/paypal-settings',
    request: post('/api/admin/paypal-settings', () => PAYPAL_SETTINGS_DEFAULTS),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/how-it-works', request: at('/api/admin/how-it-works'), ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/how-it-works',
    request: post('/api/admin/how-it-works', () => HOW_IT_WORKS_DEFAULTS),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/how-it-works/step',
    request: post('/api/admin/how-it-works/step', () => ({
      stepNumber: 1,
      icon: 'ShoppingCart',
      title: 'Order',
      subtitle: 'Order online.',
    })),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/video-section', request: at('/api/admin/video-section'), ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/video-section',
    request: post('/api/admin/video-section', () => VIDEO_SECTION_DEFAULTS),
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/admin/features-section',
    request: at('/api/admin/features-section'),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/features-section',
    request: post('/api/admin/features-section', () => FEATURES_SECTION_DEFAULTS),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/ratings-section', request: at('/api/admin/ratings-section'), ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/ratings-section',
    request: post('/api/admin/ratings-section', () => RATINGS_SECTION_DEFAULTS),
    ok: 200,
  },

  {
    method: 'POST',
    route: '/api/admin/upload-url',
    request: post('/api/admin/upload-url', () => ({ fileName: 'pixel.png', contentType: 'image/png' })),
    ok: 200,
  },
  {
    method: 'PUT',
    route: '/api/uploads/:ticket',
    // Whoever holds a signed URL may use it: the URL is the credential.
    request: async () => ({
      url: (await newUploadUrl(t, w.admin.id)).uploadURL,
      body: PNG_1X1,
      contentType: 'image/png',
    }),
    ok: 201,
  },
  { method: 'GET', route: '/api/files/*', request: () => ({ url: `/api/files${w.storedFile}` }), ok: 200 },

  { method: 'GET', route: '/api/paypal/setup', request: at('/api/paypal/setup'), ok: 200 },
  { method: 'POST', route: '/api/paypal/order', request: post('/api/paypal/order', () => ({})), ok: 201 },
  {
    method: 'POST',
    route: '/api/paypal/order/:orderId/capture',
    request: async () => ({ url: `/api/paypal/order/${await approvedPaypalOrder()}/capture` }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/paypal/webhook',
    request: () => {
      const signed = t.paypal.signWebhook({
        id: `WH-${Math.random().toString(36).slice(2)}`,
        event_type: 'PAYMENT.CAPTURE.REFUNDED',
        resource: { id: 'X' },
      });
      return { url: '/api/paypal/webhook', body: signed.body, headers: signed.headers };
    },
    ok: 200,
  },

  {
    method: 'GET',
    route: '/api/admin/orders',
    request: at('/api/admin/orders'),
    ok: 200,
    check: (res) => expect(res.body).toContain(w.order.customerEmail!),
  },
  { method: 'GET', route: '/api/admin/orders.csv', request: at('/api/admin/orders.csv'), ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/ship',
    request: () => ({ url: `/api/admin/orders/${w.order.id}/ship` }),
    ok: 200,
    check: (res) => expect(res.json().status).toBe('shipped'),
  },

  { method: 'GET', route: '/*', request: at('/dashboard'), ok: 200 },
  { method: 'GET', route: '/assets/*', request: at(`/${CLIENT_FILES.asset}`), ok: 200, staticFile: true },
  {
    method: 'GET',
    route: `/${CLIENT_FILES.root}`,
    request: at(`/${CLIENT_FILES.root}`),
    ok: 200,
    staticFile: true,
  },

  // Last: parent A's form-builder tag goes away.
  {
    method: 'DELETE',
    route: '/api/tags/:tagId',
    request: () => ({ url: `/api/tags/${w.parentA.card.id}` }),
    ok: 204,
    ownedBy: { message: en('errors.tagNotFound') },
  },
  // The very last: parent B, then parent A, delete their accounts (issue 17).
  {
    method: 'DELETE',
    route: '/api/account',
    request: post('/api/account', () => ({ password: DEFAULT_PASSWORD })),
    ok: 204,
  },
];

const DECLARED = new Map(DECLARED_ROUTES.map(([method, url, access]) => [routeKey(method, url), access]));

function accessOf(c: MatrixCase): RouteAccess {
  if (c.staticFile) return 'public';
  const access = DECLARED.get(routeKey(c.method, c.route));
  if (!access) throw new Error(`${c.method} ${c.route} is not in the declared roles table`);
  return access;
}

type Expected = { status: number; refused: boolean; body?: Record<string, unknown> };

function expectedAnswer(c: MatrixCase, caller: CallerName): Expected {
  const ok: Expected = { status: c.ok, refused: false };
  const signedOut = { status: 401, refused: true, body: { message: en('errors.unauthorized') } };
  switch (accessOf(c)) {
    case 'public':
      return ok;
    case 'admin':
      return caller === 'admin'
        ? ok
        : { status: 401, refused: true, body: { message: en('errors.adminRequired') } };
    case 'user':
      return ['unverified', 'parentA', 'parentB'].includes(caller) ? ok : signedOut;
    case 'verified':
      if (caller === 'unverified') {
        return {
          status: 403,
          refused: true,
          body: { message: en('errors.emailNotVerified'), needsVerification: true },
        };
      }
      if (caller === 'parentB' && c.ownedBy) return { status: 404, refused: true, body: c.ownedBy };
      return caller === 'parentA' || caller === 'parentB' ? ok : signedOut;
  }
}

/** The secrets a caller may see anywhere: its own family's; for an admin, tag codes and ids and orders. */
function ownSecrets(caller: CallerName): string[] {
  const names = Object.keys(w.secrets);
  switch (caller) {
    case 'parentA':
      return names.filter((n) => /^A2?\./.test(n));
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

function expectNoLeak(res: LightMyRequestResponse, caller: CallerName, c: MatrixCase) {
  const allowed = new Set([...ownSecrets(caller), ...(c.exposes ?? [])]);
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

async function checkCall(c: MatrixCase, caller: CallerName, method = c.method): Promise<void> {
  const cookies = await cookiesOf(caller);
  const request = await c.request(caller);
  const expected = expectedAnswer(c, caller);
  const guardsWrite = expected.refused && method !== 'GET' && method !== 'HEAD';
  const before = guardsWrite ? await dumpDatabase(t.db, [SESSIONS]) : undefined;

  const res = await send(t, { method, ...request, cookies });
  const label = `${caller} ${method} ${request.url}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBe(expected.status);
  if (expected.body && method !== 'HEAD') expect(res.json(), label).toMatchObject(expected.body);
  if (before) expect(await dumpDatabase(t.db, [SESSIONS]), `${label}: a refused call wrote`).toEqual(before);
  expectNoLeak(res, caller, c);
  if (!expected.refused && method !== 'HEAD') c.check?.(res, caller);
}

describe('access-control matrix', () => {
  beforeAll(async () => {
    t = await createSecurityApp();
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
    it(`${c.method} ${c.route} (${c.staticFile ? 'static file' : DECLARED.get(routeKey(c.method, c.route))})`, async () => {
      for (const caller of CALLERS) {
        await checkCall(c, caller);
        // Fastify answers HEAD for every GET: the same guard, the same status, no body.
        if (c.method === 'GET') await checkCall(c, caller, 'HEAD');
      }
    });
  }
});
