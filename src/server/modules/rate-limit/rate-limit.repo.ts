// Fixed-window counters in the database, so every instance counts against one limit.
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/** Counts one hit on `key` and answers the window's count and end. One atomic statement. */
export async function incrementCounter(
  db: Executor,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${resetAt} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row!;
}

export async function readCounter(
  db: Executor,
  key: string,
): Promise<{ count: number; resetAt: Date } | undefined> {
  const rows = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  return rows[0];
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

export async function deleteExpiredCounters(db: Executor, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
