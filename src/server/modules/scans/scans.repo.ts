// SQL of scan events: the slice insert that merges repeats and marks lost-mode scans, and the alert
// mail's claims. On PostgreSQL a slice is written under one transaction-scoped advisory lock, so two
// instances writing at once never both record one client's repeat.
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { scanEvents, tags, users } from '../../db/schema/index.ts';
import { workingFamilyTag } from '../tags/working-tag.repo.ts';

/** Held while a batch is written (any instance); released with its transaction. */
const SCAN_INSERT_LOCK_ID = 720_451_016;
/** The same client opening the same tag again within this is the same scan. */
export const SCAN_MERGE_WINDOW_MS = 10 * 60 * 1000;

export type ScanToWrite = {
  id: string;
  /** The tag's code, upper case: the tag (active, owned) is found at insert time. */
  code: string;
  scannedAt: Date;
  clientHash: string;
  /** The same client's hash of the neighbouring UTC day, within the merge window of midnight (it merges too). */
  neighbourClientHash: string | null;
  device: string;
  language: string;
};

/**
 * Writes the scans that are new: the tag must be active and owned; a scan within the merge window of
 * another one by the same client (under either of its hashes near UTC midnight), before or after it
 * (instances flush in any order), is dropped unless the tag is lost at its time (then it is marked
 * while_lost). An owner with alerts on, or any owner while the tag is lost (decision 028), gets the
 * alert claimed in the same statement, so a crash between this and the mail leaves it to the retry
 * job. Answers the ids of the scans whose alert it claimed.
 *
 * `oneStatementAtATime`: the database runs one statement at a time (the embedded one), so no other
 * writer's insert can come between a probe and its insert, and the lock and its transaction (two more
 * round trips to the database's thread per slice) are left out. A retried slice stays exact without
 * them: ids are chosen at queue time (`on conflict (id)`).
 */
export async function insertScans(
  db: Executor,
  scans: ScanToWrite[],
  now: Date,
  { oneStatementAtATime }: { oneStatementAtATime: boolean },
): Promise<string[]> {
  if (scans.length === 0) return [];
  const write = async (executor: Executor) => {
    const alerts: string[] = [];
    for (const part of withinMergeWindow(scans)) alerts.push(...(await insertPart(executor, part, now)));
    return alerts;
  };
  if (oneStatementAtATime) return write(db);
  return db.transaction(async (tx) => {
    await lockScanWrites(tx);
    return write(tx);
  });
}

/**
 * Held by whoever writes scans (a batch, a share's own scan) until its transaction ends. JIT is off
 * for the transaction too: a slice's statement runs in milliseconds, and once its estimate passes
 * jit_above_cost PostgreSQL spends ~20 ms compiling it first.
 */
export async function lockScanWrites(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('jit', 'off', true), pg_advisory_xact_lock(${SCAN_INSERT_LOCK_ID})`);
}

/**
 * No scan by this client hash within the merge window of v's time. The hash is the page's own
 * (scan-client.ts), so the look-up is one equality and a range, which only scan_events_client_scanned_idx
 * serves: with the tag's column in it, the planner took (tag_id, scanned_at) as often as not, reading
 * every scan of the tag in the window per probe (a crowd at one page made each slice slower).
 */
export const noRecentScanBy = (hash: SQL) => sql`not exists (
      select 1 from scan_events s
      where s.client_hash = ${hash}
        and s.scanned_at > v.scanned_at - ${SCAN_MERGE_WINDOW_MS} * interval '1 millisecond'
        and s.scanned_at < v.scanned_at + ${SCAN_MERGE_WINDOW_MS} * interval '1 millisecond')`;

/** Alert mails per tag in any hour; openings over it are held for one summary mail. */
export const ALERT_MAIL_BUDGET = 5;
export const ALERT_BUDGET_WINDOW_MS = 60 * 60 * 1000;

/**
 * One statement for scans spanning less than the merge window. A statement does not see its own rows,
 * so it decides repeats among them itself: an opening is written if the tag is lost at its time, or if
 * it is `new` (no scan in the database within the window of it) and no earlier opening of the same
 * client here is new (that one, or one before it, is written, and the window spans them all).
 */
async function insertPart(db: Executor, scans: ScanToWrite[], now: Date): Promise<string[]> {
  // One JSON text, not seven parameters a scan: one short statement whatever the slice's size. Not seven
  // arrays either: the driver quotes their elements one by one in JavaScript (3 to 14 ms of the event
  // loop for 4,000 scans), where JSON.stringify is native (1 to 5 ms).
  const slice = JSON.stringify(scans);
  const lost = sql`coalesce(t.lost_until > v.scanned_at, false)`;
  const at = sql`${now.toISOString()}::timestamptz`;
  // The budget: alerts already claimed for the tag within the hour before the opening (a
  // partial index holds only those), plus this slice's earlier alerts of the tag. Under the writers'
  // lock (or one statement at a time), so two instances never both spend the last one.
  const result = await db.execute(sql`
    with candidates as (
      select v.id, v.n, t.id as tag_id, v.scanned_at, v.client_hash, v.neighbour_hash, v.device,
             v.language, ${lost} as while_lost, (t.alerts_enabled or ${lost}) as due,
             ${lost} or (${noRecentScanBy(sql`v.client_hash`)}
               and (v.neighbour_hash is null or ${noRecentScanBy(sql`v.neighbour_hash`)})) as new
      from rows from (json_to_recordset(${slice}::json) as (id uuid, code text, "scannedAt" timestamptz,
             "clientHash" text, "neighbourClientHash" text, device text, language text)) with ordinality
        as v(id, code, scanned_at, client_hash, neighbour_hash, device, language, n)
      -- One look-up by code a scan (its unique index): a hash join would read every tag per slice,
      -- the whole table however few are scanned. LIMIT keeps the planner from flattening it into one.
      join lateral (
        select t.id, t.lost_until, t.alerts_enabled from tags t
        where t.unique_code = v.code and t.is_active = 'true' and t.user_id is not null
        limit 1
      ) t on true
    ), ordered as (
      select c.*, bool_or(c.new) over (partition by c.tag_id, c.client_hash order by c.n
                                       rows between unbounded preceding and 1 preceding) as after_new
      from candidates c
    ), written as (
      select o.* from ordered o
      where o.while_lost or (o.new and o.after_new is not true and (o.neighbour_hash is null or not exists (
        select 1 from candidates e
        where e.tag_id = o.tag_id and e.client_hash = o.neighbour_hash and e.n < o.n and e.new)))
    ), budgeted as (
      select w.*, w.due and (
        (select count(*) from scan_events s
          where s.tag_id = w.tag_id and s.alert_claimed_at is not null
            and s.scanned_at > w.scanned_at - ${ALERT_BUDGET_WINDOW_MS} * interval '1 millisecond')
        + count(*) filter (where w.due) over (partition by w.tag_id order by w.scanned_at, w.id)
      ) <= ${ALERT_MAIL_BUDGET} as within
      from written w
    ), inserted as (
      insert into scan_events (id, tag_id, scanned_at, client_hash, device, language, while_lost,
                               alert_claimed_at, alert_held_at)
      select id, tag_id, scanned_at, client_hash, device, language, while_lost,
             case when within then ${at} end, case when due and not within then ${at} end
      from budgeted
      on conflict (id) do nothing
      returning id, alert_claimed_at
    )
    -- Only the alerts come back: a row per scan written would cross to the app for nothing.
    select id from inserted where alert_claimed_at is not null`);
  // Both drivers answer raw statements with `{ rows }`.
  const { rows } = result as { rows: Array<{ id: string }> };
  return rows.map((row) => row.id);
}

/**
 * Splits scans into runs spanning less than the merge window, written one after another (each sees
 * the rows of those before). Only a backlog (the database away for minutes) makes more than one.
 */
function withinMergeWindow(scans: ScanToWrite[]): ScanToWrite[][] {
  const parts: ScanToWrite[][] = [[]];
  let earliest = Infinity;
  let latest = -Infinity;
  for (const scan of scans) {
    const at = scan.scannedAt.getTime();
    if (Math.max(latest, at) - Math.min(earliest, at) >= SCAN_MERGE_WINDOW_MS) {
      parts.push([]);
      earliest = Infinity;
      latest = -Infinity;
    }
    parts.at(-1)!.push(scan);
    earliest = Math.min(earliest, at);
    latest = Math.max(latest, at);
  }
  return parts;
}

export type ScanAlertRow = {
  id: string;
  tagId: string;
  scannedAt: Date;
  device: string;
  language: string;
  whileLost: boolean;
  alertsEnabled: boolean;
  childName: string | null;
  email: string;
  firstName: string | null;
  timeZone: string | null;
  /** The owner's saved language; null: the shop's. */
  ownerLanguage: string | null;
  /** The claim this read saw: the send goes ahead only if it is still this one (renewAlertClaim). */
  alertClaimedAt: Date | null;
  /** The child's photo and when lost mode ends: the mail carries the photo only while it lasts. */
  photoKey: string | null;
  lostUntil: Date | null;
};

const alertColumns = {
  id: scanEvents.id,
  tagId: scanEvents.tagId,
  scannedAt: scanEvents.scannedAt,
  device: scanEvents.device,
  language: scanEvents.language,
  whileLost: scanEvents.whileLost,
  alertsEnabled: tags.alertsEnabled,
  childName: tags.childName,
  email: users.email,
  firstName: users.firstName,
  timeZone: users.timeZone,
  ownerLanguage: users.language,
  alertClaimedAt: scanEvents.alertClaimedAt,
  photoKey: tags.photoKey,
  lostUntil: tags.lostUntil,
};

/** What the alert mails of these scans need (owner, child, zone); only tags with alerts on, or lost then. */
export async function findAlertDetails(db: Executor, ids: string[]): Promise<ScanAlertRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(alertColumns)
    .from(scanEvents)
    .innerJoin(tags, eq(tags.id, scanEvents.tagId))
    .innerJoin(users, eq(users.id, tags.userId))
    .where(
      and(
        inArray(scanEvents.id, ids),
        or(eq(tags.alertsEnabled, true), eq(scanEvents.whileLost, true)),
        isNull(scanEvents.alertSentAt),
      ),
    );
}

/**
 * Claims unsent alerts whose last attempt is at least `minGapMs` old (and scans younger than
 * `maxAgeMs`: a day-old "page opened" helps nobody). The condition stands in the outer WHERE too, so
 * two instances never claim one row.
 */
export async function claimMissedAlerts(
  db: Executor,
  now: Date,
  { minGapMs, maxAgeMs, limit }: { minGapMs: number; maxAgeMs: number; limit: number },
): Promise<string[]> {
  const claimable = and(
    isNull(scanEvents.alertSentAt),
    isNotNull(scanEvents.alertClaimedAt),
    lte(scanEvents.alertClaimedAt, new Date(now.getTime() - minGapMs)),
    gt(scanEvents.scannedAt, new Date(now.getTime() - maxAgeMs)),
    // Alerts switched off after the claim: left alone, not claimed again every minute for a day
    // (a lost-mode scan alerts whatever the switch says, decision 028).
    sql`(${scanEvents.whileLost} or exists (select 1 from ${tags} where ${tags.id} = ${scanEvents.tagId} and ${tags.alertsEnabled}))`,
  );
  const oldest = db
    .select({ id: scanEvents.id })
    .from(scanEvents)
    .where(claimable)
    .orderBy(scanEvents.scannedAt)
    .limit(limit);
  const rows = await db
    .update(scanEvents)
    .set({ alertClaimedAt: now })
    .where(and(claimable, inArray(scanEvents.id, oldest)))
    .returning({ id: scanEvents.id });
  return rows.map((row) => row.id);
}

/**
 * Takes the alert's claim again just before its mail, if nobody took it since `seen`: a batch mails
 * one alert after another, and one far down a slow batch may meanwhile look abandoned to the retry
 * job (here or on another instance). Answers whether this sender may go on.
 */
export async function renewAlertClaim(
  db: Executor,
  id: string,
  seen: Date | null,
  now: Date,
): Promise<boolean> {
  if (!seen) return false;
  const rows = await db
    .update(scanEvents)
    .set({ alertClaimedAt: now })
    .where(and(eq(scanEvents.id, id), isNull(scanEvents.alertSentAt), eq(scanEvents.alertClaimedAt, seen)))
    .returning({ id: scanEvents.id });
  return rows.length === 1;
}

export async function markAlertSent(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(scanEvents).set({ alertSentAt: now }).where(eq(scanEvents.id, id));
}

export type TestAlertTarget = Pick<
  ScanAlertRow,
  'tagId' | 'childName' | 'email' | 'firstName' | 'timeZone' | 'ownerLanguage' | 'alertsEnabled'
>;

/**
 * The tag `tagId` if it is a working tag (not deactivated) `userId` owns or guards, with what the test
 * alert needs: it goes to the one who asked, in their language.
 */
export async function findOwnedTagForAlert(
  db: Executor,
  userId: string,
  tagId: string,
): Promise<TestAlertTarget | null> {
  const [row] = await db
    .select({
      tagId: tags.id,
      childName: tags.childName,
      email: users.email,
      firstName: users.firstName,
      timeZone: users.timeZone,
      ownerLanguage: users.language,
      alertsEnabled: tags.alertsEnabled,
    })
    .from(tags)
    .innerJoin(users, eq(users.id, userId))
    .where(workingFamilyTag(tagId, userId));
  return row ?? null;
}
