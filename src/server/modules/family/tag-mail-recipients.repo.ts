// Who a tag's mails go to (issue 34): its owner and every guardian, each with their own address,
// name, zone and saved language. Every per-tag mail to "the parent" (scan alerts and their summaries,
// responders' shares, the PIN lock) takes its recipients from here, owner first.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tagGuardians, tags, users } from '../../db/schema/index.ts';

export type TagMailRecipient = {
  userId: string;
  email: string;
  firstName: string | null;
  timeZone: string | null;
  /** The saved language; null: the shop's. */
  language: string | null;
};

const recipientColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  timeZone: users.timeZone,
  language: users.language,
};

export async function tagMailRecipients(db: Executor, tagId: string): Promise<TagMailRecipient[]> {
  const owner = await db
    .select(recipientColumns)
    .from(tags)
    .innerJoin(users, eq(users.id, tags.userId))
    .where(eq(tags.id, tagId));
  const guardians = await db
    .select(recipientColumns)
    .from(tagGuardians)
    .innerJoin(users, eq(users.id, tagGuardians.userId))
    .where(eq(tagGuardians.tagId, tagId))
    .orderBy(asc(tagGuardians.createdAt), asc(tagGuardians.userId));
  return [...owner, ...guardians];
}
