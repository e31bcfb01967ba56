// SQL for server-side sessions (DESIGN §3).
import { and, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins, sessions, users } from '../../db/schema/index.ts';
import { consentedNoticeVersion } from '../../modules/consents/consents.repo.ts';

export type SessionKind = 'user' | 'admin';

export async function insertSession(
  db: Executor,
  values: {
    tokenHash: string;
    kind: SessionKind;
    ownerId: string;
    now: Date;
    expiresAt: Date;
    absoluteExpiresAt: Date;
  },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: values.tokenHash,
    kind: values.kind,
    userId: values.kind === 'user' ? values.ownerId : null,
    adminId: values.kind === 'admin' ? values.ownerId : null,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
    absoluteExpiresAt: values.absoluteExpiresAt,
  });
}

/** What decides whether a session is still alive, selected with its owner. */
const sessionTimes = {
  sessionId: sessions.id,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  absoluteExpiresAt: sessions.absoluteExpiresAt,
};
export type SessionTimes = { sessionId: string; lastSeenAt: Date; expiresAt: Date; absoluteExpiresAt: Date };

export async function findUserSession(db: Executor, tokenHash: string) {
  const rows = await db
    .select({
      ...sessionTimes,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        isEmailVerified: users.isEmailVerified,
        consentedNoticeVersion,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'user')));
  return rows[0];
}

export async function findAdminSession(db: Executor, tokenHash: string) {
  const rows = await db
    .select({
      ...sessionTimes,
      admin: { id: admins.id, username: admins.username, email: admins.email },
    })
    .from(sessions)
    .innerJoin(admins, eq(sessions.adminId, admins.id))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'admin')));
  return rows[0];
}

export async function touchSession(
  db: Executor,
  sessionId: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionById(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}
