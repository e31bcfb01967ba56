// The public shape of one tag (SPEC §3 "Public tag"): nothing about its owner ever leaves this query.
import { and, asc, eq } from 'drizzle-orm';
import type { PublicTag } from '#shared/schemas/tag.ts';
import type { Executor } from '../../db/client.ts';
import { emergencyFields, tags } from '../../db/schema/index.ts';

/** An active tag by its upper-case code, fields in the owner's order; one statement, one snapshot. */
export async function findActivePublicTag(db: Executor, uniqueCode: string): Promise<PublicTag | null> {
  const rows = await db
    .select({
      id: tags.id,
      childName: tags.childName,
      childAge: tags.childAge,
      createdAt: tags.createdAt,
      updatedAt: tags.updatedAt,
      title: emergencyFields.title,
      content: emergencyFields.content,
    })
    .from(tags)
    .leftJoin(emergencyFields, eq(emergencyFields.tagId, tags.id))
    .where(and(eq(tags.uniqueCode, uniqueCode), eq(tags.isActive, 'true')))
    .orderBy(asc(emergencyFields.fieldOrder), asc(emergencyFields.createdAt), asc(emergencyFields.id));
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    childName: first.childName,
    childAge: first.childAge,
    fields: rows.flatMap((row) =>
      row.title !== null && row.content !== null ? [{ title: row.title, content: row.content }] : [],
    ),
    createdAt: first.createdAt.toISOString(),
    updatedAt: first.updatedAt.toISOString(),
  };
}
