// Who the signed-in parent is to a tag (issue 34): its owner (tags.userId), one of its guardians
// (tag_guardians), or nobody. The one place that decides; every tag route asks it, through tagRole or
// the SQL conditions below. Nobody answers 404 exactly as an unknown tag (existence never leaks); a
// guardian asking for what only the owner may do answers 403 errors.ownerOnly.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TagRole } from '#shared/schemas/family.ts';
import type { Executor } from '../../db/client.ts';
import { tagGuardians, tags, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';

/** The tag row is guarded by this user (for a query over `tags`). */
export const guardedBy = (userId: string): SQL =>
  sql`exists (select 1 from ${tagGuardians} where ${tagGuardians}.tag_id = ${tags}.id and ${tagGuardians}.user_id = ${userId})`;

/** The owner's first name, for a select list over `tags` ("Shared by {ownerName}"). */
export const ownerFirstName = sql<
  string | null
>`(select ${users}.first_name from ${users} where ${users}.id = ${tags}.user_id)`;

/** The user's tags: owned or guarded. */
export const familyOf = (userId: string): SQL => or(eq(tags.userId, userId), guardedBy(userId))!;

/** This tag, when the user owns or guards it. */
export const familyTag = (tagId: string, userId: string): SQL => and(eq(tags.id, tagId), familyOf(userId))!;

/** The user's role on the tag, and whether it is deactivated; undefined when it is nothing of theirs. */
export async function tagAccess(
  db: Executor,
  tagId: string,
  userId: string,
): Promise<{ role: TagRole; deactivated: boolean } | undefined> {
  const [row] = await db
    .select({ ownerId: tags.userId, deactivatedAt: tags.deactivatedAt })
    .from(tags)
    .where(familyTag(tagId, userId));
  if (!row) return undefined;
  return { role: row.ownerId === userId ? 'owner' : 'guardian', deactivated: row.deactivatedAt !== null };
}

export async function tagRole(db: Executor, tagId: string, userId: string): Promise<TagRole | null> {
  return (await tagAccess(db, tagId, userId))?.role ?? null;
}

export const ownerOnly = () => new AppError(403, 'errors.ownerOnly');

/** For an owner-only action: 404 for nobody, 403 for a guardian. */
export async function requireOwner(db: Executor, tagId: string, userId: string): Promise<void> {
  const role = await tagRole(db, tagId, userId);
  if (role === null) throw notFound('errors.tagNotFound');
  if (role === 'guardian') throw ownerOnly();
}

/** For what the whole family may do: 404 for nobody; answers the role. */
export async function requireFamily(db: Executor, tagId: string, userId: string): Promise<TagRole> {
  const role = await tagRole(db, tagId, userId);
  if (role === null) throw notFound('errors.tagNotFound');
  return role;
}
