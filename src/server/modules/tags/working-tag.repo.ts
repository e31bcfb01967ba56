// Which of a parent's tags a change may touch. A deactivated tag keeps its child, data and
// scan history, which its owner may still read, edit and move to a new bracelet; what only serves a page
// that opens (lost mode, the PIN, scan alerts and their test, the printed card and QR code) is changed
// or handed out for a working tag only. One condition for each, so every route draws the line alike.
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tags } from '../../db/schema/index.ts';

/** The parent's own tag, deactivated or not. */
export const ownedTag = (tagId: string, userId: string) => and(eq(tags.id, tagId), eq(tags.userId, userId));

/** The parent's own tag whose page still opens. */
export const workingTag = (tagId: string, userId: string) =>
  and(ownedTag(tagId, userId), isNull(tags.deactivatedAt));

/** Whether the parent's tag is deactivated; undefined when it is not theirs. */
export async function ownedTagDeactivated(db: Executor, tagId: string, userId: string) {
  const [row] = await db
    .select({ deactivatedAt: tags.deactivatedAt })
    .from(tags)
    .where(ownedTag(tagId, userId));
  return row ? row.deactivatedAt !== null : undefined;
}
