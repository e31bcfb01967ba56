// Fixed-window counters in the database, so every instance counts against one limit.
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/**
 * Counts one hit on `key` and answers the window's count and end; a window that has ended starts again,
 * to end at `resetAt`. One atomic statement.
 */
export async function incrementCounter(
  db: Executor,
  key: string,
  now: Date,
  resetAt: Date,
): Promise<{ count: number; resetAt: Date }> {
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

/** Takes back one hit counted in the window that ends at `resetAt` (a later window is left alone). */
export async function decrementCounter(db: Executor, key: string, resetAt: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} = ${resetAt}`);
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

export async function deleteExpiredCounters(db: Executor, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
