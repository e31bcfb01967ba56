// SQL for an order's history (order_events): one row per change, who made it and what it was.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderEventKind } from '#shared/schemas/order.ts';
import type { Executor } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/index.ts';

export type OrderEventRow = typeof orderEvents.$inferSelect;

export type NewOrderEvent = {
  orderId: string;
  kind: OrderEventKind;
  /** An admin's username, 'buyer', 'paypal' or 'system'. */
  actor: string;
  detail?: Record<string, unknown>;
  now: Date;
};

/**
 * Appends an entry. Its time is the clock's, or a microsecond after the order's latest entry when
 * that is not earlier (several changes in one instant of a test's clock): the history reads in the
 * order things happened.
 */
export async function recordOrderEvent(db: Executor, event: NewOrderEvent): Promise<OrderEventRow> {
  const [row] = await db
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      kind: event.kind,
      actor: event.actor,
      detail: event.detail ?? {},
      createdAt: eventTime(event.orderId, event.now),
    })
    .returning();
  return row!;
}

/** An entry's time: the clock's, or a microsecond after the order's latest entry (see above). */
export function eventTime(orderId: SQL | string, now: Date): SQL {
  const latest = sql`(select max(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${orderId})`;
  return sql`greatest(${now.toISOString()}::timestamptz, ${latest} + interval '1 microsecond')`;
}

/** Replaces an entry's detail (what happened after it was written: whether the buyer's mail went). */
export async function updateOrderEventDetail(
  db: Executor,
  id: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await db.update(orderEvents).set({ detail }).where(eq(orderEvents.id, id));
}

/** Oldest first. */
export async function listOrderEvents(db: Executor, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
