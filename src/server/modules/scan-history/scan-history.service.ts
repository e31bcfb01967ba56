// The parent's side of scans: switching a tag's scan alerts, reading its scans of the last
// 90 days, and deleting older ones (the housekeeping job). Owner only: another parent's tag, an unknown
// id and a malformed one are all simply not found.
import { SCAN_HISTORY_PAGE, SCAN_RETENTION_DAYS } from '#shared/constants.ts';
import type { ScanHistory, ScanRecord, TagAlerts } from '#shared/schemas/scan-history.ts';
import type { Infra } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { isUuid } from '../../validation.ts';
import { notWorkingTag } from '../tags/working-tag.ts';
import { recordChange } from '../family/tag-changes.repo.ts';
import {
  deleteScansBefore,
  isFamilyTag,
  listScansPage,
  listSharesSince,
  setAlertsEnabled,
  type ScanCursor,
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

/** The opaque `?before=` of the next page: the last row's time and id, base64url. */
const encodeCursor = ({ scannedAt, id }: ScanCursor) =>
  Buffer.from(`${scannedAt.toISOString()}_${id}`).toString('base64url');

/** A cursor this service made, or 400: anything else never reaches the database. */
function decodeCursor(text: string): ScanCursor {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/.exec(
    Buffer.from(text, 'base64url').toString('utf8'),
  );
  const scannedAt = match ? new Date(match[1]!) : null;
  if (!match || !scannedAt || Number.isNaN(scannedAt.getTime()) || !isUuid(match[2]!)) {
    throw badRequest('validation.historyCursor');
  }
  return { scannedAt, id: match[2]! };
}

export class ScanHistoryService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'clock'>) {}

  /** The first moment still kept: scans before it are past retention. */
  retentionStart(): Date {
    return new Date(this.deps.clock.now().getTime() - SCAN_RETENTION_DAYS * DAY_MS);
  }

  /** The owner or a guardian; a real switch is recorded as 'alertsChanged'. */
  async setAlerts(userId: string, tagId: string, enabled: boolean): Promise<TagAlerts> {
    const { db, clock } = this.deps;
    const row = await db.transaction(async (tx) => {
      const updated = await setAlertsEnabled(tx, tagId, userId, enabled);
      if (updated?.changed) {
        await recordChange(tx, { tagId, userId, action: 'alertsChanged', now: clock.now() });
      }
      return updated;
    });
    if (!row) throw await notWorkingTag(db, tagId, userId);
    return { id: row.id, alertsEnabled: row.alertsEnabled };
  }

  /**
   * One page of openings older than `before`; the first page (no `before`) also carries every share of
   * the last 90 days, which later pages leave out (the client keeps the first page's).
   */
  async list(userId: string, tagId: string, before?: string): Promise<ScanHistory> {
    const { db } = this.deps;
    const cursor = before === undefined ? null : decodeCursor(before);
    if (!(await isFamilyTag(db, tagId, userId))) throw notFound('errors.tagNotFound');
    const since = this.retentionStart();
    // One row more than shown says whether an older page exists.
    const rows = await listScansPage(db, tagId, since, cursor, SCAN_HISTORY_PAGE + 1);
    const page = rows.slice(0, SCAN_HISTORY_PAGE);
    const last = page.at(-1);
    return {
      shares: cursor ? [] : (await listSharesSince(db, tagId, since)).map(toScanRecord),
      scans: page.map(toScanRecord),
      nextCursor: rows.length > SCAN_HISTORY_PAGE && last ? encodeCursor(last) : null,
      retentionDays: SCAN_RETENTION_DAYS,
    };
  }

  /** Housekeeping: scans older than the retention period go (safe on many instances at once). */
  async deleteExpired(): Promise<void> {
    await deleteScansBefore(this.deps.db, this.retentionStart());
  }
}
