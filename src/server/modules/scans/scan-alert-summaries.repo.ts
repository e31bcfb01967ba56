// SQL of the summary mails of held alerts: which tags are due one, taking a tag's held alerts
// into one summary (under a per-tag lock, so two instances never make two), and the mail's claim.
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { scanAlertSummaries, scanEvents, tags, users } from '../../db/schema/index.ts';

/** Held while one tag's summary is made (any instance); released with its transaction. */
const SUMMARY_LOCK_ID = 720_451_028;

/** A held alert is still one to tell the owner of: an active, owned tag with alerts on, or lost then. */
const stillDue = sql`exists (select 1 from ${tags} t where t.id = ${scanEvents.tagId}
  and t.is_active = 'true' and t.user_id is not null and (t.alerts_enabled or ${scanEvents.whileLost}))`;

/**
 * Tags whose oldest held alert is at least `gapMs` old (its budget's hour has passed) and that had no
 * summary within `gapMs`: at most one summary a tag an hour.
 */
export async function tagsDueASummary(
  db: Executor,
  now: Date,
  { gapMs, limit }: { gapMs: number; limit: number },
): Promise<string[]> {
  const since = new Date(now.getTime() - gapMs);
  const rows = await db
    .select({ tagId: scanEvents.tagId })
    .from(scanEvents)
    .where(and(sql`${scanEvents.alertHeldAt} is not null`, isNull(scanEvents.alertSummaryId), stillDue))
    .groupBy(scanEvents.tagId)
    .having(
      and(
        lte(sql`min(${scanEvents.scannedAt})`, since),
        sql`not exists (select 1 from ${scanAlertSummaries} m where m.tag_id = ${scanEvents.tagId} and m.created_at > ${since.toISOString()}::timestamptz)`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.tagId);
}

/**
 * Makes the tag's summary of its held alerts up to now, claimed for this sender; null when another
 * instance made one within `gapMs` or nothing is held any more. One transaction: the summary and the
 * marks on its alerts are written together or not at all.
 */
export async function takeHeldAlerts(
  db: Executor,
  tagId: string,
  summaryId: string,
  now: Date,
  gapMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SUMMARY_LOCK_ID}, hashtext(${tagId}))`);
    const since = new Date(now.getTime() - gapMs);
    const [recent] = await tx
      .select({ id: scanAlertSummaries.id })
      .from(scanAlertSummaries)
      .where(and(eq(scanAlertSummaries.tagId, tagId), gt(scanAlertSummaries.createdAt, since)))
      .limit(1);
    if (recent) return false;
    const held = and(
      eq(scanEvents.tagId, tagId),
      sql`${scanEvents.alertHeldAt} is not null`,
      isNull(scanEvents.alertSummaryId),
      lte(scanEvents.scannedAt, now),
      stillDue,
    );
    const [facts] = await tx
      .select({
        openings: sql<number>`count(*)::int`,
        firstAt: sql<string>`min(${scanEvents.scannedAt})`,
        lastAt: sql<string>`max(${scanEvents.scannedAt})`,
        whileLost: sql<boolean>`bool_or(${scanEvents.whileLost})`,
      })
      .from(scanEvents)
      .where(held);
    if (!facts || facts.openings === 0) return false;
    const [latest] = await tx
      .select({ device: scanEvents.device, language: scanEvents.language })
      .from(scanEvents)
      .where(held)
      .orderBy(sql`${scanEvents.scannedAt} desc`)
      .limit(1);
    await tx.insert(scanAlertSummaries).values({
      id: summaryId,
      tagId,
      createdAt: now,
      claimedAt: now,
      openings: facts.openings,
      firstAt: new Date(facts.firstAt),
      lastAt: new Date(facts.lastAt),
      device: latest!.device,
      language: latest!.language,
      whileLost: facts.whileLost,
    });
    await tx.update(scanEvents).set({ alertSummaryId: summaryId }).where(held);
    return true;
  });
}

export type SummaryToMail = typeof scanAlertSummaries.$inferSelect & {
  childName: string | null;
  email: string;
  firstName: string | null;
  timeZone: string | null;
  /** The owner's saved language; null: the shop's. */
  ownerLanguage: string | null;
  alertsEnabled: boolean;
};

const summaryColumns = {
  id: scanAlertSummaries.id,
  tagId: scanAlertSummaries.tagId,
  createdAt: scanAlertSummaries.createdAt,
  claimedAt: scanAlertSummaries.claimedAt,
  sentAt: scanAlertSummaries.sentAt,
  openings: scanAlertSummaries.openings,
  firstAt: scanAlertSummaries.firstAt,
  lastAt: scanAlertSummaries.lastAt,
  device: scanAlertSummaries.device,
  language: scanAlertSummaries.language,
  whileLost: scanAlertSummaries.whileLost,
};

/** Summaries joined with what their mail needs (owner, child, zone). */
const withOwner = (db: Executor) =>
  db
    .select({
      ...summaryColumns,
      childName: tags.childName,
      email: users.email,
      firstName: users.firstName,
      timeZone: users.timeZone,
      ownerLanguage: users.language,
      alertsEnabled: tags.alertsEnabled,
    })
    .from(scanAlertSummaries)
    .innerJoin(tags, eq(tags.id, scanAlertSummaries.tagId))
    .innerJoin(users, eq(users.id, tags.userId));

/** Unsent summaries whose last attempt is at least `minGapMs` old and younger than `maxAgeMs`. */
export async function unsentSummaries(
  db: Executor,
  now: Date,
  { minGapMs, maxAgeMs, limit }: { minGapMs: number; maxAgeMs: number; limit: number },
): Promise<SummaryToMail[]> {
  return withOwner(db)
    .where(
      and(
        isNull(scanAlertSummaries.sentAt),
        lte(scanAlertSummaries.claimedAt, new Date(now.getTime() - minGapMs)),
        gt(scanAlertSummaries.createdAt, new Date(now.getTime() - maxAgeMs)),
      ),
    )
    .orderBy(scanAlertSummaries.createdAt)
    .limit(limit);
}

/** The summary with what its mail needs (just made by this sender). */
export async function summaryToMail(db: Executor, id: string): Promise<SummaryToMail | undefined> {
  const [row] = await withOwner(db).where(eq(scanAlertSummaries.id, id));
  return row;
}

/** Takes the summary's claim again if nobody took it since `seen`: one sender mails it. */
export async function renewSummaryClaim(db: Executor, id: string, seen: Date | null, now: Date) {
  if (!seen) return false;
  const rows = await db
    .update(scanAlertSummaries)
    .set({ claimedAt: now })
    .where(
      and(
        eq(scanAlertSummaries.id, id),
        isNull(scanAlertSummaries.sentAt),
        eq(scanAlertSummaries.claimedAt, seen),
      ),
    )
    .returning({ id: scanAlertSummaries.id });
  return rows.length === 1;
}

export async function markSummarySent(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(scanAlertSummaries).set({ sentAt: now }).where(eq(scanAlertSummaries.id, id));
}
