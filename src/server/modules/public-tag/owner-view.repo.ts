// SQL for "is the reader of a public page its owner?": one read, never a write.
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, tags } from '../../db/schema/index.ts';

/**
 * The id of the tag with this (upper-case) code if the live parent session with this token hash owns
 * it. Both lookups are by unique index. Unlike the session guards it never slides or deletes the
 * session: the public page stays free of writes (a signed-in request elsewhere slides it).
 */
export async function findTagIdOwnedBySession(
  db: Executor,
  tokenHash: string,
  uniqueCode: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ tagId: tags.id })
    .from(sessions)
    .innerJoin(tags, eq(tags.userId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.kind, 'user'),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        eq(tags.uniqueCode, uniqueCode),
      ),
    );
  return row?.tagId ?? null;
}
