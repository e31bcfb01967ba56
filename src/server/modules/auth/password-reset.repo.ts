// SQL of the password reset: the links' hashed tokens and what a used link changes.
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';

export async function insertPasswordReset(
  db: Executor,
  values: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/**
 * Marks the link used if it is still unused and unexpired, in one statement: of two uses at once only
 * one gets the account's id back.
 */
export async function consumePasswordReset(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return rows[0]?.userId;
}

/** Whether the link could be used now (read before the costly password hashing). */
export async function isPasswordResetUsable(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return rows.length > 0;
}

/** A reset went through: every other link of the account dies with the old password. */
export async function deletePasswordResetsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

/** The new password; the link proved the mailbox, so an unverified address is verified now. */
export async function setPasswordFromReset(
  db: Executor,
  userId: string,
  values: { passwordHash: string; now: Date },
) {
  const rows = await db
    .update(users)
    .set({
      password: values.passwordHash,
      isEmailVerified: true,
      verificationCode: null,
      verificationCodeExpires: null,
      verificationAttempts: 0,
      updatedAt: values.now,
    })
    .where(eq(users.id, userId))
    .returning();
  return rows[0];
}

/** Expired and used links are of no use to anyone (housekeeping). */
export async function deleteSpentPasswordResets(db: Executor, now: Date): Promise<void> {
  await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)));
}
