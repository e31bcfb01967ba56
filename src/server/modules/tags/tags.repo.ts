// SQL for parents' tags and their emergency fields.
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { EmergencyFieldInput, OwnerField } from '#shared/schemas/tag.ts';
import type { Executor } from '../../db/client.ts';
import { emergencyFields, scanEvents, tags } from '../../db/schema/index.ts';
import { lostColumns } from './lost-mode.repo.ts';
import { familyTag, ownedTag, workingTag } from './working-tag.repo.ts';
import { familyOf, ownerFirstName } from '../family/tag-role.ts';

// Saving the child's data is a parent's check of it (issue 34 part 3): every write below sets checkedAt.
/** The age is null while not set; the birth month and year are both set or both null (issue 34). */
export type ChildData = {
  childName: string;
  childAge: number | null;
  birthMonth: number | null;
  birthYear: number | null;
};
/** What the shown age is computed from (`shownAge`). */
export const childAgeColumns = {
  childAge: tags.childAge,
  birthMonth: tags.birthMonth,
  birthYear: tags.birthYear,
};

const idAndCode = { id: tags.id, uniqueCode: tags.uniqueCode };
const isActive = eq(tags.isActive, 'true');

/** A claim keeps the first activation's time (re-configuring one's own bracelet is no new activation). */
const firstActivation = (now: Date) => sql`coalesce(${tags.activatedAt}, ${now.toISOString()}::timestamptz)`;

// Columns inside select lists render unqualified, so the correlated subqueries name their tables.
const fieldsOfTag = sql`from ${emergencyFields} where ${emergencyFields}.tag_id = ${tags}.id`;
const fieldsCount = sql<number>`(select count(*) ${fieldsOfTag})`.mapWith(Number);
const hasFields = sql<boolean>`exists (select 1 ${fieldsOfTag})`;
// The newest scan: max() over scan_events(tag_id, scanned_at) is one index probe per tag.
const lastScanAt =
  sql<Date | null>`(select max(${scanEvents}.scanned_at) from ${scanEvents} where ${scanEvents}.tag_id = ${tags}.id)`.mapWith(
    scanEvents.scannedAt,
  );

/**
 * Gives an unowned, active tag to `userId`. Conditional on `user_id is null`, so of two parents racing
 * for one code exactly one gets a row back.
 */
export async function claimByCode(db: Executor, uniqueCode: string, userId: string, now: Date) {
  const [row] = await db
    .update(tags)
    .set({ userId, activatedAt: firstActivation(now), updatedAt: now })
    .where(and(eq(tags.uniqueCode, uniqueCode), isNull(tags.userId), isActive))
    .returning(idAndCode);
  return row;
}

/**
 * The create form with a bracelet's code: an unowned active tag, or the caller's own one with
 * nothing on it yet, takes the child data. Conditional like `claimByCode`, so of two parents racing for
 * one code exactly one gets a row back, and a profile already on the bracelet is never overwritten.
 */
export async function claimAndConfigureByCode(
  db: Executor,
  uniqueCode: string,
  userId: string,
  child: ChildData,
  now: Date,
) {
  const ownAndEmpty = and(eq(tags.userId, userId), isNull(tags.childName), sql`not ${hasFields}`);
  const [row] = await db
    .update(tags)
    .set({ userId, ...child, activatedAt: firstActivation(now), updatedAt: now, checkedAt: now })
    .where(and(eq(tags.uniqueCode, uniqueCode), isActive, or(isNull(tags.userId), ownAndEmpty)))
    .returning(idAndCode);
  return row;
}

export async function findOwnedByCode(db: Executor, uniqueCode: string, userId: string) {
  const [row] = await db
    .select(idAndCode)
    .from(tags)
    .where(and(eq(tags.uniqueCode, uniqueCode), eq(tags.userId, userId)));
  return row;
}

/** `physicalIdCandidates`: the number as typed, then normalised (decision 015). */
export type PhysicalIdCandidates = readonly [asTyped: string, normalised: string];

/** A row stored exactly as typed (left alone by the 0005 migration) wins over the normalised one. */
const matchesPhysicalId = ([asTyped, normalised]: PhysicalIdCandidates) =>
  inArray(tags.physicalId, [asTyped, normalised]);
const exactFirst = ([asTyped]: PhysicalIdCandidates) => sql`${tags.physicalId} = ${asTyped} desc`;

/**
 * The wizard: claims (or re-configures one's own) active bracelet and sets the child data in one
 * statement. The bracelet is the one `findByPhysicalId` finds, so the claim never lands on another row.
 */
export async function claimAndConfigureByPhysicalId(
  db: Executor,
  physicalId: PhysicalIdCandidates,
  userId: string,
  child: ChildData,
  now: Date,
) {
  const bracelet = db
    .select({ id: tags.id })
    .from(tags)
    .where(matchesPhysicalId(physicalId))
    .orderBy(exactFirst(physicalId))
    .limit(1);
  const [row] = await db
    .update(tags)
    .set({ userId, ...child, activatedAt: firstActivation(now), updatedAt: now, checkedAt: now })
    .where(and(sql`${tags.id} = (${bracelet})`, or(isNull(tags.userId), eq(tags.userId, userId)), isActive))
    .returning(idAndCode);
  return row;
}

export async function findByPhysicalId(db: Executor, physicalId: PhysicalIdCandidates) {
  const [row] = await db
    .select({
      id: tags.id,
      uniqueCode: tags.uniqueCode,
      physicalId: tags.physicalId,
      userId: tags.userId,
      isActive: tags.isActive,
      childName: tags.childName,
      deactivatedAt: tags.deactivatedAt,
      hasFields,
    })
    .from(tags)
    .where(matchesPhysicalId(physicalId))
    .orderBy(exactFirst(physicalId))
    .limit(1);
  return row;
}

/** The caller's tags (owned or guarded) with their field counts, newest first: one query. */
export async function listForUser(db: Executor, userId: string) {
  return db
    .select({
      ownerId: tags.userId,
      ownerName: ownerFirstName,
      id: tags.id,
      uniqueCode: tags.uniqueCode,
      childName: tags.childName,
      ...childAgeColumns,
      fieldsCount,
      createdAt: tags.createdAt,
      updatedAt: tags.updatedAt,
      ...lostColumns,
      alertsEnabled: tags.alertsEnabled,
      lastScanAt,
      pin: tags.pin,
      deactivatedAt: tags.deactivatedAt,
      physicalId: tags.physicalId,
    })
    .from(tags)
    .where(familyOf(userId))
    .orderBy(desc(tags.createdAt), desc(tags.id));
}

/** The tag when the caller owns or guards it, with its owner. */
export async function findInFamily(db: Executor, tagId: string, userId: string) {
  const [row] = await db
    .select({
      ownerId: tags.userId,
      ownerName: ownerFirstName,
      id: tags.id,
      uniqueCode: tags.uniqueCode,
      physicalId: tags.physicalId,
      childName: tags.childName,
      ...childAgeColumns,
      ...lostColumns,
      alertsEnabled: tags.alertsEnabled,
      lastScanAt,
      pin: tags.pin,
      deactivatedAt: tags.deactivatedAt,
      photoKey: tags.photoKey,
    })
    .from(tags)
    .where(familyTag(tagId, userId));
  return row;
}

/** Locks the owner's row for the rest of the transaction (delete and update cannot interleave). */
export async function lockOwned(db: Executor, tagId: string, userId: string) {
  const [row] = await db
    .select({
      id: tags.id,
      uniqueCode: tags.uniqueCode,
      physicalId: tags.physicalId,
      photoKey: tags.photoKey,
    })
    .from(tags)
    .where(ownedTag(tagId, userId))
    .for('update');
  return row;
}

export async function listFields(db: Executor, tagId: string): Promise<OwnerField[]> {
  return db
    .select({
      title: emergencyFields.title,
      content: emergencyFields.content,
      visibility: emergencyFields.visibility,
    })
    .from(emergencyFields)
    .where(eq(emergencyFields.tagId, tagId))
    .orderBy(asc(emergencyFields.fieldOrder));
}

export async function updateChildData(
  db: Executor,
  tagId: string,
  userId: string,
  child: ChildData,
  now: Date,
) {
  const [row] = await db
    .update(tags)
    .set({ ...child, updatedAt: now, checkedAt: now })
    .where(familyTag(tagId, userId))
    .returning({ ...idAndCode, ...lostColumns, pin: tags.pin });
  return row;
}

/** A new PIN for the owner's working tag; answers nothing when it is not theirs or is deactivated. */
export async function setPin(db: Executor, tagId: string, userId: string, pin: string, now: Date) {
  const [row] = await db
    .update(tags)
    .set({ pin, updatedAt: now })
    .where(workingTag(tagId, userId))
    .returning({ id: tags.id });
  return row;
}

/** Replaces every field of the tag, keeping the given order. */
export async function replaceFields(db: Executor, tagId: string, fields: EmergencyFieldInput[], now: Date) {
  await db.delete(emergencyFields).where(eq(emergencyFields.tagId, tagId));
  if (fields.length === 0) return;
  await db.insert(emergencyFields).values(
    fields.map((field, index) => ({
      tagId,
      title: field.title,
      content: field.content,
      visibility: field.visibility,
      fieldOrder: index,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** A new form-builder tag; answers nothing when the code is already taken (the caller retries). */
export async function insertOwnedTag(
  db: Executor,
  values: { uniqueCode: string; userId: string; now: Date } & ChildData,
) {
  const [row] = await db
    .insert(tags)
    .values({
      uniqueCode: values.uniqueCode,
      userId: values.userId,
      childName: values.childName,
      childAge: values.childAge,
      birthMonth: values.birthMonth,
      birthYear: values.birthYear,
      activatedAt: values.now,
      checkedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning(idAndCode);
  return row;
}

export async function deleteTag(db: Executor, tagId: string) {
  await db.delete(tags).where(eq(tags.id, tagId));
}
