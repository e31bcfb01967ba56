// Who gets a tag's mails to its family (issue 34 part 3's reminder). The one place to extend when a
// tag has more guardians than its owner: every such mail asks here.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tags, users } from '../../db/schema/index.ts';

export type TagMailRecipient = {
  userId: string;
  email: string;
  firstName: string | null;
  language: string | null;
};

/** The tag's owner (none for a tag nobody owns), each with their saved language. */
export async function tagMailRecipients(db: Executor, tagId: string): Promise<TagMailRecipient[]> {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(tags)
    .innerJoin(users, eq(users.id, tags.userId))
    .where(eq(tags.id, tagId));
}
