// The data the access matrix guards: two families with configured bracelets (and a second, form-builder
// tag each), an unverified parent, an unowned bracelet in stock, a paid order and a stored file. Every
// value a wrong caller must never see is a distinctive string, listed in `secrets`.
import { randomBytes } from 'node:crypto';
import { orders, tagGuardians } from '#server/db/schema/index.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import { createScanEvent } from '#tests/factories/scan-events.ts';
import { createTag } from '#tests/factories/tags.ts';
import { createAdmin, createUser, uniqueEmail } from '#tests/factories/users.ts';
import { send, type SecurityApp } from './security-app.ts';

/** A real 1×1 PNG (the upload endpoint checks magic bytes). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const marker = (label: string) => `${label}-${randomBytes(5).toString('hex')}`;

type Parent = Awaited<ReturnType<typeof createUser>>;
type Tag = Awaited<ReturnType<typeof createTag>>;
export type Family = {
  user: Parent;
  /** An inventory bracelet, activated and configured. */
  bracelet: Tag & { fields: Array<{ title: string; content: string }> };
  /** A tag made in the form builder (no bracelet number). */
  card: Tag;
  /** A scan of the bracelet's page (issue 16) whose responder sent their number. */
  scan: { device: string; contactPhone: string };
};

export type World = {
  parentA: Family;
  parentB: Family;
  /** Issue 34: a parent who looks after parent A's bracelet (not A's form-builder tag). */
  guardian: Parent;
  unverified: Parent;
  /** A verified parent whose credentials the login route is called with. */
  loginUser: Parent;
  admin: { id: string; username: string; password: string };
  /** An unowned bracelet: its code activates it, so only admins may see it. */
  stock: Tag;
  order: typeof orders.$inferSelect;
  storedFile: string;
  secrets: Record<string, string>;
};

async function family(t: SecurityApp, label: 'A' | 'B'): Promise<Family> {
  const user = await createUser(t, {
    email: uniqueEmail(`parent-${label.toLowerCase()}`),
    firstName: marker(`${label}-first`),
  });
  const fields = [
    { title: 'Allergies', content: marker(`${label}-allergy`) },
    { title: 'Emergency Contact', content: marker(`${label}-contact`) },
  ];
  const bracelet = await createTag(t, {
    userId: user.id,
    childName: marker(`${label}-child`),
    childAge: 7,
    fields,
  });
  const card = await createTag(t, {
    userId: user.id,
    physicalId: null,
    childName: marker(`${label}2-child`),
    childAge: 9,
    fields: [{ title: 'Blood Type', content: marker(`${label}2-blood`) }],
  });
  const scan = { device: marker(`${label}-device`), contactPhone: marker(`${label}-responder-phone`) };
  await createScanEvent(t.db, bracelet.id, { ...scan, contactName: 'Responder', contactAt: new Date() });
  return { user, bracelet: { ...bracelet, fields }, card, scan };
}

function familySecrets(label: 'A' | 'B', f: Family): Record<string, string> {
  return {
    [`${label}.email`]: f.user.email,
    [`${label}.firstName`]: f.user.firstName!,
    [`${label}.childName`]: f.bracelet.childName!,
    [`${label}.allergy`]: f.bracelet.fields[0]!.content,
    [`${label}.contact`]: f.bracelet.fields[1]!.content,
    [`${label}.code`]: f.bracelet.uniqueCode,
    [`${label}.tagId`]: f.bracelet.id,
    [`${label}.scanDevice`]: f.scan.device,
    [`${label}.responderPhone`]: f.scan.contactPhone,
    [`${label}2.childName`]: f.card.childName!,
    [`${label}2.code`]: f.card.uniqueCode,
    [`${label}2.tagId`]: f.card.id,
  };
}

/** A session cookie for a parent or an admin, as if they had just signed in. */
export async function sessionCookies(
  t: SecurityApp,
  kind: 'user' | 'admin',
  ownerId: string,
): Promise<Record<string, string>> {
  const { token } = await t.app.deps.sessions.create(kind, ownerId);
  return { [sessionCookieName(t.config, kind)]: token };
}

/** Uploads a PNG through the real endpoints and answers its /objects/... path. */
export async function uploadPng(t: SecurityApp, adminId: string): Promise<string> {
  const { uploadURL, filePath } = await newUploadUrl(t, adminId);
  const res = await send(t, { method: 'PUT', url: uploadURL, body: PNG_1X1, contentType: 'image/png' });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return filePath;
}

/** An upload URL (path and query only, as inject wants it) issued to an admin. */
export async function newUploadUrl(t: SecurityApp, adminId: string) {
  const res = await send(t, {
    method: 'POST',
    url: '/api/admin/upload-url',
    body: { fileName: 'pixel.png', contentType: 'image/png' },
    cookies: await sessionCookies(t, 'admin', adminId),
  });
  if (res.statusCode !== 200) throw new Error(`upload-url failed: ${res.statusCode} ${res.body}`);
  const { uploadURL, filePath } = res.json() as { uploadURL: string; filePath: string };
  const url = new URL(uploadURL, t.config.publicUrl);
  return { uploadURL: `${url.pathname}${url.search}`, filePath };
}

export async function buildWorld(t: SecurityApp): Promise<World> {
  const parentA = await family(t, 'A');
  const parentB = await family(t, 'B');
  const guardian = await createUser(t, {
    email: uniqueEmail('guardian'),
    firstName: marker('G-first'),
  });
  await t.db.insert(tagGuardians).values({ tagId: parentA.bracelet.id, userId: guardian.id });
  const unverified = await createUser(t, { verified: false, email: uniqueEmail('unverified') });
  const loginUser = await createUser(t, { email: uniqueEmail('login') });
  const admin = await createAdmin(t);
  const stock = await createTag(t);
  const [order] = await t.db
    .insert(orders)
    .values({
      paypalOrderId: marker('PAYPAL').toUpperCase(),
      amount: '29.99',
      unitAmount: '29.99',
      currency: 'EUR',
      status: 'paid',
      customerEmail: `${marker('buyer')}@example.test`,
      customerName: marker('Buyer Name'),
      shippingAddress: marker('1 Secret Street'),
    })
    .returning();
  const storedFile = await uploadPng(t, admin.id);
  return {
    parentA,
    parentB,
    guardian,
    unverified,
    loginUser,
    admin,
    stock,
    order: order!,
    storedFile,
    secrets: {
      ...familySecrets('A', parentA),
      ...familySecrets('B', parentB),
      'G.email': guardian.email,
      'G.firstName': guardian.firstName!,
      'U.email': unverified.email,
      'stock.code': stock.uniqueCode,
      'order.paypalId': order!.paypalOrderId,
      'order.email': order!.customerEmail!,
      'order.name': order!.customerName!,
      'order.address': order!.shippingAddress!,
    },
  };
}
