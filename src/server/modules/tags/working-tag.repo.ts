// Which of a parent's tags a change may touch. A deactivated tag keeps its child, data and
// scan history, which its family may still read, edit and move to a new bracelet; what only serves a
// page that opens (lost mode, the PIN, scan alerts and their test, the printed card and QR code) is
// changed or handed out for a working tag only. One condition for each, so every route draws the line
// alike. "Owned" is the owner alone; "family" adds the tag's guardians (issue 34, tag-role.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tags } from '../../db/schema/index.ts';
import { familyTag, tagAccess } from '../family/tag-role.ts';

/** The parent's own tag, deactivated or not. */
export const ownedTag = (tagId: string, userId: string) => and(eq(tags.id, tagId), eq(tags.userId, userId));

/** The parent's own tag whose page still opens. */
export const workingTag = (tagId: string, userId: string) =>
  and(ownedTag(tagId, userId), isNull(tags.deactivatedAt));

/** A tag the parent owns or guards, deactivated or not. */
export { familyTag };

/** A tag the parent owns or guards whose page still opens. */
export const workingFamilyTag = (tagId: string, userId: string) =>
  and(familyTag(tagId, userId), isNull(tags.deactivatedAt));

/** Whether the parent's (owned or guarded) tag is deactivated; undefined when it is nothing of theirs. */
export async function familyTagDeactivated(db: Executor, tagId: string, userId: string) {
  return (await tagAccess(db, tagId, userId))?.deactivated;
}
