// SQL for the owner's QR code and emergency card: the owner's working tag by id (
// a deactivated one's card would lead to a page that no longer opens), nobody else's.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emergencyFields, tags } from '../../db/schema/index.ts';
import type { CardField } from './card-fields.ts';
import { workingFamilyTag } from '../tags/working-tag.repo.ts';

/** The owner's working tag's code, or undefined for a deactivated tag, another parent's or an unknown id. */
export async function findOwnedCode(db: Executor, tagId: string, userId: string) {
  const [row] = await db
    .select({ uniqueCode: tags.uniqueCode })
    .from(tags)
    .where(workingFamilyTag(tagId, userId));
  return row?.uniqueCode;
}

export type OwnedCardTag = {
  uniqueCode: string;
  pin: string;
  childName: string | null;
  childAge: number | null;
  birthMonth: number | null;
  birthYear: number | null;
  updatedAt: Date;
  /** The public fields only (decision 031): a protected one's content stays behind the PIN. */
  fields: CardField[];
};

/** What the card prints, read in one statement (one snapshot), fields in the owner's order. */
export async function findOwnedCardTag(
  db: Executor,
  tagId: string,
  userId: string,
): Promise<OwnedCardTag | undefined> {
  const rows = await db
    .select({
      uniqueCode: tags.uniqueCode,
      pin: tags.pin,
      childName: tags.childName,
      childAge: tags.childAge,
      birthMonth: tags.birthMonth,
      birthYear: tags.birthYear,
      updatedAt: tags.updatedAt,
      title: emergencyFields.title,
      content: emergencyFields.content,
    })
    .from(tags)
    .leftJoin(
      emergencyFields,
      and(eq(emergencyFields.tagId, tags.id), eq(emergencyFields.visibility, 'public')),
    )
    .where(workingFamilyTag(tagId, userId))
    .orderBy(asc(emergencyFields.fieldOrder), asc(emergencyFields.id));
  const first = rows[0];
  if (!first) return undefined;
  return {
    uniqueCode: first.uniqueCode,
    pin: first.pin,
    childName: first.childName,
    childAge: first.childAge,
    birthMonth: first.birthMonth,
    birthYear: first.birthYear,
    updatedAt: first.updatedAt,
    fields: rows.flatMap(({ title, content }) =>
      title !== null && content !== null ? [{ title, content }] : [],
    ),
  };
}
