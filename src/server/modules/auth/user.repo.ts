// SQL for parent accounts and their verification codes (SPEC §3 users, DESIGN §3).
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Language } from '#shared/i18n/languages.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { consentedNoticeVersion } from '../consents/consents.repo.ts';

export type UserRow = typeof users.$inferSelect;

/** The columns a client may see: never the password hash or the code. */
const currentUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isEmailVerified: users.isEmailVerified,
  consentedNoticeVersion,
};

export function toCurrentUser(row: UserRow, consentedNoticeVersion: string | null): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isEmailVerified: row.isEmailVerified,
    consentedNoticeVersion,
  };
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email));
  return rows[0];
}

/** Throws the database's unique violation when the e-mail is taken (the caller maps it). */
export async function insertUser(
  db: Executor,
  values: {
    id: string;
    email: string;
    passwordHash: string;
    firstName: string | null;
    lastName: string | null;
    verificationCodeHash: string;
    verificationCodeExpires: Date;
    /** The browser's IANA zone; null until a sign-in reports one. */
    timeZone: string | null;
    /** The language of the page they registered in. */
    language: Language;
    now: Date;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      id: values.id,
      email: values.email,
      password: values.passwordHash,
      firstName: values.firstName,
      lastName: values.lastName,
      isEmailVerified: false,
      verificationCode: values.verificationCodeHash,
      verificationCodeExpires: values.verificationCodeExpires,
      verificationAttempts: 0,
      timeZone: values.timeZone,
      language: values.language,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** A new code replaces the old one, which dies with its count of wrong tries. */
export async function replaceVerificationCode(
  db: Executor,
  userId: string,
  values: { codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      verificationCode: values.codeHash,
      verificationCodeExpires: values.expiresAt,
      verificationAttempts: 0,
      updatedAt: values.now,
    })
    .where(and(eq(users.id, userId), eq(users.isEmailVerified, false)));
}

/**
 * Someone registers an address that was never verified: their password, names and a new code replace
 * the earlier registrant's, so only the mailbox owner's own registration can ever be verified.
 */
export async function replaceUnverifiedRegistration(
  db: Executor,
  userId: string,
  values: {
    passwordHash: string;
    firstName: string | null;
    lastName: string | null;
    codeHash: string;
    expiresAt: Date;
    /** undefined: the registrant's browser sent none; the stored zone stays. */
    timeZone: string | undefined;
    language: Language;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      password: values.passwordHash,
      firstName: values.firstName,
      lastName: values.lastName,
      timeZone: values.timeZone,
      language: values.language,
      verificationCode: values.codeHash,
      verificationCodeExpires: values.expiresAt,
      verificationAttempts: 0,
      updatedAt: values.now,
    })
    .where(and(eq(users.id, userId), eq(users.isEmailVerified, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * A registration of a never-verified address within the minute after its last code mail (decision 012):
 * the new password and names are stored, no code is mailed. The code already sent stays only when the
 * password is the one it was sent for; otherwise it dies, so a code never verifies a later password.
 */
export async function updateUnverifiedRegistration(
  db: Executor,
  userId: string,
  values: {
    passwordHash: string;
    firstName: string | null;
    lastName: string | null;
    keepCode: boolean;
    timeZone: string | undefined;
    language: Language;
    now: Date;
  },
): Promise<boolean> {
  const codeGone = values.keepCode
    ? {}
    : { verificationCode: null, verificationCodeExpires: null, verificationAttempts: 0 };
  const rows = await db
    .update(users)
    .set({
      password: values.passwordHash,
      firstName: values.firstName,
      lastName: values.lastName,
      timeZone: values.timeZone,
      language: values.language,
      ...codeGone,
      updatedAt: values.now,
    })
    .where(and(eq(users.id, userId), eq(users.isEmailVerified, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The parent chose a language with the switch: mails and later sign-ins use it. */
export async function updateLanguage(db: Executor, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** A sign-in from a browser that reported its zone: alerts use it from now on. */
export async function updateTimeZone(db: Executor, userId: string, timeZone: string): Promise<void> {
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}

export async function markVerificationSent(db: Executor, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ verificationSentAt: at }).where(eq(users.id, userId));
}

/**
 * Counts one try against the current code before it is compared, in one statement, so parallel
 * guesses cannot exceed the limit. Answers the code's state, or undefined when no try is left.
 */
export async function reserveVerificationAttempt(
  db: Executor,
  userId: string,
  maxAttempts: number,
): Promise<{ codeHash: string; expiresAt: Date | null; attempts: number } | undefined> {
  const rows = await db
    .update(users)
    .set({ verificationAttempts: sql`${users.verificationAttempts} + 1` })
    .where(
      and(
        eq(users.id, userId),
        eq(users.isEmailVerified, false),
        isNotNull(users.verificationCode),
        lt(users.verificationAttempts, maxAttempts),
      ),
    )
    .returning({
      codeHash: users.verificationCode,
      expiresAt: users.verificationCodeExpires,
      attempts: users.verificationAttempts,
    });
  const row = rows[0];
  return row?.codeHash
    ? { codeHash: row.codeHash, expiresAt: row.expiresAt, attempts: row.attempts }
    : undefined;
}

/** Marks the e-mail verified if the code is still the one matched: a code works exactly once. */
export async function consumeVerificationCode(
  db: Executor,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<CurrentUser | undefined> {
  const rows = await db
    .update(users)
    .set({
      isEmailVerified: true,
      verificationCode: null,
      verificationCodeExpires: null,
      verificationAttempts: 0,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.verificationCode, codeHash), eq(users.isEmailVerified, false)))
    .returning(currentUserColumns);
  return rows[0];
}
