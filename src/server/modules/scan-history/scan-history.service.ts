// The parent's side of scans (issue 16): switching a tag's scan alerts, reading its scans of the last
// 90 days, and deleting older ones (the housekeeping job). Owner only: another parent's tag, an unknown
// id and a malformed one are all simply not found.
import { SCAN_HISTORY_MAX, SCAN_RETENTION_DAYS } from '#shared/constants.ts';
import type { ScanHistory, ScanRecord, TagAlerts } from '#shared/schemas/scan-history.ts';
import { serverText } from '#shared/text.ts';
import type { Infra } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { assertTagId, notWorkingTag } from '../tags/working-tag.ts';
import {
  deleteScansBefore,
  isOwnedTag,
  listScansSince,
  setAlertsEnabled,
  type ScanRow,
} from './scan-history.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the owner sees of a scan row: a share appears only when the responder sent it. */
function toScanRecord(row: ScanRow): ScanRecord {
  const { latitude, longitude, locationAt, contactName, contactPhone, contactAt } = row;
  return {
    scannedAt: row.scannedAt.toISOString(),
    device: row.device,
    language: row.language,
    whileLost: row.whileLost,
    location:
      latitude !== null && longitude !== null && locationAt !== null
        ? { latitude, longitude, accuracy: row.accuracy, at: locationAt.toISOString() }
        : null,
    contact:
      contactName !== null && contactPhone !== null && contactAt !== null
        ? { name: contactName, phone: contactPhone, message: row.contactMessage, at: contactAt.toISOString() }
        : null,
  };
}

export class ScanHistoryService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'clock'>) {}

  /** The first moment still kept: scans before it are past retention. */
  retentionStart(): Date {
    return new Date(this.deps.clock.now().getTime() - SCAN_RETENTION_DAYS * DAY_MS);
  }

  async setAlerts(userId: string, tagId: string, enabled: boolean): Promise<TagAlerts> {
    assertTagId(tagId);
    const row = await setAlertsEnabled(this.deps.db, tagId, userId, enabled);
    if (!row) throw await notWorkingTag(this.deps.db, tagId, userId);
    return row;
  }

  async list(userId: string, tagId: string): Promise<ScanHistory> {
    const { db } = this.deps;
    assertTagId(tagId);
    if (!(await isOwnedTag(db, tagId, userId))) throw notFound(serverText.tagNotFound);
    // One row more than shown says whether the list was cut.
    const rows = await listScansSince(db, tagId, this.retentionStart(), SCAN_HISTORY_MAX + 1);
    return {
      scans: rows.slice(0, SCAN_HISTORY_MAX).map(toScanRecord),
      retentionDays: SCAN_RETENTION_DAYS,
      truncated: rows.length > SCAN_HISTORY_MAX,
    };
  }

  /** Housekeeping: scans older than the retention period go (safe on many instances at once). */
  async deleteExpired(): Promise<void> {
    await deleteScansBefore(this.deps.db, this.retentionStart());
  }
}
