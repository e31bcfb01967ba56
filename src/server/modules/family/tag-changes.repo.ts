// Who changed what on a tag (issue 34): one row per change, written inside the change's own
// transaction. The actor's first name is copied at the time, so the line outlives their account.
import { desc, eq, sql } from 'drizzle-orm';
import type { TagChangeAction } from '#shared/schemas/family.ts';
import type { Executor } from '../../db/client.ts';
import { tagChanges, users } from '../../db/schema/index.ts';

export async function recordChange(
  db: Executor,
  change: { tagId: string; userId: string; action: TagChangeAction; now: Date },
): Promise<void> {
  const actorName = sql`(select ${users.firstName} from ${users} where ${users.id} = ${change.userId})`;
  await db.insert(tagChanges).values({
    tagId: change.tagId,
    userId: change.userId,
    actorName,
    action: change.action,
    createdAt: change.now,
  });
}

/** The latest changes of the tag, newest first. */
export async function latestChanges(db: Executor, tagId: string, limit: number) {
  return db
    .select({ actorName: tagChanges.actorName, action: tagChanges.action, at: tagChanges.createdAt })
    .from(tagChanges)
    .where(eq(tagChanges.tagId, tagId))
    .orderBy(desc(tagChanges.createdAt), desc(tagChanges.id))
    .limit(limit);
}

/** A bracelet back in stock keeps nothing of the family, its history included. */
export async function deleteChangesOf(db: Executor, tagIds: string[]): Promise<void> {
  for (const tagId of tagIds) await db.delete(tagChanges).where(eq(tagChanges.tagId, tagId));
}
