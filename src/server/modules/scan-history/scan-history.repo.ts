// SQL for the parent's side of scans: a tag's alert switch, its recent scans, and the
// deletion of scans past the retention period.
import { and, desc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { scanAlertSummaries, scanEvents, tags } from '../../db/schema/index.ts';
import { familyTag, workingFamilyTag } from '../tags/working-tag.repo.ts';

/** Switches the family's working tag's alerts (owner or guardian); undefined for a deactivated tag, another parent's or an unknown id. */
export async function setAlertsEnabled(db: Executor, tagId: string, userId: string, enabled: boolean) {
  // RETURNING's subquery reads the row as it was before this statement.
  const before = db.select({ on: tags.alertsEnabled }).from(tags).where(eq(tags.id, tagId));
  const [row] = await db
    .update(tags)
    .set({ alertsEnabled: enabled })
    .where(workingFamilyTag(tagId, userId))
    .returning({
      id: tags.id,
      alertsEnabled: tags.alertsEnabled,
      changed: sql<boolean>`(${before}) is distinct from ${enabled}`,
    });
  return row;
}

/** The owner's or a guardian's. */
export async function isFamilyTag(db: Executor, tagId: string, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: tags.id }).from(tags).where(familyTag(tagId, userId));
  return row !== undefined;
}

const recordColumns = {
  id: scanEvents.id,
  scannedAt: scanEvents.scannedAt,
  device: scanEvents.device,
  language: scanEvents.language,
  whileLost: scanEvents.whileLost,
  latitude: scanEvents.latitude,
  longitude: scanEvents.longitude,
  accuracy: scanEvents.accuracy,
  locationAt: scanEvents.locationAt,
  contactName: scanEvents.contactName,
  contactPhone: scanEvents.contactPhone,
  contactMessage: scanEvents.contactMessage,
  contactAt: scanEvents.contactAt,
};

/** Where a page of openings ends: the last row's time and id (the order's tie-break). */
export type ScanCursor = { scannedAt: Date; id: string };

/**
 * One page of the tag's scans since `since`, newest first, older than `before` if given (index
 * scan_events(tag_id, scanned_at)).
 */
export async function listScansPage(
  db: Executor,
  tagId: string,
  since: Date,
  before: ScanCursor | null,
  limit: number,
) {
  const older = before
    ? sql`(${scanEvents.scannedAt}, ${scanEvents.id}) < (${before.scannedAt.toISOString()}::timestamptz, ${before.id}::uuid)`
    : undefined;
  return db
    .select(recordColumns)
    .from(scanEvents)
    .where(and(eq(scanEvents.tagId, tagId), gte(scanEvents.scannedAt, since), older))
    .orderBy(desc(scanEvents.scannedAt), desc(scanEvents.id))
    .limit(limit);
}

/**
 * Every scan of the tag since `since` carrying a responder's share, newest share first. Bounded by
 * the share limits per address (decision 029), so no limit here: a share is never cut off.
 */
export async function listSharesSince(db: Executor, tagId: string, since: Date) {
  return db
    .select(recordColumns)
    .from(scanEvents)
    .where(
      and(
        eq(scanEvents.tagId, tagId),
        gte(scanEvents.scannedAt, since),
        or(isNotNull(scanEvents.locationAt), isNotNull(scanEvents.contactAt)),
      ),
    )
    .orderBy(desc(sql`greatest(${scanEvents.locationAt}, ${scanEvents.contactAt})`), desc(scanEvents.id));
}

export type ScanRow = Awaited<ReturnType<typeof listScansPage>>[number];

/**
 * Housekeeping: every scan made before `cutoff` (index scan_events(scanned_at)), and the summaries
 * of held alerts made before it (their scans' link to them is set null).
 */
export async function deleteScansBefore(db: Executor, cutoff: Date): Promise<void> {
  await db.delete(scanEvents).where(lt(scanEvents.scannedAt, cutoff));
  await db.delete(scanAlertSummaries).where(lt(scanAlertSummaries.createdAt, cutoff));
}
