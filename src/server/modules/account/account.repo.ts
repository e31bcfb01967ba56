// SQL for the account screen: the parent's own data for the screen and the export, the
// password change, and the erasure of an account in one transaction.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  consents,
  emergencyFields,
  orders,
  rateLimits,
  scanEvents,
  sessions,
  tags,
  users,
} from '../../db/schema/index.ts';
import { releaseFromFamily } from '../tags/family-release.repo.ts';

/** The account as its owner may see it: never the password hash or the verification code's hash. */
const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isEmailVerified: users.isEmailVerified,
  timeZone: users.timeZone,
  /** The language its mails are written in; stored, so exported too. */
  language: users.language,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export async function findAccount(db: Executor, userId: string) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return row;
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The stored password hash, only to check a password against it. */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return row?.password;
}

export async function listConsents(db: Executor, userId: string) {
  return db
    .select({ noticeVersion: consents.noticeVersion, givenAt: consents.givenAt })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.givenAt), asc(consents.id));
}

export async function listOwnedTags(db: Executor, userId: string) {
  return db
    .select({
      id: tags.id,
      uniqueCode: tags.uniqueCode,
      physicalId: tags.physicalId,
      childName: tags.childName,
      childAge: tags.childAge,
      birthMonth: tags.birthMonth,
      birthYear: tags.birthYear,
      isActive: tags.isActive,
      pin: tags.pin,
      alertsEnabled: tags.alertsEnabled,
      lostMessage: tags.lostMessage,
      lostPhone: tags.lostPhone,
      lostUntil: tags.lostUntil,
      photoKey: tags.photoKey,
      createdAt: tags.createdAt,
      updatedAt: tags.updatedAt,
    })
    .from(tags)
    .where(eq(tags.userId, userId))
    .orderBy(asc(tags.createdAt), asc(tags.id));
}

export async function listFieldsOf(db: Executor, tagIds: string[]) {
  if (tagIds.length === 0) return [];
  return db
    .select({
      tagId: emergencyFields.tagId,
      title: emergencyFields.title,
      content: emergencyFields.content,
      visibility: emergencyFields.visibility,
      order: emergencyFields.fieldOrder,
    })
    .from(emergencyFields)
    .where(inArray(emergencyFields.tagId, tagIds))
    .orderBy(asc(emergencyFields.fieldOrder), asc(emergencyFields.id));
}

/** Every stored scan of the tags (not the client hash: a responder's, not the parent's). */
export async function listScansOf(db: Executor, tagIds: string[]) {
  if (tagIds.length === 0) return [];
  return db
    .select({
      tagId: scanEvents.tagId,
      scannedAt: scanEvents.scannedAt,
      device: scanEvents.device,
      language: scanEvents.language,
      whileLost: scanEvents.whileLost,
      alertSentAt: scanEvents.alertSentAt,
      latitude: scanEvents.latitude,
      longitude: scanEvents.longitude,
      accuracy: scanEvents.accuracy,
      locationAt: scanEvents.locationAt,
      contactName: scanEvents.contactName,
      contactPhone: scanEvents.contactPhone,
      contactMessage: scanEvents.contactMessage,
      contactAt: scanEvents.contactAt,
    })
    .from(scanEvents)
    .where(inArray(scanEvents.tagId, tagIds))
    .orderBy(asc(scanEvents.scannedAt), asc(scanEvents.id));
}

/** Orders placed with the account's e-mail (PayPal may give it in any letter case). */
export async function listOrdersByEmail(db: Executor, email: string) {
  return db
    .select({
      id: orders.id,
      paypalOrderId: orders.paypalOrderId,
      amount: orders.amount,
      currency: orders.currency,
      status: orders.status,
      customerEmail: orders.customerEmail,
      customerName: orders.customerName,
      shippingAddress: orders.shippingAddress,
      createdAt: orders.createdAt,
      shippedAt: orders.shippedAt,
    })
    .from(orders)
    .where(sql`lower(trim(${orders.customerEmail})) = ${email}`)
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ password: passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Every session of the parent but the one whose token hash is `keepTokenHash`. */
export async function deleteOtherSessions(db: Executor, userId: string, keepTokenHash: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

/**
 * Retires the account's tags for good: never back to stock, nothing of the family left on
 * them (releaseFromFamily). Answers the tags' codes and the photo files to remove after the commit.
 */
export async function retireTagsOf(
  db: Executor,
  userId: string,
  now: Date,
): Promise<{ codes: string[]; photoKeys: string[] }> {
  const owned = await db
    .select({ id: tags.id, uniqueCode: tags.uniqueCode })
    .from(tags)
    .where(eq(tags.userId, userId))
    .for('update');
  const photoKeys = await releaseFromFamily(
    db,
    owned.map((row) => row.id),
    now,
    'retired',
  );
  return { codes: owned.map((row) => row.uniqueCode), photoKeys };
}

/** The account row and everything hanging on it (consents, sessions); its tags are retired first. */
export async function deleteAccountRows(db: Executor, userId: string): Promise<void> {
  await db.delete(consents).where(eq(consents.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(users).where(eq(users.id, userId));
}

/** Rate-limit counters keyed by the account (its e-mail or id end the key): nothing of it stays. */
export async function deleteCountersOf(db: Executor, suffixes: string[]): Promise<void> {
  for (const suffix of suffixes) {
    const needle = `:${suffix}`;
    await db.delete(rateLimits).where(sql`right(${rateLimits.key}, ${needle.length}) = ${needle}`);
  }
}
