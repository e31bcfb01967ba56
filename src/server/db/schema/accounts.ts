// Parents, administrators and their sessions (SPEC §3 users, admins; DESIGN §3 sessions).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const users = pgTable('users', {
  id: id(),
  /** Stored trimmed and lower-cased. */
  email: text().notNull().unique(),
  /** argon2id hash, never the password. */
  password: text().notNull(),
  firstName: text(),
  lastName: text(),
  isEmailVerified: boolean().notNull().default(false),
  /** HMAC of the 6-digit code: the plain code is never stored. */
  verificationCode: text(),
  verificationCodeExpires: timestamp({ withTimezone: true }),
  verificationAttempts: integer().notNull().default(0),
  verificationSentAt: timestamp({ withTimezone: true }),
  /** The parent's IANA time zone from their browser, for alert times; null means UTC. */
  timeZone: text(),
  /** The parent's language: chosen with the switch, else the page they registered in. Mails use it. */
  language: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const admins = pgTable('admins', {
  id: id(),
  username: text().notNull().unique(),
  email: text(),
  password: text().notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the cookie token: a database leak does not leak live sessions. */
    tokenHash: text().notNull().unique(),
    kind: text({ enum: ['user', 'admin'] }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_user_id_idx').on(t.userId),
    check(
      'sessions_owner_matches_kind',
      sql`(${t.kind} = 'user' AND ${t.userId} IS NOT NULL AND ${t.adminId} IS NULL) OR (${t.kind} = 'admin' AND ${t.adminId} IS NOT NULL AND ${t.userId} IS NULL)`,
    ),
  ],
);

/**
 * A parent's consent to showing what they enter to anyone who scans the band (GDPR Art. 9(2)(a)):
 * when, and to which version of the privacy notice. Erased with the account.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeVersion: text().notNull(),
    givenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_id_idx').on(t.userId, t.givenAt)],
);

/**
 * Password-reset links: a mailed 256-bit token, only its SHA-256 kept. Valid one hour and
 * once; a successful reset ends every other link of the account. Deleted with the account.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('password_resets_user_id_idx').on(t.userId),
    index('password_resets_expires_at_idx').on(t.expiresAt),
  ],
);
