// The one place that says what "nothing of the family" means when tags leave it: back to stock (the
// owner deletes an inventory bracelet), or retired for good (deactivation's move onto a new bracelet,
// account deletion). Whatever a family put on a tag, or others left there for them, goes with them.
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emergencyFields, scanEvents, tags } from '../../db/schema/index.ts';
import { deleteGuardiansOf } from '../family/guardians.repo.ts';
import { deleteInvitationsOf } from '../family/invitations.repo.ts';
import { deleteChangesOf } from '../family/tag-changes.repo.ts';

/** Where the tags go: stock is owner-less AND active; a retired tag is never claimed again. */
export type AfterFamily = 'stock' | 'retired';

/**
 * Deletes the tags' fields and scans (responders' locations and numbers were for this family), and
 * clears owner, child and lost mode (a page would show their message and number); the PIN is new
 * (theirs is printed on their card) and alerts are on, as on any new bracelet. A retired tag keeps the
 * time it first stopped. Call it after anything meant to go with the family (fields, scans) was moved.
 * Answers the photo keys it cleared: the caller removes those files after the commit (PhotoFiles).
 */
export async function releaseFromFamily(
  db: Executor,
  tagIds: string[],
  now: Date,
  after: AfterFamily,
): Promise<string[]> {
  if (tagIds.length === 0) return [];
  const photos = await db
    .select({ photoKey: tags.photoKey })
    .from(tags)
    .where(and(inArray(tags.id, tagIds), isNotNull(tags.photoKey)));
  await db.delete(emergencyFields).where(inArray(emergencyFields.tagId, tagIds));
  await db.delete(scanEvents).where(inArray(scanEvents.tagId, tagIds));
  // Issue 34: its guardians, open invitations and history of changes were the family's too.
  await deleteGuardiansOf(db, tagIds);
  await deleteInvitationsOf(db, tagIds);
  await deleteChangesOf(db, tagIds);
  const retired = {
    isActive: 'false' as const,
    deactivatedAt: sql`coalesce(${tags.deactivatedAt}, ${now.toISOString()}::timestamptz)`,
  };
  await db
    .update(tags)
    .set({
      userId: null,
      childName: null,
      childAge: null,
      birthMonth: null,
      birthYear: null,
      lostMessage: null,
      lostPhone: null,
      lostUntil: null,
      photoKey: null,
      alertsEnabled: sql`default`,
      pin: sql`default`,
      updatedAt: now,
      ...(after === 'retired' ? retired : {}),
    })
    .where(inArray(tags.id, tagIds));
  return photos.map((row) => row.photoKey!);
}
