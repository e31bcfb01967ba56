// SQL for an order's refunds (order_refunds): each PayPal refund once, whoever reported it first (the
// admin's call or PayPal's webhook).
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderRefunds } from '../../db/schema/index.ts';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

export type NewOrderRefund = {
  orderId: string;
  paypalRefundId: string;
  amount: string;
  currency: string;
  status: string;
  reason: string | null;
  actor: string;
  now: Date;
};

/** PayPal's refund statuses that moved no money. */
const NO_MONEY_MOVED = new Set(['CANCELLED', 'FAILED']);

export function refundCounts(refund: Pick<OrderRefundRow, 'status'>): boolean {
  return !NO_MONEY_MOVED.has(refund.status);
}

/** Stores a refund; answers undefined when this PayPal refund is stored already (a repeat). */
export async function insertOrderRefund(
  db: Executor,
  refund: NewOrderRefund,
): Promise<OrderRefundRow | undefined> {
  const { now, ...values } = refund;
  const [row] = await db
    .insert(orderRefunds)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing({ target: orderRefunds.paypalRefundId })
    .returning();
  return row;
}

/** Oldest first. */
export async function listOrderRefunds(db: Executor, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}
