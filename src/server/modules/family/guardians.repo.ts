// SQL of a tag's guardians (issue 34): who they are, joining, leaving, and the owner's hand-over.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tagGuardians, tags, users } from '../../db/schema/index.ts';

export async function listGuardians(db: Executor, tagId: string) {
  return db
    .select({
      userId: tagGuardians.userId,
      firstName: users.firstName,
      email: users.email,
      since: tagGuardians.createdAt,
    })
    .from(tagGuardians)
    .innerJoin(users, eq(users.id, tagGuardians.userId))
    .where(eq(tagGuardians.tagId, tagId))
    .orderBy(asc(tagGuardians.createdAt), asc(tagGuardians.userId));
}

export async function countGuardians(db: Executor, tagId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tagGuardians)
    .where(eq(tagGuardians.tagId, tagId));
  return row?.count ?? 0;
}

/** Answers whether they joined now (false: they already were a guardian). */
export async function addGuardian(db: Executor, tagId: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(tagGuardians)
    .values({ tagId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: tagGuardians.userId });
  return rows.length === 1;
}

/** Answers whether they were one. */
export async function deleteGuardian(db: Executor, tagId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(tagGuardians)
    .where(and(eq(tagGuardians.tagId, tagId), eq(tagGuardians.userId, userId)))
    .returning({ userId: tagGuardians.userId });
  return rows.length === 1;
}

/** Every guardian of these tags goes (the tags leave the family: back to stock or retired). */
export async function deleteGuardiansOf(db: Executor, tagIds: string[]): Promise<void> {
  if (tagIds.length === 0) return;
  await db.delete(tagGuardians).where(inArray(tagGuardians.tagId, tagIds));
}

/** The tag's owner row, locked for the rest of the transaction. */
export async function lockTag(db: Executor, tagId: string) {
  const [row] = await db
    .select({
      id: tags.id,
      userId: tags.userId,
      uniqueCode: tags.uniqueCode,
      childName: tags.childName,
      deactivatedAt: tags.deactivatedAt,
    })
    .from(tags)
    .where(eq(tags.id, tagId))
    .for('update');
  return row;
}

export async function ownerOf(db: Executor, tagId: string): Promise<string | null> {
  const [row] = await db.select({ userId: tags.userId }).from(tags).where(eq(tags.id, tagId));
  return row?.userId ?? null;
}

export async function setOwner(db: Executor, tagId: string, userId: string, now: Date): Promise<void> {
  await db.update(tags).set({ userId, updatedAt: now }).where(eq(tags.id, tagId));
}

/** The tags this account owns and others still look after, with the children's names. */
export async function ownedTagsWithGuardians(db: Executor, userId: string) {
  return db
    .selectDistinct({ id: tags.id, childName: tags.childName, uniqueCode: tags.uniqueCode })
    .from(tags)
    .innerJoin(tagGuardians, eq(tagGuardians.tagId, tags.id))
    .where(eq(tags.userId, userId))
    .orderBy(asc(tags.uniqueCode));
}

/** The tags this account guards (for its deletion: each records that they left). */
export async function guardedTagIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ tagId: tagGuardians.tagId })
    .from(tagGuardians)
    .where(eq(tagGuardians.userId, userId));
  return rows.map((row) => row.tagId);
}

/** The export: every tag the account owns or guards, its role and since when. */
export async function guardianshipsOf(db: Executor, userId: string) {
  const guarded = await db
    .select({
      childName: tags.childName,
      uniqueCode: tags.uniqueCode,
      since: tagGuardians.createdAt,
    })
    .from(tagGuardians)
    .innerJoin(tags, eq(tags.id, tagGuardians.tagId))
    .where(eq(tagGuardians.userId, userId))
    .orderBy(asc(tagGuardians.createdAt));
  return guarded;
}
