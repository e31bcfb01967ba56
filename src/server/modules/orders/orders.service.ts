// The shop's view of orders (admin Orders tab): the list, its CSV export and marking an order shipped.
import { orderNumberOf, type OrderStatus, type OrderView } from '#shared/schemas/payment.ts';
import { serverText } from '#shared/text.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { findOrderById, listOrders, markShipped, type OrderRow } from './orders.repo.ts';

/** Enough for a small shop's screen and export; older orders stay in PayPal and the database. */
export const ORDERS_LIST_LIMIT = 1000;

export function orderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    orderNumber: orderNumberOf(row.id),
    paypalOrderId: row.paypalOrderId,
    paypalCaptureId: row.paypalCaptureId,
    amount: row.amount,
    currency: row.currency,
    status: row.status as OrderStatus,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    shippingAddress: row.shippingAddress,
    confirmationSentAt: row.confirmationSentAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listOrderViews(db: Executor): Promise<OrderView[]> {
  return (await listOrders(db, ORDERS_LIST_LIMIT)).map(orderView);
}

/** completed → shipped; shipping twice answers the order unchanged; unpaid orders cannot ship. */
export async function shipOrder(db: Executor, id: string, now: Date): Promise<OrderView> {
  const shipped = await markShipped(db, id, now);
  if (shipped) return orderView(shipped);
  const current = await findOrderById(db, id);
  if (!current) throw notFound();
  if (current.status === 'shipped') return orderView(current);
  throw conflict(serverText.orderNotShippable);
}
