// The public shape of one tag (SPEC §3 "Public tag"): nothing about its owner ever leaves this query.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { birthOf, nextBirthday, shownAge } from '#shared/child-age.ts';
import { isStale, staleAt } from '#shared/profile-freshness.ts';
import { lostModeOf } from '#shared/schemas/lost-mode.ts';
import type { EmergencyField, PublicTag } from '#shared/schemas/tag.ts';
import type { Executor } from '../../db/client.ts';
import { emergencyFields, tags } from '../../db/schema/index.ts';
import { lostColumns } from '../tags/lost-mode.repo.ts';
import { photoIdOf } from '../tag-photo/photo-files.ts';
import { publicPhotoPath } from '#shared/endpoints/tag-photo.ts';

/**
 * A public tag as of a moment, when its age next changes and when it turns stale (null: never by
 * itself); a cached page expires at the first of them.
 */
export type PublicTagRead = { tag: PublicTag; ageChangesAt: Date | null; turnsStaleAt: Date | null };

/**
 * An active tag by its upper-case code, fields in the owner's order; one statement, one snapshot.
 * Lost and aged as of `now`.
 */
export async function findActivePublicTag(
  db: Executor,
  uniqueCode: string,
  now: Date,
): Promise<PublicTagRead | null> {
  const rows = await db
    .select({
      id: tags.id,
      uniqueCode: tags.uniqueCode,
      childName: tags.childName,
      childAge: tags.childAge,
      birthMonth: tags.birthMonth,
      birthYear: tags.birthYear,
      userId: tags.userId,
      createdAt: tags.createdAt,
      updatedAt: tags.updatedAt,
      checkedAt: tags.checkedAt,
      title: emergencyFields.title,
      content: emergencyFields.content,
      visibility: emergencyFields.visibility,
      photoKey: tags.photoKey,
      ...lostColumns,
    })
    .from(tags)
    .leftJoin(emergencyFields, eq(emergencyFields.tagId, tags.id))
    .where(and(eq(tags.uniqueCode, uniqueCode), eq(tags.isActive, 'true')))
    .orderBy(asc(emergencyFields.fieldOrder), asc(emergencyFields.createdAt), asc(emergencyFields.id));
  const first = rows[0];
  if (!first) return null;
  const birth = birthOf(first);
  const lost = lostModeOf(first, now);
  const tag: PublicTag = {
    id: first.id,
    uniqueCode: first.uniqueCode,
    childName: first.childName,
    childAge: shownAge(first, now),
    // A protected field's content is not even copied: it cannot reach the page, its JSON or the cache.
    fields: rows.flatMap((row) =>
      row.title !== null && row.content !== null && row.visibility === 'public'
        ? [{ title: row.title, content: row.content }]
        : [],
    ),
    protectedTitles: rows.flatMap((row) =>
      row.title !== null && row.visibility === 'protected' ? [row.title] : [],
    ),
    createdAt: first.createdAt.toISOString(),
    updatedAt: first.updatedAt.toISOString(),
    lost,
    owned: first.userId !== null,
    // Only while lost: a page that is not lost carries no trace of the photo, in HTML, JSON or cache.
    ...(lost && first.photoKey
      ? { photoPath: publicPhotoPath(first.uniqueCode, photoIdOf(first.photoKey)) }
      : {}),
    checkedAt: first.checkedAt?.toISOString() ?? null,
    stale: isStale(first.checkedAt, now),
  };
  const turnsStaleAt = first.checkedAt && !tag.stale ? staleAt(first.checkedAt) : null;
  return { tag, ageChangesAt: birth ? nextBirthday(birth, now) : null, turnsStaleAt };
}

/**
 * Unlocking: an active tag's PIN and its protected fields in the owner's order; one
 * statement, read only. Null when no active tag has the code.
 */
export async function findProtectedFields(
  db: Executor,
  uniqueCode: string,
): Promise<{ id: string; pin: string; fields: EmergencyField[] } | null> {
  const rows = await db
    .select({
      id: tags.id,
      pin: tags.pin,
      title: emergencyFields.title,
      content: emergencyFields.content,
    })
    .from(tags)
    .leftJoin(
      emergencyFields,
      and(eq(emergencyFields.tagId, tags.id), eq(emergencyFields.visibility, 'protected')),
    )
    .where(and(eq(tags.uniqueCode, uniqueCode), eq(tags.isActive, 'true')))
    .orderBy(asc(emergencyFields.fieldOrder), asc(emergencyFields.createdAt), asc(emergencyFields.id));
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    pin: first.pin,
    fields: rows.flatMap((row) =>
      row.title !== null && row.content !== null ? [{ title: row.title, content: row.content }] : [],
    ),
  };
}

/** A code retired for good (deactivated, moved or its account deleted): its page answers 410. */
export async function isRetiredCode(db: Executor, uniqueCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.uniqueCode, uniqueCode), isNotNull(tags.deactivatedAt)));
  return row !== undefined;
}
