// Tables that let several app instances share state through the database (DESIGN §3):
// rate-limit counters, single-use upload tickets and the metadata of stored files.
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

export const uploadTickets = pgTable('upload_tickets', {
  id: uuid().primaryKey(),
  objectKey: text().notNull().unique(),
  contentType: text().notNull(),
  maxBytes: integer().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const storedFiles = pgTable('stored_files', {
  /** e.g. 'uploads/5d0c….png'; served at /api/files/objects/<key>. */
  key: text().primaryKey(),
  contentType: text().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  etag: text().notNull(),
  createdAt: createdAt(),
});
