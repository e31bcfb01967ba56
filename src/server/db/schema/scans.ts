// Scans of a tag's public page and what a responder chose to send from it (issue 16). A row is one
// person opening the page (bots, prefetches and the owner's own views are never recorded); it keeps a
// daily-salted hash of the client, never an address, and is deleted after 90 days.
import { boolean, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** Hash of the address (not the user agent, issue 28) with a salt that changes daily: merges repeat opens. */
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
    /** A location the responder shared (WGS84 degrees; accuracy in metres). */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    accuracy: doublePrecision(),
    locationAt: timestamp({ withTimezone: true }),
    locationMailedAt: timestamp({ withTimezone: true }),
    /** The lease of a location mail's attempt: two instances never mail the same share (decision 135). */
    locationClaimedAt: timestamp({ withTimezone: true }),
    /** A call-back number the responder sent, with their name and an optional short message. */
    contactName: text(),
    contactPhone: text(),
    contactMessage: text(),
    contactAt: timestamp({ withTimezone: true }),
    contactMailedAt: timestamp({ withTimezone: true }),
    /** The lease of a contact mail's attempt (decision 135). */
    contactClaimedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('scan_events_tag_scanned_idx').on(t.tagId, t.scannedAt),
    index('scan_events_client_idx').on(t.tagId, t.clientHash, t.scannedAt),
    index('scan_events_scanned_at_idx').on(t.scannedAt),
  ],
);
