// SQL for "is the reader of a public page its owner?": one read, never a write.
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, tagGuardians, tags } from '../../db/schema/index.ts';

/** The session's parent owns the tag or is one of its guardians (issue 34: both get the bar). */
const familyOfSession = or(
  eq(tags.userId, sessions.userId),
  sql`exists (select 1 from ${tagGuardians} where ${tagGuardians}.tag_id = ${tags}.id and ${tagGuardians}.user_id = ${sessions}.user_id)`,
);

/**
 * The id of the tag with this (upper-case) code if the live parent session with this token hash owns
 * or guards it. Both lookups are by unique index. Unlike the session guards it never slides or deletes the
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
    .innerJoin(tags, and(eq(tags.uniqueCode, uniqueCode), familyOfSession))
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
