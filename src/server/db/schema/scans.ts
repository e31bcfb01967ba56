// Scans of a tag's public page and what a responder chose to send from it. A row is one
// person opening the page (bots, prefetches and the owner's own views are never recorded); it keeps a
// daily-salted hash of the client, never an address, and is deleted after 90 days.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tags } from './tags.ts';

export const scanEvents = pgTable(
  'scan_events',
  {
    /** Chosen by the app when the scan is queued, so later shares can name it before it is written. */
    id: uuid().primaryKey(),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    scannedAt: timestamp({ withTimezone: true }).notNull(),
    /** Hash of the address (not the user agent) and the page's code with a salt that changes daily: merges repeat opens. */
    clientHash: text().notNull(),
    /** Coarse, e.g. 'Android phone, Chrome'. */
    device: text().notNull(),
    /** The page's language for this scan (en, it, de, fr, es). */
    language: text().notNull(),
    /** Made while the tag was in lost-child mode (never merged, alerted at once). */
    whileLost: boolean().notNull().default(false),
    /** The owner's alert mail: sent, or claimed by an attempt (the retry job's marker). */
    alertSentAt: timestamp({ withTimezone: true }),
    alertClaimedAt: timestamp({ withTimezone: true }),
    /** Over the tag's alert-mail budget: not mailed alone, waits for one summary mail. */
    alertHeldAt: timestamp({ withTimezone: true }),
    /** The summary that told the owner of this held alert. */
    alertSummaryId: uuid().references(() => scanAlertSummaries.id, { onDelete: 'set null' }),
    /** A location the responder shared (WGS84 degrees; accuracy in metres). */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    accuracy: doublePrecision(),
    locationAt: timestamp({ withTimezone: true }),
    locationMailedAt: timestamp({ withTimezone: true }),
    /** The lease of a location mail's attempt: two instances never mail the same share (decision 029). */
    locationClaimedAt: timestamp({ withTimezone: true }),
    /** Over the tag's share-mail budget: mailed later in one mail with every held share. */
    locationHeldAt: timestamp({ withTimezone: true }),
    /** A call-back number the responder sent, with their name and an optional short message. */
    contactName: text(),
    contactPhone: text(),
    contactMessage: text(),
    contactAt: timestamp({ withTimezone: true }),
    contactMailedAt: timestamp({ withTimezone: true }),
    /** The lease of a contact mail's attempt (decision 029). */
    contactClaimedAt: timestamp({ withTimezone: true }),
    contactHeldAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('scan_events_tag_scanned_idx').on(t.tagId, t.scannedAt),
    // The merge's look-up: the hash is the page's own (scan-client.ts), so no tag column.
    index('scan_events_client_scanned_idx').on(t.clientHash, t.scannedAt),
    index('scan_events_scanned_at_idx').on(t.scannedAt),
    // The budget's count reads only the few alerts mailed (at most a handful a tag an hour).
    index('scan_events_alert_claimed_idx')
      .on(t.tagId, t.scannedAt)
      .where(sql`${t.alertClaimedAt} is not null`),
    index('scan_events_alert_held_idx')
      .on(t.tagId, t.scannedAt)
      .where(sql`${t.alertHeldAt} is not null and ${t.alertSummaryId} is null`),
    // The held-share job's look-up every minute reads only the few shares waiting.
    index('scan_events_location_held_idx')
      .on(t.tagId)
      .where(sql`${t.locationHeldAt} is not null and ${t.locationMailedAt} is null`),
    index('scan_events_contact_held_idx')
      .on(t.tagId)
      .where(sql`${t.contactHeldAt} is not null and ${t.contactMailedAt} is null`),
  ],
);

/**
 * One mail summing up a tag's held alerts: "… and 37 more openings between 14:02 and 14:41".
 * Claimed like an alert (claimedAt is the lease), at most one a tag an hour.
 */
export const scanAlertSummaries = pgTable(
  'scan_alert_summaries',
  {
    id: uuid().primaryKey(),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    openings: integer().notNull(),
    firstAt: timestamp({ withTimezone: true }).notNull(),
    lastAt: timestamp({ withTimezone: true }).notNull(),
    /** The latest held opening's device and language. */
    device: text().notNull(),
    language: text().notNull(),
    whileLost: boolean().notNull(),
  },
  (t) => [index('scan_alert_summaries_tag_idx').on(t.tagId, t.createdAt)],
);
