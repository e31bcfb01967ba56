// Bracelets and their emergency fields (SPEC §3 tags, emergency_fields).
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const tags = pgTable(
  'tags',
  {
    id: id(),
    uniqueCode: text().notNull().unique(),
    /** The bracelet number in the chip's URL; null for tags made in the form builder. */
    physicalId: text().unique(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    childName: text(),
    childAge: integer(),
    isActive: text().notNull().default('true'),
    /** Scan alerts by mail to the owner (issue 16): on by default, switchable per tag. */
    alertsEnabled: boolean().notNull().default(true),
    /** Lost-child mode (issue 16): set together, cleared together; over once lostUntil has passed. */
    lostMessage: text(),
    lostPhone: text(),
    lostUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tags_user_id_idx').on(t.userId, t.createdAt)],
);

export const emergencyFields = pgTable(
  'emergency_fields',
  {
    id: id(),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    fieldOrder: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('emergency_fields_tag_id_idx').on(t.tagId, t.fieldOrder)],
);
