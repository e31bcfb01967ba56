// SQL for lost-child mode: the three columns are set together and cleared together.
import type { Executor } from '../../db/client.ts';
import { tags } from '../../db/schema/index.ts';
import { ownedTag, workingTag } from './working-tag.repo.ts';

/** The columns every reading of a tag selects to show its lost mode (lostModeOf). */
export const lostColumns = {
  lostMessage: tags.lostMessage,
  lostPhone: tags.lostPhone,
  lostUntil: tags.lostUntil,
};

export type LostValues = { message: string; phone: string; until: Date };

/**
 * The owner's working tag becomes lost until `until`; answers its code, or nothing when it is not
 * theirs or is deactivated (its page answers 410).
 */
export async function setLost(db: Executor, tagId: string, userId: string, lost: LostValues) {
  const [row] = await db
    .update(tags)
    .set({ lostMessage: lost.message, lostPhone: lost.phone, lostUntil: lost.until })
    .where(workingTag(tagId, userId))
    .returning({ uniqueCode: tags.uniqueCode });
  return row;
}

export async function clearLost(db: Executor, tagId: string, userId: string) {
  const [row] = await db
    .update(tags)
    .set({ lostMessage: null, lostPhone: null, lostUntil: null })
    .where(ownedTag(tagId, userId))
    .returning({ uniqueCode: tags.uniqueCode });
  return row;
}
