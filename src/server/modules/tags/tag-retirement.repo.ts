// SQL for retiring a tag: deactivation and the move of a profile onto a new bracelet.
// A retired tag has is_active 'false' and deactivated_at set; claims need is_active 'true', so it never
// returns to stock.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  emergencyFields,
  scanEvents,
  tagChanges,
  tagGuardians,
  tagInvitations,
  tags,
} from '../../db/schema/index.ts';
import { ownedTag } from './working-tag.repo.ts';

const noLostMode = { lostMessage: null, lostPhone: null, lostUntil: null };

/** Locks the owner's tag for the transaction and reads what a move carries. */
export async function lockOwnedProfile(db: Executor, tagId: string, userId: string) {
  const [row] = await db
    .select({
      id: tags.id,
      uniqueCode: tags.uniqueCode,
      childName: tags.childName,
      childAge: tags.childAge,
      birthMonth: tags.birthMonth,
      birthYear: tags.birthYear,
      pin: tags.pin,
      alertsEnabled: tags.alertsEnabled,
      photoKey: tags.photoKey,
      checkedAt: tags.checkedAt,
    })
    .from(tags)
    .where(ownedTag(tagId, userId))
    .for('update');
  return row;
}

/** The owner's tag stops: inactive for good, lost mode off. Deactivating again keeps the first time. */
export async function deactivateOwned(db: Executor, tagId: string, userId: string, now: Date) {
  // Whether it was working before this statement: only a real deactivation is a change to record.
  const before = db.select({ at: tags.deactivatedAt }).from(tags).where(eq(tags.id, tagId));
  const [row] = await db
    .update(tags)
    .set({
      isActive: 'false',
      deactivatedAt: sql`coalesce(${tags.deactivatedAt}, ${now.toISOString()}::timestamptz)`,
      ...noLostMode,
      updatedAt: now,
    })
    .where(ownedTag(tagId, userId))
    .returning({ uniqueCode: tags.uniqueCode, wasWorking: sql<boolean>`(${before}) is null` });
  return row;
}

export type MovedProfile = {
  userId: string;
  childName: string | null;
  childAge: number | null;
  birthMonth: number | null;
  birthYear: number | null;
  pin: string;
  alertsEnabled: boolean;
  /** The child's photo moves with the profile (issue 34). */
  photoKey: string | null;
  /** A move carries the profile as it is: it was checked when it was, not now. */
  checkedAt: Date | null;
};

/**
 * A bracelet in stock (no owner, active) takes the profile; conditional, so of two parents racing for
 * one code exactly one gets a row back.
 */
export async function claimWithProfile(db: Executor, uniqueCode: string, profile: MovedProfile, now: Date) {
  const [row] = await db
    .update(tags)
    .set({ ...profile, ...noLostMode, updatedAt: now })
    .where(and(eq(tags.uniqueCode, uniqueCode), isNull(tags.userId), eq(tags.isActive, 'true')))
    .returning({ id: tags.id, uniqueCode: tags.uniqueCode });
  return row;
}

/**
 * The fields (with their order and visibility), the scan history and the family (guardians, open
 * invitations, the history of changes: issue 34) go to the new tag.
 */
export async function moveTagData(db: Executor, fromTagId: string, toTagId: string, now: Date) {
  await db.delete(emergencyFields).where(eq(emergencyFields.tagId, toTagId));
  await db
    .update(emergencyFields)
    .set({ tagId: toTagId, updatedAt: now })
    .where(eq(emergencyFields.tagId, fromTagId));
  await db.delete(scanEvents).where(eq(scanEvents.tagId, toTagId));
  await db.update(scanEvents).set({ tagId: toTagId }).where(eq(scanEvents.tagId, fromTagId));
  await db.update(tagGuardians).set({ tagId: toTagId }).where(eq(tagGuardians.tagId, fromTagId));
  await db.update(tagInvitations).set({ tagId: toTagId }).where(eq(tagInvitations.tagId, fromTagId));
  await db.update(tagChanges).set({ tagId: toTagId }).where(eq(tagChanges.tagId, fromTagId));
}
