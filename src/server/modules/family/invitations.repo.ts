// SQL of invitations to look after a tag (issue 34). Pending: neither withdrawn nor accepted, and not
// expired at `now`. Only the token's SHA-256 is stored.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tagInvitations, tags, users } from '../../db/schema/index.ts';

const pendingAt = (now: Date) =>
  and(
    isNull(tagInvitations.withdrawnAt),
    isNull(tagInvitations.acceptedAt),
    gt(tagInvitations.expiresAt, now),
  );

const invitationColumns = {
  id: tagInvitations.id,
  email: tagInvitations.email,
  createdAt: tagInvitations.createdAt,
  expiresAt: tagInvitations.expiresAt,
};

export async function listPending(db: Executor, tagId: string, now: Date) {
  return db
    .select(invitationColumns)
    .from(tagInvitations)
    .where(and(eq(tagInvitations.tagId, tagId), pendingAt(now)))
    .orderBy(asc(tagInvitations.createdAt), asc(tagInvitations.id));
}

export async function countPending(db: Executor, tagId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tagInvitations)
    .where(and(eq(tagInvitations.tagId, tagId), pendingAt(now)));
  return row?.count ?? 0;
}

/** A new invitation to the same address replaces the pending one: that one is withdrawn. */
export async function withdrawPendingTo(db: Executor, tagId: string, email: string, now: Date) {
  await db
    .update(tagInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(tagInvitations.tagId, tagId), eq(tagInvitations.email, email), pendingAt(now)));
}

export async function insertInvitation(
  db: Executor,
  values: { tagId: string; invitedBy: string; email: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(tagInvitations)
    .values({
      tagId: values.tagId,
      invitedBy: values.invitedBy,
      email: values.email,
      tokenHash: values.tokenHash,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning(invitationColumns);
  return row!;
}

/** Withdraws the tag's invitation if it is still open (accepted or withdrawn ones stay as they are). */
export async function withdrawInvitation(db: Executor, tagId: string, id: string, now: Date) {
  await db
    .update(tagInvitations)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(tagInvitations.id, id),
        eq(tagInvitations.tagId, tagId),
        isNull(tagInvitations.withdrawnAt),
        isNull(tagInvitations.acceptedAt),
      ),
    );
}

/** The invitation behind a token, with what its page shows; locked when `lock` (accepting). */
export async function findByTokenHash(db: Executor, tokenHash: string, lock = false) {
  const query = db
    .select({
      id: tagInvitations.id,
      tagId: tagInvitations.tagId,
      email: tagInvitations.email,
      expiresAt: tagInvitations.expiresAt,
      withdrawnAt: tagInvitations.withdrawnAt,
      acceptedAt: tagInvitations.acceptedAt,
      acceptedBy: tagInvitations.acceptedBy,
      inviterName: users.firstName,
      childName: tags.childName,
    })
    .from(tagInvitations)
    .innerJoin(tags, eq(tags.id, tagInvitations.tagId))
    .innerJoin(users, eq(users.id, tagInvitations.invitedBy))
    .where(eq(tagInvitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: tagInvitations }) : await query;
  return row;
}

/** An invitation whose mail never went: nobody holds its token. */
export async function deleteInvitation(db: Executor, id: string): Promise<void> {
  await db.delete(tagInvitations).where(eq(tagInvitations.id, id));
}

export async function markAccepted(db: Executor, id: string, userId: string, now: Date) {
  await db
    .update(tagInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(tagInvitations.id, id));
}

/** A tag leaving the family (back to stock, retired) takes its invitations along. */
export async function deleteInvitationsOf(db: Executor, tagIds: string[]): Promise<void> {
  for (const tagId of tagIds) await db.delete(tagInvitations).where(eq(tagInvitations.tagId, tagId));
}
