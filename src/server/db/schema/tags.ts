// Bracelets and their emergency fields (SPEC §3 tags, emergency_fields).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { TAG_CHANGE_ACTIONS } from '../../../shared/schemas/family.ts';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

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
    /**
     * Issue 34: the child's birth month (1–12) and year, set together or not at all. When set, the age
     * shown is computed from them on the day (src/shared/child-age.ts); childAge keeps the age at the
     * last save, for the previous release and SPEC's calls.
     */
    birthMonth: integer(),
    birthYear: integer(),
    isActive: text().notNull().default('true'),
    /** Scan alerts by mail to the owner: on by default, switchable per tag. */
    alertsEnabled: boolean().notNull().default(true),
    /** Lost-child mode: set together, cleared together; over once lostUntil has passed. */
    lostMessage: text(),
    lostPhone: text(),
    lostUntil: timestamp({ withTimezone: true }),
    /**
     * Unlocks the protected fields on the public page; shown to the owner and printed on the
     * card, so kept readable. Eight digits (decision 026) from the database's CSPRNG for every new row:
     * 48 random bits of gen_random_uuid (its first 12 hex digits) modulo 10^8, a bias under 10^-6; a
     * new one from the app's (crypto.randomInt) when the parent asks. Six digits: made before, kept.
     */
    pin: text()
      .notNull()
      .default(
        sql`lpad(((('x' || substr(gen_random_uuid()::text, 1, 8) || substr(gen_random_uuid()::text, 10, 4))::bit(48)::bigint) % 100000000)::text, 8, '0')`,
      ),
    /**
     * Retired for good: the owner deactivated it, moved its profile to another bracelet, or
     * deleted the account. Then isActive is 'false' and its page answers 410; it never returns to stock.
     */
    deactivatedAt: timestamp({ withTimezone: true }),
    /**
     * Issue 34: the child's photo in storage ('uploads/child-photo-<random>.jpg'), re-encoded without
     * metadata. The random part is the public photo id: a new photo kills every old URL. Shown only
     * while lost; goes with the tag's data (releaseFromFamily).
     */
    photoKey: text(),
    /**
     * The order this bracelet was packed for: set once, only on a bracelet in stock (no order, no
     * owner, not retired), so it is never sold twice; cleared only when the admin says it came back.
     */
    /** When a parent first took the bracelet (the sales overview's activations). */
    activatedAt: timestamp({ withTimezone: true }),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    packedAt: timestamp({ withTimezone: true }),
    /**
     * Issue 34 part 3: when a parent last saved the child's data or answered "Still right"; the public
     * page's footer shows it and warns after 12 months. Null on a tag never configured.
     */
    checkedAt: timestamp({ withTimezone: true }),
    /** When the last "Is the information still right?" reminder went out (one per check). */
    freshnessRemindedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tags_user_id_idx').on(t.userId, t.createdAt),
    index('tags_order_id_idx').on(t.orderId),
    check('tags_pin_digits', sql`${t.pin} ~ '^([0-9]{8}|[0-9]{6})$'`),
    check(
      'tags_birth_month_year',
      sql`(${t.birthMonth} is null) = (${t.birthYear} is null) and ${t.birthMonth} between 1 and 12`,
    ),
  ],
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
    /** Issue 17: 'protected' shows the title only until the tag's PIN is given. */
    visibility: text({ enum: ['public', 'protected'] })
      .notNull()
      .default('public'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('emergency_fields_tag_id_idx').on(t.tagId, t.fieldOrder),
    check('emergency_fields_visibility', sql`${t.visibility} in ('public', 'protected')`),
  ],
);

/**
 * Co-guardians (issue 34): another adult who looks after the tag beside its owner (tags.userId). The
 * owner is never a guardian of their own tag too; the tag's routes ask tag-role.ts who is who.
 */
export const tagGuardians = pgTable(
  'tag_guardians',
  {
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.userId] }), index('tag_guardians_user_id_idx').on(t.userId)],
);

/**
 * The owner's invitation by e-mail: only the SHA-256 of the mailed 32-byte token is kept. Pending
 * while none of withdrawn/accepted is set and expiresAt is ahead; one pending per (tag, e-mail).
 */
export const tagInvitations = pgTable(
  'tag_invitations',
  {
    id: id(),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    invitedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased, as users.email. */
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    withdrawnAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('tag_invitations_tag_id_idx').on(t.tagId, t.email)],
);

/**
 * Who changed what on a tag, written in the change's own transaction. actorName is the actor's first
 * name at the time, so the line survives the actor's account.
 */
export const tagChanges = pgTable(
  'tag_changes',
  {
    /** Increasing: orders changes made in the same instant. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorName: text(),
    action: text({ enum: TAG_CHANGE_ACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tag_changes_tag_id_created_at_idx').on(t.tagId, t.createdAt.desc()),
    check(
      'tag_changes_action',
      sql`${t.action} in (${sql.raw(TAG_CHANGE_ACTIONS.map((action) => `'${action}'`).join(', '))})`,
    ),
  ],
);
