// SQL for the parent's side of scans (issue 16): a tag's alert switch, its recent scans, and the
// deletion of scans past the retention period.
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { scanEvents, tags } from '../../db/schema/index.ts';
import { ownedTag, workingTag } from '../tags/working-tag.repo.ts';

/** Switches the owner's working tag's alerts; undefined for a deactivated tag, another parent's or an unknown id. */
export async function setAlertsEnabled(db: Executor, tagId: string, userId: string, enabled: boolean) {
  const [row] = await db
    .update(tags)
    .set({ alertsEnabled: enabled })
    .where(workingTag(tagId, userId))
    .returning({ id: tags.id, alertsEnabled: tags.alertsEnabled });
  return row;
}

export async function isOwnedTag(db: Executor, tagId: string, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: tags.id }).from(tags).where(ownedTag(tagId, userId));
  return row !== undefined;
}

/** The tag's scans since `since`, newest first, at most `limit` (index scan_events(tag_id, scanned_at)). */
export async function listScansSince(db: Executor, tagId: string, since: Date, limit: number) {
  return db
    .select({
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
    })
    .from(scanEvents)
    .where(and(eq(scanEvents.tagId, tagId), gte(scanEvents.scannedAt, since)))
    .orderBy(desc(scanEvents.scannedAt), desc(scanEvents.id))
    .limit(limit);
}

export type ScanRow = Awaited<ReturnType<typeof listScansSince>>[number];

/** Housekeeping: every scan made before `cutoff` (index scan_events(scanned_at)). */
export async function deleteScansBefore(db: Executor, cutoff: Date): Promise<void> {
  await db.delete(scanEvents).where(lt(scanEvents.scannedAt, cutoff));
}
