// SQL for the orders table. Status changes are conditional updates, so two instances (or two requests)
// racing on one order change it once: the one that gets the row back does the follow-up work.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { CONFIRMABLE_STATUSES } from '#shared/schemas/order.ts';
import { orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/** What checkout knows when it creates the order: PayPal's id, the amounts, the buyer's language. */
export type NewOrder = Pick<
  typeof orders.$inferInsert,
  | 'id'
  | 'paypalOrderId'
  | 'amount'
  | 'currency'
  | 'unitAmount'
  | 'quantity'
  | 'shippingAmount'
  | 'taxRate'
  | 'itemName'
  | 'language'
>;

export type PayerDetails = {
  customerName: string | null;
  customerEmail: string | null;
  shippingAddress: string | null;
  paypalCaptureId: string | null;
};

export async function insertOrder(db: Executor, values: NewOrder & { now: Date }): Promise<OrderRow> {
  const { now, ...order } = values;
  const [row] = await db
    .insert(orders)
    .values({ ...order, status: 'pending', createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findOrderByPaypalId(
  db: Executor,
  paypalOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paypalOrderId, paypalOrderId)).limit(1);
  return row;
}

export async function findOrderById(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** pending → paid with the payer's details; answers the row only to the caller that changed it. */
export async function completeOrder(
  db: Executor,
  id: string,
  payer: PayerDetails,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...payer, status: 'paid', updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning();
  return row;
}

/** Keeps a capture PayPal holds as PENDING: payer known, money not yet settled. */
export async function recordPendingCapture(
  db: Executor,
  id: string,
  payer: PayerDetails,
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...payer, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')));
}

/**
 * After PayPal refused a capture (declined card, not yet approved), moves updatedAt on so the next
 * attempt gets a new PayPal-Request-Id: PayPal answers a reused id with the stored refusal.
 */
export async function recordRefusedCapture(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({
      updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${orders.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')));
}

export async function failOrder(db: Executor, id: string, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning();
  return row;
}

export async function markConfirmationSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ confirmationSentAt: now })
    .where(and(eq(orders.id, id), isNull(orders.confirmationSentAt)));
}

/**
 * Claims paid orders whose confirmation mail has not gone out, for the retry job (decision 011).
 * updatedAt is the lease: claiming sets it to now, and an order is claimable only once it is older
 * than the retry gap (a minute, or a tenth of the order's age if longer), so the instance that gets a
 * row back is the only one mailing it until the gap has passed again.
 */
export async function claimUnconfirmedOrders(
  db: Executor,
  now: Date,
  { minGapMs, limit }: { minGapMs: number; limit: number },
): Promise<OrderRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const claimable = and(
    inArray(orders.status, [...CONFIRMABLE_STATUSES]),
    isNull(orders.confirmationSentAt),
    isNotNull(orders.customerEmail),
    sql`${orders.updatedAt} <= ${at} - greatest(${minGapMs} * interval '1 millisecond', (${at} - ${orders.createdAt}) / 10)`,
  );
  // The condition stands in the outer WHERE too: PostgreSQL re-checks it on a row another claim
  // changed meanwhile, so two instances never both get it.
  const oldest = db
    .select({ id: orders.id })
    .from(orders)
    .where(claimable)
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return db
    .update(orders)
    .set({ updatedAt: now })
    .where(and(claimable, inArray(orders.id, oldest)))
    .returning();
}

/** paid or packed → shipped (a repeat on a shipped order changes nothing). */
export async function markShipped(db: Executor, id: string, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'shipped', shippedAt: now, updatedAt: now })
    .where(and(eq(orders.id, id), inArray(orders.status, ['paid', 'packed'])))
    .returning();
  return row;
}

/** Newest first. */
export async function listOrders(db: Executor, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}
