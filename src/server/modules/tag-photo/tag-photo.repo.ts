// SQL for the child's photo: the family's key (owner or guardian; a deactivated tag keeps its child's
// data), and the key a public page may show: an active tag while lost mode lasts.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tags } from '../../db/schema/index.ts';
import { lostColumns } from '../tags/lost-mode.repo.ts';
import { familyTag } from '../tags/working-tag.repo.ts';

/** The family's tag (owned or guarded) and its photo key (null: none); undefined when it is not theirs. */
export async function findOwnedPhoto(db: Executor, tagId: string, userId: string) {
  const [row] = await db
    .select({ uniqueCode: tags.uniqueCode, photoKey: tags.photoKey })
    .from(tags)
    .where(familyTag(tagId, userId));
  return row;
}

/** Locks the family's tag for the transaction and reads its photo key. */
export async function lockOwnedPhoto(db: Executor, tagId: string, userId: string) {
  const [row] = await db
    .select({ uniqueCode: tags.uniqueCode, photoKey: tags.photoKey })
    .from(tags)
    .where(familyTag(tagId, userId))
    .for('update');
  return row;
}

export async function setPhotoKey(db: Executor, tagId: string, photoKey: string | null, now: Date) {
  await db.update(tags).set({ photoKey, updatedAt: now }).where(eq(tags.id, tagId));
}

/** An active tag by its upper-case code: its photo key and lost-mode columns; undefined when none. */
export async function findPublicPhoto(db: Executor, uniqueCode: string) {
  const [row] = await db
    .select({ photoKey: tags.photoKey, ...lostColumns })
    .from(tags)
    .where(and(eq(tags.uniqueCode, uniqueCode), eq(tags.isActive, 'true')));
  return row;
}
