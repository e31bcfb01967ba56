// SQL for lost-child mode: the three columns are set together and cleared together.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tags } from '../../db/schema/index.ts';
import { familyTag, workingFamilyTag } from './working-tag.repo.ts';

/** The columns every reading of a tag selects to show its lost mode (lostModeOf). */
export const lostColumns = {
  lostMessage: tags.lostMessage,
  lostPhone: tags.lostPhone,
  lostUntil: tags.lostUntil,
};

export type LostValues = { message: string; phone: string; until: Date };

/**
 * The family's (owner's or a guardian's) working tag becomes lost until `until`; answers its code, or nothing when it is not
 * theirs or is deactivated (its page answers 410).
 */
export async function setLost(db: Executor, tagId: string, userId: string, lost: LostValues) {
  const [row] = await db
    .update(tags)
    .set({ lostMessage: lost.message, lostPhone: lost.phone, lostUntil: lost.until })
    .where(workingFamilyTag(tagId, userId))
    .returning({ uniqueCode: tags.uniqueCode });
  return row;
}

/** Ends it; `wasLost` says whether it was on at `now` (only then is it a change to record). */
export async function clearLost(db: Executor, tagId: string, userId: string, now: Date) {
  // RETURNING's subquery reads the row as it was before this statement.
  const before = db.select({ until: tags.lostUntil }).from(tags).where(eq(tags.id, tagId));
  const [row] = await db
    .update(tags)
    .set({ lostMessage: null, lostPhone: null, lostUntil: null })
    .where(familyTag(tagId, userId))
    .returning({
      uniqueCode: tags.uniqueCode,
      wasLost: sql<boolean>`coalesce((${before}) > ${now.toISOString()}::timestamptz, false)`,
    });
  return row;
}
