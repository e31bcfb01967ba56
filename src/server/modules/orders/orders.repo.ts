// SQL for the orders table. Status changes are conditional updates, so two instances (or two requests)
// racing on one order change it once: the one that gets the row back does the follow-up work.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { CAPTURED_STATUSES, CONFIRMABLE_STATUSES } from '#shared/schemas/order.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { eventTime, recordOrderEvent } from './order-events.repo.ts';

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

/** A pending order and its history's first entry ('created', by the buyer), together. */
export async function insertOrder(db: Executor, values: NewOrder & { now: Date }): Promise<OrderRow> {
  const { now, ...order } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({ ...order, status: 'pending', createdAt: now, updatedAt: now })
      .returning();
    await recordOrderEvent(tx, { orderId: row!.id, kind: 'created', actor: 'buyer', now });
    return row!;
  });
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

/**
 * pending → paid with the payer's details, and its history's entry ('paid', reported by PayPal), in
 * one autocommitted statement: a process killed while it waits on a lock leaves PostgreSQL to commit
 * it whole once the lock is free (PayPal has the money by then), never status without details or
 * entry. Answers the row only to the caller that changed it.
 */
export async function completeOrder(
  db: Executor,
  id: string,
  payer: PayerDetails,
  now: Date,
): Promise<OrderRow | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with paid as (
      update ${orders}
      set "status" = 'paid', "customer_name" = ${payer.customerName},
          "customer_email" = ${payer.customerEmail}, "shipping_address" = ${payer.shippingAddress},
          "paypal_capture_id" = ${payer.paypalCaptureId}, "updated_at" = ${at}
      where "id" = ${id} and "status" = 'pending'
      returning "id", "amount", "currency"
    ), entry as (
      insert into ${orderEvents} ("order_id", "kind", "actor", "detail", "created_at")
      select "id", 'paid', 'paypal',
             jsonb_build_object('captureId', ${payer.paypalCaptureId}::text, 'amount', "amount",
                                'currency', "currency"),
             ${eventTime(id, now)}
      from paid
    )
    select "id" from paid`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) return undefined;
  return findOrderById(db, id);
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

/** paid → packed (only one of two admins packing at once gets the row). */
export async function markPacked(db: Executor, id: string, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'packed', packedAt: now, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
    .returning();
  return row;
}

/** packed → paid: the box is opened again before it ships. */
export async function markUnpacked(db: Executor, id: string, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'paid', packedAt: null, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'packed')))
    .returning();
  return row;
}

export type Shipment = { carrier: string; trackingNumber: string; paypalTrackerId: string | null };

/** packed → shipped with its carrier and tracking. */
export async function markShipped(
  db: Executor,
  id: string,
  shipment: Shipment,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...shipment, status: 'shipped', shippedAt: now, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'packed')))
    .returning();
  return row;
}

/** pending → cancelled: an order never paid. */
export async function markCancelled(db: Executor, id: string, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning();
  return row;
}

/**
 * The refunds' sum on a captured order; once it covers the amount the order is refunded (a partial
 * refund keeps the status).
 */
export async function setRefundedAmount(
  db: Executor,
  id: string,
  refund: { refundedAmount: string; whole: boolean },
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      refundedAmount: refund.refundedAmount,
      updatedAt: now,
      ...(refund.whole
        ? {
            status: 'refunded',
            refundedAt: sql`coalesce(${orders.refundedAt}, ${now.toISOString()}::timestamptz)`,
          }
        : {}),
    })
    .where(and(eq(orders.id, id), inArray(orders.status, [...CAPTURED_STATUSES])))
    .returning();
  return row;
}

/** The order a PayPal capture paid for. */
export async function findOrderByCaptureId(db: Executor, captureId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paypalCaptureId, captureId)).limit(1);
  return row;
}

/** The order's row locked until the transaction ends: its changes wait for each other. */
export async function lockOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Newest first. */
export async function listOrders(db: Executor, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}
