// SQL for parents' consents to the privacy notice: written with a save of emergency data,
// read back as the current user's latest notice version.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consents, users } from '../../db/schema/index.ts';

/**
 * The version of the notice the user of the surrounding row (`users`) last agreed to, or null: a
 * correlated subquery (one probe of consents(user_id, given_at)) usable in any select over users.
 */
export const consentedNoticeVersion = sql<
  string | null
>`(select c.notice_version from ${consents} c where c.user_id = ${users}.id order by c.given_at desc limit 1)`;

export async function findConsentedNoticeVersion(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ consentedNoticeVersion }).from(users).where(eq(users.id, userId));
  return row?.consentedNoticeVersion ?? null;
}

/**
 * Records the consent unless this user already gave it to this version: one row per version is the
 * record. Two saves racing in parallel could both write one; a duplicate row is harmless.
 */
export async function recordConsent(db: Executor, userId: string, noticeVersion: string, now: Date) {
  const [given] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.noticeVersion, noticeVersion)))
    .limit(1);
  if (given) return;
  await db.insert(consents).values({ userId, noticeVersion, givenAt: now });
}
