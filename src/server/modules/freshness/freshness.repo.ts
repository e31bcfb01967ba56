// SQL of the "Is the information still right?" reminder and its link (issue 34 part 3).
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emergencyFields, tags } from '../../db/schema/index.ts';
import { childAgeColumns } from '../tags/tags.repo.ts';

/** The moment the profile was last checked; a configured tag from before checked_at has its last save. */
const lastChecked = sql`coalesce(${tags.checkedAt}, ${tags.updatedAt})`;

/**
 * Due: a configured, working, owned tag unchecked for `months`, not yet reminded since its last check.
 * Stated again in the claim's outer WHERE, so two instances never claim one tag.
 */
function due(now: Date, months: number) {
  return and(
    isNotNull(tags.childName),
    eq(tags.isActive, 'true'),
    isNull(tags.deactivatedAt),
    isNotNull(tags.userId),
    sql`${lastChecked} <= ${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`,
    or(isNull(tags.freshnessRemindedAt), sql`${tags.freshnessRemindedAt} < ${lastChecked}`),
  );
}

/** Claims up to `limit` due tags by stamping freshness_reminded_at = now; rows another instance holds are skipped. */
export async function claimDueReminders(db: Executor, now: Date, months: number, limit: number) {
  const candidates = db
    .select({ id: tags.id })
    .from(tags)
    .where(due(now, months))
    .orderBy(asc(lastChecked))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(tags)
    .set({ freshnessRemindedAt: now })
    .where(and(due(now, months), inArray(tags.id, candidates)))
    .returning({ id: tags.id });
  return rows.map((row) => row.id);
}

/** The mail was not sent: the tag is due again at the next run (unless someone took it since). */
export async function releaseReminderClaim(db: Executor, tagId: string, claimedAt: Date): Promise<void> {
  await db
    .update(tags)
    .set({ freshnessRemindedAt: null })
    .where(and(eq(tags.id, tagId), eq(tags.freshnessRemindedAt, claimedAt)));
}

/** What the reminder lists: what the public page shows (protected fields by title only). */
export async function reminderContents(db: Executor, tagId: string) {
  const [tag] = await db
    .select({ id: tags.id, childName: tags.childName, checkedAt: tags.checkedAt, ...childAgeColumns })
    .from(tags)
    .where(eq(tags.id, tagId));
  if (!tag) return undefined;
  const fields = await db
    .select({
      title: emergencyFields.title,
      content: emergencyFields.content,
      visibility: emergencyFields.visibility,
    })
    .from(emergencyFields)
    .where(eq(emergencyFields.tagId, tagId))
    .orderBy(asc(emergencyFields.fieldOrder));
  return { ...tag, fields };
}

/** The tag a "Still right" link names: its state decides between the page, 404 and 410. */
export async function findStillRightTag(db: Executor, tagId: string) {
  const [row] = await db
    .select({
      uniqueCode: tags.uniqueCode,
      childName: tags.childName,
      isActive: tags.isActive,
      deactivatedAt: tags.deactivatedAt,
    })
    .from(tags)
    .where(eq(tags.id, tagId));
  return row;
}

/** "Still right": the check is now, on a working tag only; answers its code for the page's cache. */
export async function confirmChecked(db: Executor, tagId: string, now: Date) {
  const [row] = await db
    .update(tags)
    .set({ checkedAt: now })
    .where(and(eq(tags.id, tagId), eq(tags.isActive, 'true'), isNull(tags.deactivatedAt)))
    .returning({ uniqueCode: tags.uniqueCode });
  return row;
}
