// SQL of what a responder sends from the public page: the share is written onto this
// client's latest scan (or a new one), and each kind of share carries its own mail lease (decision 029).
import { and, desc, eq, gte, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { scanEvents, tags, users } from '../../db/schema/index.ts';

export type ShareKind = 'location' | 'contact';
export type ScanRow = typeof scanEvents.$inferSelect;
type ScanInsert = typeof scanEvents.$inferInsert;

/** The columns each kind of share owns on the scan row. */
const COLUMNS = {
  location: {
    at: 'locationAt',
    mailedAt: 'locationMailedAt',
    claimedAt: 'locationClaimedAt',
    heldAt: 'locationHeldAt',
  },
  contact: {
    at: 'contactAt',
    mailedAt: 'contactMailedAt',
    claimedAt: 'contactClaimedAt',
    heldAt: 'contactHeldAt',
  },
} as const satisfies Record<ShareKind, Record<string, keyof ScanRow>>;

export type ShareTag = {
  id: string;
  childName: string | null;
  ownerEmail: string | null;
  ownerTimeZone: string | null;
  /** The owner's saved language; null: the shop's. */
  ownerLanguage: string | null;
};

const shareTagColumns = {
  id: tags.id,
  childName: tags.childName,
  ownerEmail: users.email,
  ownerTimeZone: users.timeZone,
  ownerLanguage: users.language,
};

/** An active tag by its upper-case code, with its owner's address (never leaves the server). */
export async function findActiveShareTag(db: Executor, uniqueCode: string): Promise<ShareTag | null> {
  const [row] = await db
    .select(shareTagColumns)
    .from(tags)
    .leftJoin(users, eq(users.id, tags.userId))
    .where(and(eq(tags.uniqueCode, uniqueCode), eq(tags.isActive, 'true')))
    .limit(1);
  return row ?? null;
}

export async function findShareTagById(db: Executor, tagId: string): Promise<ShareTag | null> {
  const [row] = await db
    .select(shareTagColumns)
    .from(tags)
    .leftJoin(users, eq(users.id, tags.userId))
    .where(eq(tags.id, tagId))
    .limit(1);
  return row ?? null;
}

/** This client's newest scan of the tag since `since` (under any of its hashes: see midnight), if any. */
export async function latestScanOf(
  db: Executor,
  tagId: string,
  clientHashes: string[],
  since: Date,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: scanEvents.id })
    .from(scanEvents)
    .where(
      and(
        eq(scanEvents.tagId, tagId),
        inArray(scanEvents.clientHash, clientHashes),
        gte(scanEvents.scannedAt, since),
      ),
    )
    .orderBy(desc(scanEvents.scannedAt))
    .limit(1);
  return row;
}

/** A share's own scan; lost when its tag is lost at its time, as the scan writer marks openings. */
export async function insertScan(
  db: Executor,
  scan: Omit<ScanInsert, 'whileLost'> & { scannedAt: Date },
): Promise<void> {
  const at = sql`${scan.scannedAt.toISOString()}::timestamptz`;
  const whileLost = sql<boolean>`coalesce((select ${tags.lostUntil} > ${at} from ${tags} where ${tags.id} = ${scan.tagId}), false)`;
  await db.insert(scanEvents).values({ ...scan, whileLost });
}

/**
 * Writes a share onto a scan: the newer share replaces the older one, is marked unmailed, and is
 * claimed for the attempt the request itself makes (the retry job leaves it alone for a gap), or,
 * over the tag's share-mail budget, held for the mail of held shares.
 */
export async function storeShare(
  db: Executor,
  scanId: string,
  kind: ShareKind,
  values: Partial<ScanInsert>,
  now: Date,
  { held = false }: { held?: boolean } = {},
): Promise<ScanRow> {
  const names = COLUMNS[kind];
  const [row] = await db
    .update(scanEvents)
    .set({
      ...values,
      [names.at]: now,
      [names.mailedAt]: null,
      [names.claimedAt]: held ? null : now,
      [names.heldAt]: held ? now : null,
    })
    .where(eq(scanEvents.id, scanId))
    .returning();
  return row!;
}

/**
 * Whether the scan already holds this very share, made since `since`: the same form sent twice (a
 * double tap without script, a resend after a slow answer). Read under the scan writers' lock, so two
 * posts at once see each other.
 */
export async function holdsSameShare(
  db: Executor,
  scanId: string,
  kind: ShareKind,
  values: Partial<ScanInsert>,
  since: Date,
): Promise<boolean> {
  const [row] = await db.select().from(scanEvents).where(eq(scanEvents.id, scanId));
  const sharedAt = row?.[COLUMNS[kind].at];
  if (!row || !sharedAt || sharedAt < since) return false;
  return Object.entries(values).every(
    ([column, value]) => (row[column as keyof ScanRow] ?? null) === (value ?? null),
  );
}

/** Records the mail of the share made at `sharedAt`; a newer share made meanwhile stays unmailed. */
export async function markShareMailed(
  db: Executor,
  scanId: string,
  kind: ShareKind,
  sharedAt: Date,
  now: Date,
): Promise<void> {
  const names = COLUMNS[kind];
  await db
    .update(scanEvents)
    .set({ [names.mailedAt]: now })
    .where(
      and(eq(scanEvents.id, scanId), eq(scanEvents[names.at], sharedAt), isNull(scanEvents[names.mailedAt])),
    );
}

/**
 * Takes a share's claim again just before the retry job mails it, if nobody took it since `seen`
 * (the job mails one after another; a slow SMTP server can make a later one look abandoned).
 */
export async function renewShareClaim(
  db: Executor,
  scanId: string,
  kind: ShareKind,
  seen: Date | null,
  now: Date,
): Promise<boolean> {
  if (!seen) return false;
  const names = COLUMNS[kind];
  const rows = await db
    .update(scanEvents)
    .set({ [names.claimedAt]: now })
    .where(
      and(
        eq(scanEvents.id, scanId),
        isNull(scanEvents[names.mailedAt]),
        eq(scanEvents[names.claimedAt], seen),
      ),
    )
    .returning({ id: scanEvents.id });
  return rows.length === 1;
}

/**
 * Claims unmailed shares of one kind for the retry job. The claim time is the lease: a share is
 * claimable once its last claim is older than the gap (a minute, or a tenth of the share's age if
 * longer), as for order confirmations (decision 011); the condition stands in the outer WHERE so
 * PostgreSQL re-checks it on a row another instance claimed meanwhile.
 */
export async function claimUnmailedShares(
  db: Executor,
  kind: ShareKind,
  now: Date,
  { minGapMs, limit }: { minGapMs: number; limit: number },
): Promise<ScanRow[]> {
  const names = COLUMNS[kind];
  const at = sql`${now.toISOString()}::timestamptz`;
  const sharedAt = scanEvents[names.at];
  const claimedAt = scanEvents[names.claimedAt];
  const claimable = and(
    isNotNull(sharedAt),
    isNull(scanEvents[names.mailedAt]),
    // Held shares go together in one mail (claimHeldShares).
    isNull(scanEvents[names.heldAt]),
    sql`coalesce(${claimedAt}, ${sharedAt}) <= ${at} - greatest(${minGapMs} * interval '1 millisecond', (${at} - ${sharedAt}) / 10)`,
  );
  const oldest = db
    .select({ id: scanEvents.id })
    .from(scanEvents)
    .where(claimable)
    .orderBy(sharedAt)
    .limit(limit);
  return db
    .update(scanEvents)
    .set({ [names.claimedAt]: now })
    .where(and(claimable, inArray(scanEvents.id, oldest)))
    .returning();
}

/** A held share is claimable when unmailed and unclaimed, or its last claim is older than the gap. */
function heldClaimable(kind: ShareKind, now: Date, minGapMs: number) {
  const names = COLUMNS[kind];
  return and(
    isNotNull(scanEvents[names.at]),
    isNotNull(scanEvents[names.heldAt]),
    isNull(scanEvents[names.mailedAt]),
    sql`(${scanEvents[names.claimedAt]} is null or ${scanEvents[names.claimedAt]} <= ${new Date(now.getTime() - minGapMs).toISOString()}::timestamptz)`,
  );
}

/**
 * Tags with held shares to mail, the one whose held share waits longest first. A tag whose held
 * mail went within `mailGapMs` (a held share mailed since: its limit is spent) is left out, so
 * flooded tags cannot fill the batch and starve the others; the limiter still has the last word.
 */
export async function tagsWithHeldShares(
  db: Executor,
  now: Date,
  { minGapMs, mailGapMs, limit }: { minGapMs: number; mailGapMs: number; limit: number },
): Promise<string[]> {
  const mailed = alias(scanEvents, 'mailed');
  const since = sql`${new Date(now.getTime() - mailGapMs).toISOString()}::timestamptz`;
  const mailedSince = (kind: ShareKind) =>
    and(isNotNull(mailed[COLUMNS[kind].heldAt]), sql`${mailed[COLUMNS[kind].mailedAt]} > ${since}`);
  const rows = await db
    .select({ tagId: scanEvents.tagId })
    .from(scanEvents)
    .where(
      and(
        or(heldClaimable('location', now, minGapMs), heldClaimable('contact', now, minGapMs)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(mailed)
            .where(
              and(eq(mailed.tagId, scanEvents.tagId), or(mailedSince('location'), mailedSince('contact'))),
            ),
        ),
      ),
    )
    .groupBy(scanEvents.tagId)
    .orderBy(sql`min(least(${scanEvents.locationHeldAt}, ${scanEvents.contactHeldAt}))`)
    .limit(limit);
  return rows.map((row) => row.tagId);
}

/**
 * Claims at most `limit` held shares of the tag for one mail: call-back numbers first (a person
 * waiting by a phone), then locations, oldest first in each; the rest wait for the next mail, so a
 * flood never builds a mail the SMTP server refuses. The condition stands in the outer WHERE, so two
 * instances never claim one share. Answers the rows of each kind claimed.
 */
export async function claimHeldShares(
  db: Executor,
  tagId: string,
  now: Date,
  { minGapMs, limit }: { minGapMs: number; limit: number },
): Promise<Record<ShareKind, ScanRow[]>> {
  const claim = async (kind: ShareKind, max: number) => {
    if (max <= 0) return [];
    const claimable = and(eq(scanEvents.tagId, tagId), heldClaimable(kind, now, minGapMs));
    const oldest = db
      .select({ id: scanEvents.id })
      .from(scanEvents)
      .where(claimable)
      .orderBy(scanEvents[COLUMNS[kind].at])
      .limit(max);
    return db
      .update(scanEvents)
      .set({ [COLUMNS[kind].claimedAt]: now })
      .where(and(claimable, inArray(scanEvents.id, oldest)))
      .returning();
  };
  const contact = await claim('contact', limit);
  return { contact, location: await claim('location', limit - contact.length) };
}
